import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FilterOption, ListFilter } from "~/ui/list-page/description";
import { filterKeys, listDefaults } from "~/ui/list-page/description";
import { ListFilters } from "~/ui/list-page/filters";

// Labels show as their keys (real ones: the keys are typed), whatever another file did to the app's
// i18n: an instance of i18next's "cimode", which answers every key with itself. The tests find inputs by those.
const keysOnly = i18next.createInstance();
void keysOnly.init({ lng: "cimode", resources: {}, initImmediate: false });

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider>
      <I18nextProvider i18n={keysOnly}>{children}</I18nextProvider>
    </MantineProvider>
  );
}
const filters: ListFilter[] = [
  { kind: "status", key: "status", label: "catalog.fields.status" },
  { kind: "dateRange", keys: ["start_time", "end_time"], label: "catalog.fields.created" },
  { kind: "numberRange", keys: ["min", "max"], label: "catalog.fields.selling" },
  {
    kind: "record",
    key: "brand",
    label: "catalog.fields.brand",
    search: async () => [{ value: "7", label: "Acme" }],
    find: async (id) => (id === "7" ? { value: "7", label: "Acme" } : null),
  },
];

afterEach(cleanup);

function renderFilters(values: Record<string, string>, change = vi.fn()) {
  render(
    <Providers>
      <ListFilters filters={filters} values={values} change={change} />
    </Providers>,
  );
  return change;
}

describe("list filters", () => {
  it("are not rendered again by a page change: the same values in a new object (issue 16)", async () => {
    // A select filter reads its options each time it renders. Counted once the renders a change
    // starts are done (Mantine's inputs may render once more after an effect).
    let renders = 0;
    const counted: ListFilter = {
      kind: "select",
      key: "kind",
      label: "catalog.fields.status",
      get options(): readonly FilterOption[] {
        renders += 1;
        return [{ value: "1", label: "common.public" }];
      },
    };
    const change = vi.fn();
    const tree = (values: Record<string, string>) => (
      <Providers>
        <ListFilters filters={[counted]} values={values} change={change} />
      </Providers>
    );
    const list = [counted];
    const withList = (values: Record<string, string>) => (
      <Providers>
        <ListFilters filters={list} values={values} change={change} />
      </Providers>
    );
    const settled = async () => {
      await act(async () => undefined);
      return renders;
    };
    const { rerender } = render(withList({ kind: "1", other: "x" }));
    const first = await settled();
    expect(first).toBeGreaterThan(0);
    rerender(withList({ other: "x", kind: "1" }));
    expect(await settled()).toBe(first);
    rerender(withList({ other: "x", kind: "" }));
    const changed = await settled();
    expect(changed).toBeGreaterThan(first);
    // Other filters (a new list) or another handler render them again.
    rerender(tree({ other: "x", kind: "" }));
    expect(await settled()).toBeGreaterThan(changed);
  });

  it("own their URL keys: one per filter, two per range", () => {
    expect(filters.flatMap(filterKeys)).toEqual(["status", "start_time", "end_time", "min", "max", "brand"]);
    const description = { defaults: { orderby: "id", type: "desc" as const, filterKeys: ["extra"] }, filters };
    expect(listDefaults(description as never).filterKeys).toEqual(["extra", "status", "start_time", "end_time", "min", "max", "brand"]);
  });

  it("a status filter offers public/private and all", () => {
    const change = renderFilters({});
    const select = screen.getByLabelText<HTMLSelectElement>("catalog.fields.status");
    expect([...select.options].map((o) => o.value)).toEqual(["", "1", "2"]);
    fireEvent.change(select, { target: { value: "2" } });
    expect(change).toHaveBeenCalledWith({ status: "2" });
  });

  it("a date range sets each end at once, under the group's name", () => {
    const change = renderFilters({ end_time: "2024-05-31" });
    expect(screen.getByRole("group", { name: "catalog.fields.created" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("catalog.fields.created – list.to").value).toBe("2024-05-31");
    fireEvent.change(screen.getByLabelText("catalog.fields.created – list.from"), { target: { value: "2024-05-01" } });
    expect(change).toHaveBeenCalledWith({ start_time: "2024-05-01" });
  });

  it("a number range waits for a pause in typing", async () => {
    vi.useFakeTimers();
    const change = renderFilters({});
    fireEvent.change(screen.getByLabelText("catalog.fields.selling – list.from"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("catalog.fields.selling – list.from"), { target: { value: "15" } });
    expect(change).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(change).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledWith({ min: "15" });
  });

  it("a record picker shows the name of an id that came with the URL", async () => {
    renderFilters({ brand: "7" });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>("textbox", { name: "catalog.fields.brand" }).value).toBe("Acme"));
  });
});
