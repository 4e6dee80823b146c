// @vitest-environment node
import { describe, expect, it } from "vitest";
import { screenTrail } from "~/routing/breadcrumbs";
import { buildMenu, isMenuGroup, itemLabel, menu, type MenuEntry, type MenuItem } from "~/routing/menu";
import { allScreens, SCREENS, screenById, type Screen, type ScreenEntry } from "~/routing/screens";
import { areasBySegment, areasOfPath } from "~/routing/string-areas";
import { buildUrls, urls } from "~/routing/urls";

/*
 * The screen table is the one place a screen is written: its URL builders, its menu entry, the
 * strings it loads and its breadcrumb are derived from its entry. Checked both ways: every derived
 * item traces back to exactly one entry of the real table, and a screen added to a table (a test
 * table here) appears in each derived structure with what its entry says, with nothing else written.
 */

type AnyBuilder = ((...args: unknown[]) => string) & { screen: string };

const menuItems = (entries: readonly MenuEntry[]): MenuItem[] => entries.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));

/** A screen as allScreens gives it, built from a table entry (what screens.ts does for the real table). */
function screenOf(id: string, entry: ScreenEntry): Screen {
  return { ...entry, id, audience: entry.audience ?? "user", areas: entry.areas ?? [] } as Screen;
}

describe("the real table", () => {
  it("gives each menu entry of exactly one screen, in the order of its entry's place", () => {
    const items = menuItems(menu);
    const placed = allScreens.filter((screen) => screen.menu);
    expect(items.map((item) => item.screen)).toEqual([...placed].sort((a, b) => a.menu!.at - b.menu!.at).map((screen) => screen.id));
    for (const item of items) expect(itemLabel(item)).toBe(screenById(item.screen).menu!.label ?? screenById(item.screen).title);
  });

  it("groups a menu entry under its screen's section", () => {
    for (const entry of menu)
      if (isMenuGroup(entry)) for (const item of entry.items) expect(screenById(item.screen).section).toBe(entry.title);
  });

  it("builds each screen's URLs from its own path", () => {
    expect(urls.brands.list.screen).toBe("brands");
    expect(urls.brands.edit(3)).toBe(`/${SCREENS["brands.$id"].path.replace(":id", "3")}`);
    expect(urls.brands.create.screen).toBe("brands.$id");
    expect(urls.orders.detail.screen).toBe("orders.$id");
    expect("create" in urls.orders).toBe(false);
    expect(urls.settingSocialLogin()).toBe(`/${SCREENS["setting.social-login"].path}`);
  });

  it("loads for each path the areas its screens' entries name", () => {
    for (const screen of allScreens) {
      const path = `/${screen.path.replace(/:id\??/, "1")}`;
      for (const area of screen.areas) expect(areasOfPath(path), path).toContain(area);
    }
    // A record screen without areas of its own takes its list's.
    expect(screenById("brands.$id").areas).toEqual(SCREENS.brands.areas);
  });

  it("draws the breadcrumb from the entries' parents", () => {
    expect(screenTrail("setting.languages.$id").map((screen) => screen.id)).toEqual(["setting.languages", "setting.languages.$id"]);
    expect(screenTrail("images").map((screen) => screen.id)).toEqual(["bulk-upload", "images"]);
  });
});

describe("a screen added to a table", () => {
  const table = {
    ...SCREENS,
    gadgets: {
      path: "gadgets",
      title: "screens.brands",
      subject: "brand",
      section: "nav.productGroup",
      areas: ["catalog"],
      menu: { at: 3.5, icon: "gift" },
    },
    "gadgets.$id": {
      path: "gadgets/:id",
      title: "screens.brandForm",
      subject: "brand",
      parent: "gadgets",
      idParam: "required",
      detail: true,
    },
  } satisfies Record<string, ScreenEntry>;
  const screens = Object.entries(table).map(([id, entry]) => screenOf(id, entry));

  it("gets its URL builders from its one entry (and its record screen's)", () => {
    const built = buildUrls(table) as Record<string, Record<string, AnyBuilder>>;
    expect(built.gadgets.list()).toBe("/gadgets");
    expect(built.gadgets.list.screen).toBe("gadgets");
    expect(built.gadgets.detail(9)).toBe("/gadgets/9");
    expect(built.gadgets.create()).toBe("/gadgets/add");
    expect(built.gadgets.create.screen).toBe("gadgets.$id");
  });

  it("gets its menu entry, in its section's group at its place", () => {
    const group = buildMenu(screens).find((entry) => isMenuGroup(entry) && entry.title === "nav.productGroup");
    expect(group && isMenuGroup(group) ? group.items.map((item) => item.screen) : []).toEqual([
      "categories",
      "brands",
      "gadgets",
      "attributes",
      "product-collections",
      "products",
    ]);
  });

  it("gets its string areas", () => {
    expect(areasBySegment(screens).get("gadgets")).toEqual(["catalog"]);
  });
});
