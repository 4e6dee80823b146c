import { AbilityProvider } from "@casl/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildAbility } from "~/access/ability";
import { activityLogOffered, forgetActivityLogOffer } from "~/api/activity/log";
import { http } from "~/api/client";
import { ApiError } from "~/api/errors";
import type { DetailDescription } from "~/ui/detail-page/description";
import { DetailPage } from "~/ui/detail-page/detail-page";
import { EditPage, type EditDescription } from "~/ui/edit-page/edit-page";
import { SettingsForm, type SettingsModel } from "~/ui/settings-form/settings-form";
import { englishI18n } from "./support/locales";

/*
 * The record history of the edit page and the settings panel (ui/history), against a mocked API:
 * hidden where the backend has no log (404) or the user may not read it, entries as the API orders
 * them (newest first) a page at a time, and "restore" putting an old value back into the form,
 * which then has unsaved changes (its Save is the usual one).
 */

interface Brand {
  title: string;
  status: string;
}

// Constants, not literals in the render: a new `initial` each render would start the form over, forever.
const BRAND: Brand = { title: "Nike Running", status: "1" };
const description: EditDescription<Brand> = {
  subject: "brand",
  listPath: "/brands",
  editPath: (id) => `/brands/${id}`,
  fields: [
    { name: "title", label: "catalog.fields.title" },
    { name: "status", label: "catalog.fields.status" },
  ],
};
const EVERYTHING = ["brand.view", "brand.edit", "activity_log.view", "setting.view", "setting.edit"];

const entry = (id: number, who: string, action: string, changes: object[]) => ({
  id,
  created_at: `2026-11-${10 + id}T09:30:00.000000Z`,
  admin_id: 1,
  admin_name: who,
  admin_role: "superadmin",
  area: "catalog",
  action,
  record_type: "brand",
  record_id: "7",
  record_title: "Nike Running",
  changes,
  ip: "127.0.0.1",
  user_agent: "test",
});

const page = (current: number, last: number, total: number, data: object[]) => ({
  current_page: current,
  last_page: last,
  per_page: 2,
  total,
  data,
});

/** The record's pages, as the server answers them: newest first. */
const RECORD_PAGES: Record<number, object> = {
  1: page(1, 2, 3, [
    entry(12, "Anna", "update", [
      { field: "title", old: "Nike", new: "Nike Running" },
      { field: "brand_langs.4.title", old: "a", new: "b" },
      { field: "secret_key", changed: true },
    ]),
    entry(11, "Bruno", "update", [{ field: "status", old: 2, new: 1 }]),
  ]),
  2: page(2, 2, 3, [entry(5, "Carla", "create", [{ field: "title", new: "Nike" }])]),
};

type Answer = (path: string, query: Record<string, unknown> | undefined) => unknown;

/** Answers the activity log's GETs (`answer`); any other GET is a test's mistake. */
function mockApi(answer: Answer) {
  return vi.spyOn(http, "get").mockImplementation(async (path: string, query?: unknown) => {
    if (!path.startsWith("activity-log/")) throw new Error(`unexpected GET ${path}`);
    return answer(path, query as Record<string, unknown> | undefined);
  });
}

const offeredLog: Answer = (path, query) => {
  if (path === "activity-log/all") return page(1, 1, 1, []);
  return RECORD_PAGES[Number(query?.page ?? 1)];
};

const { i18n, ready } = englishI18n();
beforeAll(ready);
beforeEach(forgetActivityLogOffer);
afterEach(cleanup);

function mount(ui: React.ReactNode, permissions = EVERYTHING) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <AbilityProvider value={buildAbility(permissions)}>
          <RouterProvider router={router} />
        </AbilityProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

const save = async (values: Brand) => ({ id: 7, values });

/** The brand 7's edit page, or (`null`) the new-brand page. */
function mountBrand(permissions = EVERYTHING, recordId: number | null = 7) {
  return mount(
    <EditPage description={description} recordId={recordId ?? undefined} initial={BRAND} save={save}>
      {(form) => (
        <>
          <label>
            Title
            <input {...form.text("title")} />
          </label>
          <output data-testid="dirty">{String(form.dirty)}</output>
        </>
      )}
    </EditPage>,
    permissions,
  );
}

