// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseTsv, toTsv } from "~/features/catalog/bulk-edit/clipboard";
import { cellProblem } from "~/features/catalog/bulk-edit/checks";
import { applyStep, NO_EDITS, redoStep, undoStep } from "~/features/catalog/bulk-edit/edits";
import { cellOfError, changesOf, problems } from "~/features/catalog/bulk-edit/grid-values";
import type { BulkProduct } from "~/features/catalog/bulk-edit/model";
import { parseNumber } from "~/features/catalog/bulk-edit/numbers";
import { applyRangeOp } from "~/features/catalog/bulk-edit/range-ops";
import { COLUMNS } from "~/features/catalog/bulk-edit/columns";
import { gridRows, loadedValues } from "~/features/catalog/bulk-edit/rows";

/*
 * The bulk editor's rules without a browser: how pasted text is read, what each cell accepts, undo
 * and redo, the range actions, and what a save sends for the changed cells only.
 */

const product = (id: number, extra: Partial<BulkProduct> = {}): BulkProduct => ({
  id,
  title: `Prodotto ${id}`,
  purchased: 10,
  selling: 25,
  offered: 0,
  status: 1,
  version: `v${id}`,
  inventories: [{ id: id * 10, sku: `SKU-${id}`, quantity: 5, variant: "" }],
  ...extra,
});

describe("clipboard text", () => {
  it("reads a block copied from a spreadsheet, quotes and a trailing line break included", () => {
    expect(parseTsv('1\t2\t3\r\n4\t"a\tb"\t6\n')).toEqual([
      ["1", "2", "3"],
      ["4", "a\tb", "6"],
    ]);
    expect(parseTsv('"say ""hi"""\tx')).toEqual([['say "hi"', "x"]]);
  });

  it("writes cells that round-trip through the reader", () => {
    const block = [
      ["27.5", 'a "b"'],
      ["x\ty", ""],
    ];
    expect(parseTsv(toTsv(block))).toEqual(block);
  });
});

describe("numbers as typed", () => {
  it.each([
    ["27,50", 27.5],
    ["27.50", 27.5],
    ["1.234,50", 1234.5],
    ["1,234.50", 1234.5],
    ["€ 12,00", 12],
    ["-3", -3],
  ])("%s reads as %d", (text, value) => expect(parseNumber(text)).toBe(value));

  it("refuses what is not a number", () => {
    expect(parseNumber("abc")).toBeNull();
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("3-4")).toBeNull();
  });
});

describe("cell checks", () => {
  it("holds each column to the server's rules", () => {
    expect(cellProblem("selling", "0", { selling: null })).toBe("positive");
    expect(cellProblem("selling", "x", { selling: null })).toBe("number");
    expect(cellProblem("offered", "30", { selling: 25 })).toBe("offeredAboveSelling");
    expect(cellProblem("offered", "25", { selling: 25 })).toBe("offeredAboveSelling");
    expect(cellProblem("offered", "20", { selling: 25 })).toBeNull();
    expect(cellProblem("offered", "0", { selling: 25 })).toBeNull();
    expect(cellProblem("quantity", "2.5", { selling: null })).toBe("whole");
    expect(cellProblem("quantity", "-1", { selling: null })).toBe("notNegative");
    expect(cellProblem("title", "  ", { selling: null })).toBe("required");
    expect(cellProblem("status", "3", { selling: null })).toBe("status");
  });

  it("marks an unchanged sale price once the selling price is lowered under it", () => {
    const rows = gridRows([product(1, { offered: 20 })]);
    const loaded = loadedValues(rows, COLUMNS);
    const edits = applyStep(NO_EDITS, new Map([["p1.selling", "15"]]), loaded);
    expect(problems(rows, edits.values, loaded)).toEqual(new Map([["p1.offered", "offeredAboveSelling"]]));
  });
});

describe("undo and redo", () => {
  const loaded = new Map([
    ["p1.selling", "25"],
    ["p2.selling", "30"],
  ]);

  it("undoes a whole step and redoes it", () => {
    const one = applyStep(NO_EDITS, new Map([["p1.selling", "26"]]), loaded);
    const two = applyStep(
      one,
      new Map([
        ["p1.selling", "27"],
        ["p2.selling", "31"],
      ]),
      loaded,
    );
    const back = undoStep(two);
    expect([...back.values]).toEqual([["p1.selling", "26"]]);
    expect([...redoStep(back).values]).toEqual([...two.values]);
    expect(undoStep(undoStep(two)).values.size).toBe(0);
  });

  it("a cell set back to what was loaded is no longer a change, and a new step drops the redo", () => {
    const one = applyStep(NO_EDITS, new Map([["p1.selling", "26"]]), loaded);
    const back = applyStep(one, new Map([["p1.selling", "25"]]), loaded);
    expect(back.values.size).toBe(0);
    const undone = undoStep(back);
    expect(applyStep(undone, new Map([["p2.selling", "1"]]), loaded).redo).toHaveLength(0);
  });
});

describe("range actions", () => {
  it("adds a percentage in cents, keeps counts whole and rounds prices to .99", () => {
    expect(applyRangeOp("addPercent", "25", 10, "amount")).toBe("27.5");
    expect(applyRangeOp("subtractPercent", "9.99", 10, "amount")).toBe("8.99");
    expect(applyRangeOp("addPercent", "5", 10, "count")).toBe("6");
    expect(applyRangeOp("round99", "27.4", 0, "amount")).toBe("27.99");
    expect(applyRangeOp("set", "", 12, "amount")).toBe("12");
    expect(applyRangeOp("add", "abc", 1, "amount")).toBe("abc");
  });
});

describe("what a save sends", () => {
  it("only the changed fields and variants of the changed products, with the loaded version", () => {
    const products = [
      product(1),
      product(2, {
        inventories: [
          { id: 21, sku: "A", quantity: 1, variant: "Rosso" },
          { id: 22, sku: "B", quantity: 2, variant: "Blu" },
        ],
      }),
      product(3),
    ];
    const loaded = loadedValues(gridRows(products), COLUMNS);
    const edits = applyStep(
      NO_EDITS,
      new Map([
        ["p1.selling", "27.5"],
        ["p1.status", "2"],
        ["v22.quantity", "9"],
      ]),
      loaded,
    );
    const changes = changesOf(products, edits.values);
    expect(changes.map(({ loaded: _loaded, ...rest }) => rest)).toEqual([
      { id: 1, version: "v1", fields: { selling: 27.5, status: 2 }, inventories: [] },
      { id: 2, version: "v2", fields: {}, inventories: [{ id: 22, quantity: 9 }] },
    ]);
  });

  it("puts the server's messages on their cells", () => {
    expect(cellOfError(12, "selling")).toBe("p12.selling");
    expect(cellOfError(12, "inventories.40.quantity")).toBe("v40.quantity");
    expect(cellOfError(12, "slug")).toBeNull();
  });
});

describe("rows", () => {
  it("a simple product is one row; a product with variants is a row and one per variant", () => {
    const rows = gridRows([
      product(1),
      product(2, {
        inventories: [
          { id: 21, sku: "A", quantity: 1, variant: "Rosso" },
          { id: 22, sku: "B", quantity: 2, variant: "Blu" },
        ],
      }),
    ]);
    expect(rows.map((row) => `${row.kind}:${row.key}`)).toEqual(["single:s1", "product:p2", "variant:v21", "variant:v22"]);
  });
});
