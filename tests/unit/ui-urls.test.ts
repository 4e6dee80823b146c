// @vitest-environment node
import { matchPath } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { allScreens, isValidIdParam, screenById, type ScreenId } from "~/routing/screens";
import { urls } from "~/routing/urls";

type AnyBuilder = ((...args: never[]) => string) & { screen: ScreenId };

/** Every builder of `urls`, with the name it is reached by (`brands.edit`). */
function builders(): { name: string; build: AnyBuilder }[] {
  const out: { name: string; build: AnyBuilder }[] = [];
  for (const [key, value] of Object.entries(urls)) {
    if (typeof value === "function") out.push({ name: key, build: value });
    else for (const [kind, build] of Object.entries(value)) out.push({ name: `${key}.${kind}`, build });
  }
  return out;
}

/** The URL a builder makes with a sample id where it takes one. */
function sample(name: string, build: AnyBuilder): string {
  const call = build as unknown as (id?: number) => string;
  return name.endsWith(".edit") || name.endsWith(".detail") ? call(42) : call();
}

describe("typed URL builders", () => {
  it("cover every screen of the route table", () => {
    const covered = new Set(builders().map((b) => b.build.screen));
    expect([...covered].sort()).toEqual(allScreens.map((s) => s.id).sort());
    expect(covered.size).toBe(86);
  });

  it.each(builders().map((b) => [b.name, b.build] as const))("%s yields a path its screen's route matches", (name, build) => {
    const screen = screenById(build.screen);
    const url = sample(name, build);
    const match = matchPath({ path: `/${screen.path}`, end: true }, url);
    expect(match, `${url} against /${screen.path}`).not.toBeNull();
    expect(isValidIdParam(screen, match?.params.id)).toBe(true);
    if (name.endsWith(".create")) expect(match?.params.id).toBe("add");
    if (name.endsWith(".edit") || name.endsWith(".detail")) expect(match?.params.id).toBe("42");
  });

  it("offer create exactly where the record screen accepts `add`", () => {
    for (const [key, value] of Object.entries(urls)) {
      if (typeof value === "function") continue;
      const recordScreen = Object.values(value).find((b) => (b as AnyBuilder).screen.endsWith(".$id")) as AnyBuilder;
      expect("create" in value, key).toBe(screenById(recordScreen.screen).creatable === true);
    }
  });

  it("spell query values and leave empty ones out", () => {
    expect(urls.products.list({ category: 3, q: "red shoes", brand: "" })).toBe("/products?category=3&q=red+shoes");
    expect(urls.dashboard()).toBe("/");
    expect(urls.settingSmtp()).toBe("/setting/smtp");
    expect(urls.carts.detail(7)).toBe("/carts/7");
    expect(urls.rolesPermissions.create()).toBe("/roles-permissions/add");
    expect(urls.images(new URLSearchParams("orders.page=2"))).toBe("/images?orders.page=2");
  });
});
