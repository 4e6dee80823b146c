import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { splitPermission } from "~/api/people/roles";
import { actionLabel, groupLabel, humanise, permissionShape } from "~/features/people/roles-permissions";
import { MatrixEditor } from "~/ui/matrix/matrix-editor";
import { canonical, flipKeys, setDiff, stateOf, toggleKey, withKeys } from "~/ui/matrix/selection";
import { allKeys, buildShape, cellKey, columnKeys, rowKeys } from "~/ui/matrix/shape";
import { appStrings } from "./support/locales";

const en = appStrings("en");

/** Roles × actions as the permission catalogue has them: not every group has every action. */
const cells = [
  { key: "brand.view", row: "brand", column: "view" },
  { key: "brand.delete", row: "brand", column: "delete" },
  { key: "brand.create", row: "brand", column: "create" },
  { key: "withdrawal_request.approve", row: "withdrawal_request", column: "approve" },
  { key: "withdrawal_request.view", row: "withdrawal_request", column: "view" },
  { key: "bulk_upload.create", row: "bulk_upload", column: "create" },
];
const shape = buildShape(cells, ["view", "create", "edit", "delete"]);

describe("matrix shape", () => {
  it("keeps the rows' first-seen order and puts known columns first, unforeseen ones after", () => {
    expect(shape.rows).toEqual(["brand", "withdrawal_request", "bulk_upload"]);
    // `edit` is in the preferred order but no cell has it: no empty column.
    expect(shape.columns).toEqual(["view", "create", "delete", "approve"]);
  });

  it("leaves crossings without a cell empty", () => {
    expect(cellKey(shape, "brand", "create")).toBe("brand.create");
    expect(cellKey(shape, "bulk_upload", "view")).toBeUndefined();
    expect(rowKeys(shape, "bulk_upload")).toEqual(["bulk_upload.create"]);
    expect(columnKeys(shape, "view")).toEqual(["brand.view", "withdrawal_request.view"]);
    expect(columnKeys(shape, "approve")).toEqual(["withdrawal_request.approve"]);
    expect(allKeys(shape)).toHaveLength(cells.length);
  });
});

describe("matrix selection", () => {
  it("a switch turned on and off again is no change", () => {
    const saved = new Set(["brand.view"]);
    const touched = toggleKey(toggleKey(saved, "brand.delete"), "brand.delete");
    expect(setDiff(saved, touched)).toEqual({ added: [], removed: [] });
  });

  it("order never matters", () => {
    expect(setDiff(["b", "a", "c"], new Set(["c", "b", "a"]))).toEqual({ added: [], removed: [] });
    expect(canonical(["b", "a", "b", "c"])).toEqual(["a", "b", "c"]);
    expect(canonical(new Set(["c", "a"]))).toEqual(canonical(["a", "c"]));
  });

  it("says what was added and removed, sorted", () => {
    expect(setDiff(["brand.view", "brand.delete"], ["brand.create", "brand.view", "bulk_upload.create"])).toEqual({
      added: ["brand.create", "bulk_upload.create"],
      removed: ["brand.delete"],
    });
    expect(setDiff(["a"], ["a", "b"])).toEqual({ added: ["b"], removed: [] });
  });

  it("row and column toggles switch all on unless all are on already", () => {
    const row = rowKeys(shape, "brand");
    expect(stateOf(new Set(), row)).toBe("none");
    expect(stateOf(new Set(["brand.view"]), row)).toBe("some");
    const on = flipKeys(new Set(["brand.view", "bulk_upload.create"]), row);
    expect(stateOf(on, row)).toBe("all");
    // Keys outside the row stay as they were.
    expect(on.has("bulk_upload.create")).toBe(true);
    const off = flipKeys(on, row);
    expect(stateOf(off, row)).toBe("none");
    expect([...off]).toEqual(["bulk_upload.create"]);

    const column = columnKeys(shape, "view");
    expect(stateOf(flipKeys(new Set(), column), column)).toBe("all");
    expect(withKeys(new Set(["x"]), [], true)).toEqual(new Set(["x"]));
  });

  it("a toggle over no keys is 'none' and changes nothing", () => {
    expect(stateOf(new Set(["a"]), [])).toBe("none");
    expect(flipKeys(new Set(["a"]), [])).toEqual(new Set(["a"]));
  });
});