const historyButton = () => screen.queryByRole("button", { name: "History" });
const entryHeadings = () =>
  within(screen.getByRole("dialog"))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("the record's history on an edit page", () => {
  it("is hidden when the backend answers 404 (no activity log), after asking once", async () => {
    const get = mockApi((path) => {
      throw new ApiError(404, `No route ${path}`);
    });
    mountBrand();
    await waitFor(() => expect(get).toHaveBeenCalledWith("activity-log/all", expect.anything(), undefined));
    // Once the answer has reached the page (its handler runs before this one): still no button, and
    // the record's entries were never asked for.
    await act(async () => expect(await activityLogOffered()).toBe(false));
    expect(historyButton()).toBeNull();
    expect(get.mock.calls.map(([path]) => path)).toEqual(["activity-log/all"]);
    expect(screen.getByLabelText("Title")).toBeTruthy();
  });

  it("is hidden, and nothing is asked, without the activity_log view permission", async () => {
    const get = mockApi(offeredLog);
    mountBrand(["brand.view", "brand.edit"]);
    await act(async () => await Promise.resolve());
    expect(historyButton()).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it("is not offered on a new record", async () => {
    const get = mockApi(offeredLog);
    mountBrand(EVERYTHING, null);
    // A record not saved yet has no history: the page does not even ask whether the log is kept.
    await act(async () => await Promise.resolve());
    expect(get).not.toHaveBeenCalled();
    expect(historyButton()).toBeNull();
  });

  it("loads the entries only when opened, newest first, and the next page with Show more", async () => {
    const get = mockApi(offeredLog);
    mountBrand();
    const button = await screen.findByRole("button", { name: "History" });
    expect(get.mock.calls.filter(([path]) => path.startsWith("activity-log/record"))).toEqual([]);

    fireEvent.click(button);
    await screen.findByRole("heading", { name: "Changed by Anna" });
    expect(get).toHaveBeenCalledWith("activity-log/record/brand/7", expect.objectContaining({ page: 1 }), expect.anything());
    expect(entryHeadings()).toEqual(["Changed by Anna", "Changed by Bruno"]);
    expect(screen.getByText("2 of 3 changes")).toBeTruthy();
    // When, in the user's zone, as a machine-readable time too.
    expect(screen.getByRole("dialog").querySelector('time[datetime="2026-11-22T09:30:00.000000Z"]')).not.toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await screen.findByRole("heading", { name: "Created by Carla" });
    expect(entryHeadings()).toEqual(["Changed by Anna", "Changed by Bruno", "Created by Carla"]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("restores a top-level field's old value into the form, which then has unsaved changes", async () => {
    mockApi(offeredLog);
    mountBrand();
    fireEvent.click(await screen.findByRole("button", { name: "History" }));
    await screen.findByRole("heading", { name: "Changed by Anna" });
    // The title and the status can go back; a child row's field and a secret cannot.
    const anna = screen.getByRole("article", { name: "Changed by Anna" });
    expect(within(anna).getAllByRole("button", { name: /^Restore/ })).toHaveLength(1);
    expect(screen.getByTestId("dirty").textContent).toBe("false");

    fireEvent.click(within(anna).getByRole("button", { name: "Restore the previous value of Title" }));
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Nike");
    expect(screen.getByTestId("dirty").textContent).toBe("true");
    await screen.findByText("The earlier value is back in the form: review it and save to apply it.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers no restore on a read-only form", async () => {
    mockApi(offeredLog);
    mountBrand(["brand.view", "activity_log.view"]);
    fireEvent.click(await screen.findByRole("button", { name: "History" }));
    await screen.findByRole("heading", { name: "Changed by Anna" });
    expect(within(screen.getByRole("dialog")).queryAllByRole("button", { name: /^Restore/ })).toEqual([]);
  });
});

interface Mail {
  host: string;
  password: string;
}
const MAIL: Mail = { host: "smtp.new.example", password: "••••1234" };
const mailSettings: SettingsModel<Mail, Mail> = {
  description: {
    subject: "setting",
    fields: [
      { name: "host", label: "settings.smtp.host" },
      { name: "password", label: "settings.smtp.password" },
    ],
    secrets: ["password"],
  },
  toValues: (record: Mail) => record,
  save: async (values: Mail) => values,
  presenceKey: "smtp",
};

describe("the history of a settings panel", () => {
  it("asks for the panel's entries by its subject and name, and restores a plain field but no secret", async () => {
    const get = mockApi((path) =>
      path === "activity-log/all"
        ? page(1, 1, 1, [])
        : page(1, 1, 1, [
            entry(3, "Anna", "update", [
              { field: "host", old: "smtp.old.example", new: "smtp.new.example" },
              { field: "password", changed: true },
            ]),
          ]),
    );
    mount(
      <SettingsForm settings={mailSettings} record={MAIL} after={(form) => <output data-testid="dirty">{String(form.dirty)}</output>}>
        {(form) => (
          <label>
            Host
            <input {...form.text("host")} />
          </label>
        )}
      </SettingsForm>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "History" }));
    await screen.findByRole("heading", { name: "Changed by Anna" });
    expect(get).toHaveBeenCalledWith("activity-log/record/setting/smtp", expect.objectContaining({ page: 1 }), expect.anything());
    expect(within(screen.getByRole("dialog")).getAllByRole("button", { name: /^Restore/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Restore the previous value of host" }));
    expect(screen.getByLabelText<HTMLInputElement>("Host").value).toBe("smtp.old.example");
    expect(screen.getByTestId("dirty").textContent).toBe("true");
  });
});

interface Order {
  id: number;
  number: string;
}
const ORDER: Order = { id: 42, number: "A-42" };
const orderDetail: DetailDescription<Order> = {
  subject: "order",
  recordId: (order) => order.id,
  listPath: "/orders",
  title: (order) => order.number,
  sections: [{ key: "summary", title: "sales.orders.sections.summary", render: (order) => <p>{order.number}</p> }],
};

describe("the history of a detail page", () => {
  it("shows the order's entries, read-only: nothing to restore", async () => {
    const get = mockApi(offeredLog);
    mount(<DetailPage description={orderDetail} record={ORDER} />, ["order.view", "order.edit", "activity_log.view"]);
    fireEvent.click(await screen.findByRole("button", { name: "History" }));
    await screen.findByRole("heading", { name: "Changed by Bruno" });
    expect(get).toHaveBeenCalledWith("activity-log/record/order/42", expect.objectContaining({ page: 1 }), expect.anything());
    expect(within(screen.getByRole("dialog")).queryAllByRole("button", { name: /^Restore/ })).toEqual([]);
  });
});
