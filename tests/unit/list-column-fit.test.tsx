import { act, render } from "@testing-library/react";
import { useCallback, useRef } from "react";
import { describe, expect, it } from "vitest";
import { columnsToDrop, nextToDrop, useColumnFit } from "~/ui/list-page/column-fit";
import { COLUMN_PRIORITY, type ListColumn } from "~/ui/list-page/description";
import { loadColumnFit, loadPinnedColumns, saveColumnFit, savePinnedColumns } from "~/ui/list-page/memory";

/*
 * Which columns a list hides when its table's box is too narrow (column-fit.ts): the lowest priority
 * first, never the row's name, a key field or a column the user asked for; and back once there is room.
 */

type Row = { id: number };
const column = (key: string, extra: Partial<ListColumn<Row>> = {}): ListColumn<Row> => ({
  key,
  title: "list.columns",
  render: () => key,
  ...extra,
});

const COLUMNS = [
  column("name", { hideable: false }),
  column("status", { priority: COLUMN_PRIORITY.key }),
  column("brand"),
  column("tax", { priority: COLUMN_PRIORITY.low }),
  column("created", { priority: COLUMN_PRIORITY.low }),
  column("price"),
];

describe("the next column hidden for room", () => {
  it("is the lowest priority, the rightmost of equals", () => {
    expect(nextToDrop(COLUMNS, new Set())).toBe("created");
    expect(
      nextToDrop(
        COLUMNS.filter((c) => c.key !== "created"),
        new Set(),
      ),
    ).toBe("tax");
    expect(
      nextToDrop(
        COLUMNS.filter((c) => !["created", "tax"].includes(c.key)),
        new Set(),
      ),
    ).toBe("price");
  });

  it("is never the row's name, a key field or a column the user asked for", () => {
    expect(nextToDrop(COLUMNS, new Set(["created", "tax", "brand", "price"]))).toBeNull();
    expect(nextToDrop([COLUMNS[0], COLUMNS[1]], new Set())).toBeNull();
  });
});

describe("the columns hidden at once for room", () => {
  const widths = new Map(COLUMNS.map((c) => [c.key, 100]));

  it("are as many as free the excess, each with the table's width while it still showed", () => {
    // 600 px of table in a 390 px box: 210 px to free, three 100 px columns.
    expect(columnsToDrop(COLUMNS, new Set(), 600, 210, widths)).toEqual([
      { key: "created", needed: 600 },
      { key: "tax", needed: 500 },
      { key: "price", needed: 400 },
    ]);
  });

  it("stop at a column whose width is not known, and at the name and key fields", () => {
    expect(columnsToDrop(COLUMNS, new Set(), 600, 210, new Map())).toEqual([{ key: "created", needed: 600 }]);
    expect(columnsToDrop(COLUMNS, new Set(), 600, 590, widths).map((d) => d.key)).toEqual(["created", "tax", "price", "brand"]);
  });
});

/**
 * A box whose table is as wide as its shown columns (100 px each) and whose own width the test
 * sets: what the hook reads (scrollWidth, clientWidth).
 */
function Harness({
  width,
  pinned,
  report,
  content = null,
  reads = { current: 0 },
  resource,
}: {
  width: { current: number };
  pinned: ReadonlySet<string>;
  report: (keys: string[]) => void;
  content?: unknown;
  reads?: { current: number };
  resource?: string;
}) {
  const fit = useColumnFit(COLUMNS, pinned, content, resource);
  report(fit.shown.map((c) => c.key));
  const count = useRef(0);
  count.current = fit.shown.length;
  const { boxRef } = fit;
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) {
        Object.defineProperty(element, "clientWidth", { configurable: true, get: () => width.current });
        Object.defineProperty(element, "scrollWidth", {
          configurable: true,
          get: () => {
            reads.current += 1;
            return Math.max(width.current, count.current * 100);
          },
        });
      }
      boxRef(element);
    },
    [boxRef, width, reads],
  );
  // Header cells as the list's table marks them; jsdom measures nothing, so a test that wants their
  // widths gives every element one.
  return (
    <div ref={attach}>
      {fit.shown.map((c) => (
        <span key={c.key} data-column={c.key} />
      ))}
    </div>
  );
}