describe("the permission catalogue as a matrix", () => {
  const permission = (id: number, name: string, group_name: string | null = name.split(".")[0]) => ({ id, name, group_name });
  const catalogue = [
    permission(1, "dashboard.view"),
    permission(2, "order.view"),
    permission(3, "order.delete"),
    permission(4, "withdrawal_request.cancel"),
    permission(5, "withdrawal_request.view"),
    permission(6, "bulk_upload.create"),
    permission(7, "order.edit"),
  ];

  it("a row per group in catalogue order, CRUD columns first, extra actions after", () => {
    const grid = permissionShape(catalogue);
    expect(grid.rows).toEqual(["dashboard", "order", "withdrawal_request", "bulk_upload"]);
    expect(grid.columns).toEqual(["view", "create", "edit", "delete", "cancel"]);
    expect(cellKey(grid, "order", "create")).toBeUndefined();
    expect(rowKeys(grid, "order")).toEqual(["order.view", "order.edit", "order.delete"]);
  });

  it("splits names at the last dot and trusts group_name when given", () => {
    expect(splitPermission({ name: "withdrawal_request.cancel", group_name: null })).toEqual({
      group: "withdrawal_request",
      action: "cancel",
    });
    expect(splitPermission({ name: "pos.view", group_name: "pos" })).toEqual({ group: "pos", action: "view" });
  });

  it("labels known groups and actions from the locale, unknown ones humanised", () => {
    const t = i18next.createInstance();
    void t.init({ lng: "en", ns: ["app"], defaultNS: "app", resources: { en: { app: en } }, initImmediate: false });
    expect(groupLabel(t.t, "tax_rule")).toBe("Tax rules");
    expect(actionLabel(t.t, "approve")).toBe("Approve");
    expect(groupLabel(t.t, "gift_card")).toBe("Gift card");
    expect(actionLabel(t.t, "export_all")).toBe("Export all");
    expect(humanise("pos_setting")).toBe("Pos setting");
  });
});

describe("<MatrixEditor>", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n
      .use(initReactI18next)
      .init({ lng: "en", ns: ["app"], defaultNS: "app", resources: { en: { app: en } }, interpolation: { escapeValue: false } });
  });
  afterEach(cleanup);

  function Harness({ readOnly = false, initial = [] as string[] }) {
    const [value, setValue] = useState<Set<string>>(new Set(initial));
    return (
      <MatrixEditor
        shape={shape}
        value={value}
        onChange={setValue}
        readOnly={readOnly}
        baseline={new Set(initial)}
        caption="Permissions"
        rowLabel={(row) => `Row ${row}`}
        columnLabel={(column) => `Col ${column}`}
      />
    );
  }

  const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

  const mount = (props: { readOnly?: boolean; initial?: string[] } = {}) =>
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <Harness {...props} />
        </I18nextProvider>
      </MantineProvider>,
    );

  it("renders a labelled switch per existing cell and nothing where no cell is", () => {
    mount({ initial: ["brand.view"] });
    expect(screen.getAllByRole("switch")).toHaveLength(cells.length);
    expect(checked(screen.getByRole("switch", { name: "Row brand: Col view" }))).toBe(true);
    expect(screen.queryByRole("switch", { name: "Row bulk_upload: Col view" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "All in row Row brand" })).toHaveProperty("indeterminate", true);
    expect(screen.getByTestId("matrix-count").textContent).toBe("1 of 6 switched on");
  });

  it("row, column and all toggles; the change count follows the set, not the clicks", () => {
    mount({ initial: ["brand.view"] });
    fireEvent.click(screen.getByRole("checkbox", { name: "All in row Row brand" }));
    expect(checked(screen.getByRole("switch", { name: "Row brand: Col delete" }))).toBe(true);
    expect(screen.getByTestId("matrix-changes").textContent).toBe("Not saved: 2 switched on, 0 switched off");
    fireEvent.click(screen.getByRole("checkbox", { name: "All in row Row brand" }));
    expect(screen.getByTestId("matrix-changes").textContent).toBe("Not saved: 0 switched on, 1 switched off");

    fireEvent.click(screen.getByRole("checkbox", { name: "All in column Col view" }));
    expect(checked(screen.getByRole("switch", { name: "Row withdrawal_request: Col view" }))).toBe(true);
    fireEvent.click(screen.getByRole("switch", { name: "Row withdrawal_request: Col view" }));
    // Back to the saved set: no change to report.
    expect(screen.queryByTestId("matrix-changes")).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "All" }));
    expect(screen.getAllByRole("switch").every(checked)).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "All" }));
    expect(screen.getAllByRole("switch").some(checked)).toBe(false);
  });

  it("read-only: marks instead of switches, said as yes/no; no toggles", () => {
    mount({ readOnly: true, initial: ["brand.view", "bulk_upload.create"] });
    expect(screen.queryAllByRole("switch")).toHaveLength(0);
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    expect(screen.getAllByText("Yes")).toHaveLength(2);
    expect(screen.getAllByText("No")).toHaveLength(cells.length - 2);
    // The headers stay, as plain labels.
    expect(screen.getByRole("rowheader", { name: "Row brand" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Col approve" })).toBeTruthy();
    expect(screen.getByTestId("matrix-count").textContent).toBe("2 of 6 switched on");
  });

  it("the arrow keys move between switches, skipping empty cells", () => {
    mount();
    const start = screen.getByRole("switch", { name: "Row bulk_upload: Col create" });
    start.focus();
    fireEvent.keyDown(start, { key: "ArrowUp" });
    // withdrawal_request has no `create`: the move goes on to brand.
    expect(document.activeElement).toBe(screen.getByRole("switch", { name: "Row brand: Col create" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(screen.getByRole("switch", { name: "Row brand: Col view" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "All in row Row brand" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "All" }));
  });
});
