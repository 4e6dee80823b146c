import { AbilityProvider } from "@casl/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildAbility } from "~/access/ability";
import { activityLogApi, forgetActivityLogOffer, type ActivityEntry, type ActivityFilters } from "~/api/activity/log";
import { ApiError } from "~/api/errors";
import type { Page } from "~/api/resource";
import { loadActivity, type ActivityData } from "~/features/activity-log/activity-data";
import { ActivityScreen } from "~/features/activity-log/activity-screen";
import { recordHref } from "~/features/activity-log/record-links";
import { visibleMenu, isMenuGroup, type MenuEntry } from "~/routing/menu";
import { StableNavigateProvider } from "~/routing/in-app-link";
import { paletteScreens } from "~/shell/palette/palette-screens";
import { englishI18n } from "./support/locales";

/*
 * The activity log screen against mocked answers of the extension (server/docs/activity-log.md):
 * filters in the URL and sent to the API, an entry opening to its changes, the CSV of the same
 * filters, the retention form with the server's message beside its field, and a backend without
 * the extension (no menu entry, no palette entry, the screen says so).
 */

const { i18n, ready } = englishI18n();
beforeAll(ready);
beforeEach(() => forgetActivityLogOffer());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 7,
  created_at: "2026-11-29T10:15:02.000000Z",
  admin_id: 1,
  admin_name: "Shop Admin",
  admin_role: "superadmin",
  area: "catalog",
  action: "update",
  record_type: "product",
  record_id: "33",
  record_title: "Running shoes",
  changes: [{ field: "selling", old: 28, new: 25.5 }],
  ip: "203.0.113.9",
  user_agent: "Mozilla/5.0",
  ...over,
});

const pageOf = (data: ActivityEntry[], over: Partial<Page<ActivityEntry>> = {}): Page<ActivityEntry> => ({
  current_page: 1,
  last_page: 1,
  per_page: 20,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
  total: data.length,
  data,
  ...over,
});

function Screen() {
  return <ActivityScreen data={useLoaderData() as ActivityData} />;
}