describe("a list's columns fitted to its box", () => {
  it("hides the low-priority columns until the table fits, and keeps the ones the user asked for", () => {
    const width = { current: 450 };
    let shown: string[] = [];
    const view = render(<Harness width={width} pinned={new Set()} report={(keys) => (shown = keys)} />);
    // 6 columns of 100 px in 450: two go, the rightmost low one first.
    expect(shown).toEqual(["name", "status", "brand", "price"]);

    view.rerender(<Harness width={width} pinned={new Set(["created"])} report={(keys) => (shown = keys)} />);
    expect(shown).toContain("created");
    expect(shown).not.toContain("tax");
  });

  it("never hides the name or a key field, however narrow the box (it scrolls instead)", () => {
    const width = { current: 120 };
    let shown: string[] = [];
    render(<Harness width={width} pinned={new Set()} report={(keys) => (shown = keys)} />);
    expect(shown).toEqual(["name", "status"]);
  });

  it("brings columns back once the box is wide enough again", async () => {
    const width = { current: 450 };
    let shown: string[] = [];
    const report = (keys: string[]) => (shown = keys);
    const pinned = new Set<string>();
    const view = render(<Harness width={width} pinned={pinned} report={report} />);
    expect(shown).toHaveLength(4);
    width.current = 700;
    // A new render of the same columns checks the box again (as a resize would).
    await act(async () => view.rerender(<Harness width={width} pinned={new Set(pinned)} report={report} />));
    expect(shown).toEqual(COLUMNS.map((c) => c.key));
  });
});

describe("a table far too wide for its box", () => {
  it("is fitted in one render, not one column per render", () => {
    const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth");
    Object.defineProperty(HTMLElement.prototype, "offsetWidth", { configurable: true, get: () => 100 });
    try {
      const width = { current: 390 };
      const seen: string[][] = [];
      render(<Harness width={width} pinned={new Set()} report={(keys) => seen.push(keys)} />);
      const distinct = seen.map((keys) => keys.join()).filter((keys, index, all) => all.indexOf(keys) === index);
      expect(distinct).toEqual([COLUMNS.map((c) => c.key).join(), "name,status,brand"]);
      // Measured in the first commit: no render in between for the box to be known (on a fresh load,
      // each such render of the list came before its first paint).
      expect(seen).toHaveLength(2);
    } finally {
      if (offsetWidth) Object.defineProperty(HTMLElement.prototype, "offsetWidth", offsetWidth);
    }
  });
});

describe("a list opened again at the same window width", () => {
  it("starts with the columns it hid for room last time, and remembers a new fit", () => {
    saveColumnFit("fit-test", {
      width: window.innerWidth,
      dropped: [
        { key: "created", needed: 600 },
        { key: "tax", needed: 500 },
      ],
    });
    const seen: string[][] = [];
    render(<Harness width={{ current: 450 }} pinned={new Set()} report={(keys) => seen.push(keys)} resource="fit-test" />);
    expect(seen[0]).toEqual(["name", "status", "brand", "price"]);
    // At another width the memory does not apply: every column first, fitted after.
    expect(loadColumnFit("fit-test", window.innerWidth + 1)).toEqual([]);
    saveColumnFit("fit-test", { width: window.innerWidth + 1, dropped: [] });
    expect(loadColumnFit("fit-test", window.innerWidth)).toEqual([]);
  });
});

describe("a page change", () => {
  it("reads no width while it renders: the table's size is the observer's to report, after the browser's layout", () => {
    const width = { current: 450 };
    const reads = { current: 0 };
    const report = () => undefined;
    const pinned = new Set<string>();
    const view = render(<Harness width={width} pinned={pinned} report={report} content={["page 1"]} reads={reads} />);
    expect(reads.current).toBeGreaterThan(0);
    reads.current = 0;
    view.rerender(<Harness width={width} pinned={pinned} report={report} content={["page 2"]} reads={reads} />);
    expect(reads.current).toBe(0);
  });
});

describe("the columns asked for without room", () => {
  it("are remembered per list", () => {
    savePinnedColumns("orders", ["method"]);
    expect(loadPinnedColumns("orders")).toEqual(["method"]);
    savePinnedColumns("orders", []);
    expect(loadPinnedColumns("orders")).toEqual([]);
  });
});
