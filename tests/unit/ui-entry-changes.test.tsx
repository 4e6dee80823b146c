import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { profileSchema } from "~/api/auth-schemas";
import type { FieldChange } from "~/api/activity/log";
import { __resetSessionStoreForTests, setProfile } from "~/session/session-store";
import { htmlText, wordDiff } from "~/ui/history/change-values";
import { EntryChanges } from "~/ui/history/entry-changes";
import { englishI18n } from "./support/locales";

/*
 * One activity entry's field-by-field diff: money in the shop's currency, child rows named readably,
 * secrets without values, rich text as words (never as markup), and the optional restore button.
 */

const { i18n, ready } = englishI18n();
beforeAll(ready);
afterEach(() => {
  cleanup();
  __resetSessionStoreForTests();
});

function shopInEuro() {
  setProfile(
    profileSchema.parse({
      user: { id: 1, name: "A", email: "a@example.com" },
      permissions: [],
      super_admin: true,
      vendor: false,
      setting: { currency: "EUR", currency_icon: "€", currency_position: 2 },
    }),
  );
}

function mount(changes: FieldChange[], extra: Partial<Parameters<typeof EntryChanges>[0]> = {}) {
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <EntryChanges changes={changes} {...extra} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return screen.getByRole("table", { name: "Changed fields" });
}

const row = (table: HTMLElement, field: string) => within(table).getByRole("rowheader", { name: field }).closest("tr") as HTMLElement;

describe("EntryChanges", () => {
  it("shows an update as field, old and new, money in the shop's currency and child fields readably", () => {
    shopInEuro();
    const table = mount([
      { field: "selling", old: 28, new: 25.5 },
      { field: "updated_inventories.812.quantity", old: 4, new: 3 },
      { field: "weird_column", old: "a", new: "b" },
    ]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Field", "Before", "After"]);
    const price = row(table, "Selling price");
    expect(within(price).getByText("28.00 €")).toBeTruthy();
    expect(within(price).getByText("25.50 €")).toBeTruthy();
    const stock = row(table, "Inventory 812 · Quantity");
    expect(
      within(stock)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["4", "3"]);
    // A column the locale does not name keeps its raw name.
    expect(
      within(row(table, "weird_column"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["a", "b"]);
  });

  it("shows only new values for a create and only old ones for a delete", () => {
    let table = mount([{ field: "name", new: "Acme" }]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Field", "After"]);
    cleanup();
    table = mount([{ field: "name", old: "Acme" }]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Field", "Before"]);
    expect(within(row(table, "Name")).getByText("Acme")).toBeTruthy();
  });

  it("writes dates in the user's format rather than as the API sends them", () => {
    const table = mount([{ field: "start_time", old: "2026-11-29 10:00:00", new: "2026-12-01" }]);
    const [before, after] = within(row(table, "Start"))
      .getAllByRole("cell")
      .map((c) => c.textContent ?? "");
    expect(before).toMatch(/Nov 2026/);
    expect(after).toBe("1 Dec 2026");
  });

  it("says a secret changed without any value", () => {
    const table = mount([{ field: "password", changed: true }]);
    const cells = within(row(table, "Password")).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual(["changed", "changed"]);
  });

  it("diffs rich text word by word and never puts the data's markup on the page", () => {
    const { container } = render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <EntryChanges
            changes={[
              { field: "description", old: "<p>Light <b>red</b> shoes</p>", new: '<p>Light blue shoes</p><img src=x onerror="alert(1)">' },
            ]}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(container.querySelector("img, b, p[class=''], script")).toBeNull();
    expect(container.querySelector("del")?.textContent).toBe("removed:red");
    expect(container.querySelector("ins")?.textContent).toBe("added:blue");
    expect(container.textContent).toContain("Light");
  });

  it("offers restore only for the changes that can be put back", () => {
    const onRestore = vi.fn();
    const changes: FieldChange[] = [
      { field: "selling", old: 28, new: 25.5 },
      { field: "password", changed: true },
      { field: "name", old: "A", new: "B" },
    ];
    const table = mount(changes, { onRestore, canRestore: (change) => change.field !== "name" });
    const buttons = within(table).getAllByRole("button", { name: /Restore the previous value/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(within(row(table, "Selling price")).getByRole("button", { name: "Restore the previous value of Selling price" }));
    expect(onRestore).toHaveBeenCalledWith(changes[0]);
  });

  it("has no restore column without onRestore", () => {
    const table = mount([{ field: "selling", old: 1, new: 2 }]);
    expect(within(table).queryAllByRole("button")).toHaveLength(0);
  });
});

describe("change values", () => {
  it("reads HTML as its words", () => {
    expect(htmlText("<p>One&nbsp;<em>two</em></p><p>three</p>")).toBe("One two three");
  });

  it("diffs words keeping the common ones", () => {
    expect(wordDiff("a b c d", "a x c d e")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "x" },
      { kind: "same", text: "c d" },
      { kind: "added", text: "e" },
    ]);
  });
});