function mount(url: string, permissions: string[] = ["activity_log.view", "setting.edit"]) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <StableNavigateProvider>
            <Outlet />
          </StableNavigateProvider>
        ),
        children: [
          {
            path: "activity-log",
            loader: ({ request, params }) => loadActivity({ request, params, serverLoader: () => Promise.reject(new Error("no server")) }),
            element: <Screen />,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <AbilityProvider value={buildAbility(permissions)}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </AbilityProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

function offered(list: (filters: ActivityFilters) => Page<ActivityEntry>) {
  const calls: ActivityFilters[] = [];
  vi.spyOn(activityLogApi, "list").mockImplementation((filters) => {
    calls.push(filters);
    return Promise.resolve(list(filters));
  });
  vi.spyOn(activityLogApi, "users").mockResolvedValue([
    { id: 1, name: "Shop Admin" },
    { id: 2, name: "Vendor One" },
  ]);
  vi.spyOn(activityLogApi, "settings").mockResolvedValue({ retention_days: 365 });
  return calls;
}

describe("the activity log screen", () => {
  it("lists who, when, area, action and record, linked to the record's page, and opens an entry to its diff", async () => {
    offered(() => pageOf([entry()]));
    mount("/activity-log");
    const table = await screen.findByRole("table", { name: "Activity log entries" });
    const row = within(table).getByText("Shop Admin").closest("tr") as HTMLElement;
    expect(within(row).getByText("superadmin")).toBeTruthy();
    expect(within(row).getByText("Catalogue")).toBeTruthy();
    expect(within(row).getByText("Update")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Running shoes" }).getAttribute("href")).toBe("/products/33");
    expect(screen.queryByRole("table", { name: "Changed fields" })).toBeNull();
    const toggle = within(row).getByRole("button", { name: /Show the changes/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const diff = screen.getByRole("table", { name: "Changed fields" });
    const cells = within(within(diff).getByRole("rowheader", { name: "Selling price" }).closest("tr") as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual([expect.stringContaining("28.00"), expect.stringContaining("25.50")]);
  });

  it("reads its filters from the URL, sends them to the API, and keeps a changed filter in the URL", async () => {
    const calls = offered(() => pageOf([entry()]));
    const router = mount("/activity-log?user=2&area=catalog&record_type=product&record_id=33&from=2026-11-01&to=2026-11-30&q=shoes");
    await screen.findByRole("table", { name: "Activity log entries" });
    expect(calls.at(-1)).toMatchObject({
      user: "2",
      area: "catalog",
      record_type: "product",
      record_id: "33",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "shoes",
      page: 1,
      orderby: "created_at",
      type: "desc",
    });
    // The user filter shows the person's name once the people have come.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Who" }).value).toBe("Vendor One"));
    fireEvent.click(screen.getByRole("button", { name: /When/ }));
    await waitFor(() => expect(router.state.location.search).toContain("type=asc"));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ type: "asc", area: "catalog", user: "2" }));
  });

  it("keeps a filter picked while the search box waits for its pause", async () => {
    offered(() => pageOf([entry()]));
    // The area's page is held until the search's pause has ended: the search must build on the area.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: ActivityFilters[] = [];
    vi.spyOn(activityLogApi, "list").mockImplementation(async (filters) => {
      calls.push(filters);
      if (filters.area === "sales" && !filters.q) await held;
      return pageOf([entry()]);
    });
    const router = mount("/activity-log");
    await screen.findByRole("table", { name: "Activity log entries" });
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), { target: { value: "shoes" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Area" }), { target: { value: "sales" } });
    await waitFor(() => expect(calls.some((call) => call.q === "shoes")).toBe(true));
    release();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("q")).toBe("shoes"));
    expect(new URLSearchParams(router.state.location.search).get("area")).toBe("sales");
    expect(calls.at(-1)).toMatchObject({ q: "shoes", area: "sales" });
  });

  it("exports the CSV of the same filters", async () => {
    offered(() => pageOf([entry()]));
    const exported = vi.spyOn(activityLogApi, "export").mockResolvedValue({ blob: new Blob(["id\n7\n"]), fileName: "activity.csv" });
    const createObjectURL = vi.fn(() => "blob:x");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    mount("/activity-log?area=sales&page=2");
    await screen.findByRole("table", { name: "Activity log entries" });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exported).toHaveBeenCalled());
    expect(exported.mock.calls[0][0]).toMatchObject({ area: "sales" });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it("saves the retention and says the server's message beside its field", async () => {
    offered(() => pageOf([]));
    const save = vi
      .spyOn(activityLogApi, "saveSettings")
      .mockRejectedValueOnce(
        new ApiError(422, "The retention days may not be greater than 3650.", {
          retention_days: ["The retention days may not be greater than 3650."],
        }),
      )
      .mockResolvedValueOnce({ retention_days: 30 });
    mount("/activity-log");
    const field = await screen.findByRole<HTMLInputElement>("textbox", { name: "Keep entries for N days" });
    expect(field.value).toBe("365");
    fireEvent.change(field, { target: { value: "3000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(field.getAttribute("aria-describedby") ?? "").not.toBe("");
    expect(
      document.getElementById(
        (field.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .find((id) => document.getElementById(id)?.textContent?.includes("3650")) ?? "",
      ),
    ).not.toBeNull();
    fireEvent.change(field, { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ retention_days: 30 }));
  });

  it("has no retention form for a user who may not edit settings", async () => {
    offered(() => pageOf([entry()]));
    mount("/activity-log", ["activity_log.view"]);
    await screen.findByRole("table", { name: "Activity log entries" });
    expect(screen.queryByRole("textbox", { name: "Keep entries for N days" })).toBeNull();
  });

  it("says the log is not offered when the backend answers 404, and asks for no entries", async () => {
    const list = vi.spyOn(activityLogApi, "list").mockRejectedValue(new ApiError(404, "Not found"));
    mount("/activity-log");
    expect(await screen.findByText("This server does not keep an activity log.")).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("table")).toBeNull();
  });
});

const flat = (entries: MenuEntry[]) => entries.flatMap((e) => (isMenuGroup(e) ? e.items.map((i) => i.screen) : [e.screen]));

describe("the menu and the palette", () => {
  const ability = buildAbility(["activity_log.view", "role.view"]);
  it("list the activity log only once the backend said it offers it", () => {
    expect(flat(visibleMenu(ability))).not.toContain("activity-log");
    expect(flat(visibleMenu(ability, () => false))).not.toContain("activity-log");
    const menu = flat(visibleMenu(ability, (extension) => extension === "activityLog"));
    // Beside the roles.
    expect(menu.slice(menu.indexOf("roles-permissions"), menu.indexOf("roles-permissions") + 2)).toEqual([
      "roles-permissions",
      "activity-log",
    ]);
    expect(paletteScreens(ability).map((s) => s.href)).not.toContain("/activity-log");
    expect(paletteScreens(ability, () => true).map((s) => s.href)).toContain("/activity-log");
  });

  it("hide it from a user without activity_log.view even when offered", () => {
    const other = buildAbility(["role.view"]);
    expect(flat(visibleMenu(other, () => true))).not.toContain("activity-log");
  });
});

describe("record links", () => {
  it("map the record's type to its panel page, settings to their panel, and give none for a deleted record", () => {
    expect(recordHref({ record_type: "voucher", record_id: "4", action: "update" })).toBe("/vouchers/4");
    expect(recordHref({ record_type: "order", record_id: "9", action: "update" })).toBe("/orders/9");
    expect(recordHref({ record_type: "setting", record_id: "smtp", action: "update" })).toBe("/setting/smtp");
    expect(recordHref({ record_type: "brand", record_id: "4", action: "delete" })).toBeNull();
    expect(recordHref({ record_type: "", record_id: "", action: "sign-in" })).toBeNull();
  });
});
