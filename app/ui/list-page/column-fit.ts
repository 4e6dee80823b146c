import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { COLUMN_PRIORITY, type ListColumn } from "./description";
import { loadColumnFit, saveColumnFit } from "./memory";

/*
 * Columns hidden because the table's box is too narrow for them: a laptop with the side menu open
 * showed the orders' amount, date and actions only after scrolling sideways. The box is measured
 * (its own width against the table's) when it is resized, when the table's columns change and when
 * the table's own size changes (new rows), never per row; the lowest-priority columns go first, as
 * many at once as the header cells' widths say free the excess: hiding them one render at a time
 * cost a phone five to eight renders and forced layouts of the whole table on a fresh load (about
 * 80 ms of layout alone in a 270 ms task on this 2-core machine). A column comes back once the box
 * is as wide as the table was with it.
 *
 * New rows are seen by a ResizeObserver on the table, not by a layout effect at every page: an
 * observer is told after the browser's own layout and before the paint, so the widths it reads cost
 * nothing, where the effect forced a layout of the whole page in the middle of each page change
 * (12-14 ms of a products page change on a 2-core machine). A change it makes is rendered at once
 * (flushSync), still before that paint: a too-wide table is never painted.
 */

/** A column hidden for room and the table's width when it still showed it. */
interface Dropped {
  key: string;
  needed: number;
}

type Fittable = Pick<ListColumn<unknown>, "key" | "hideable" | "priority">;

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Whether a column may be hidden for room: not the row's name, not a key field, not one the user asked for. */
export function droppable(column: Fittable, pinned: ReadonlySet<string>): boolean {
  return column.hideable !== false && (column.priority ?? COLUMN_PRIORITY.normal) < COLUMN_PRIORITY.key && !pinned.has(column.key);
}

/** The next column to hide for room among those shown: the lowest priority, the rightmost of equals. */
export function nextToDrop(columns: readonly Fittable[], pinned: ReadonlySet<string>): string | null {
  let best: Fittable | null = null;
  for (const column of columns) {
    if (!droppable(column, pinned)) continue;
    if (best === null || (column.priority ?? COLUMN_PRIORITY.normal) <= (best.priority ?? COLUMN_PRIORITY.normal)) best = column;
  }
  return best?.key ?? null;
}

/**
 * The columns to hide so that `excess` px are freed, in the order they go, each with the table's
 * width while it still showed (`tableWidth` less what went before it). A column whose width is not
 * known (`widths` has no header cell for it) ends the list: the next check sees what is left.
 */
export function columnsToDrop(
  shown: readonly Fittable[],
  pinned: ReadonlySet<string>,
  tableWidth: number,
  excess: number,
  widths: ReadonlyMap<string, number>,
): Dropped[] {
  const drops: Dropped[] = [];
  let rest = shown;
  let freed = 0;
  while (freed < excess) {
    const key = nextToDrop(rest, pinned);
    if (key === null) break;
    drops.push({ key, needed: tableWidth - freed });
    const width = widths.get(key) ?? 0;
    if (width <= 0) break;
    freed += width;
    rest = rest.filter((c) => c.key !== key);
  }
  return drops;
}

/** The header cells' widths by column key (`data-column`), read after the box's own: one layout. */
function headerWidths(box: HTMLElement): Map<string, number> {
  const widths = new Map<string, number>();
  for (const cell of box.querySelectorAll<HTMLElement>("[data-column]")) {
    if (cell.dataset.column) widths.set(cell.dataset.column, cell.offsetWidth);
  }
  return widths;
}

export interface ColumnFit<T> {
  /** The columns the table shows. */
  shown: readonly ListColumn<T>[];
  /** Keys of the columns hidden for room. */
  dropped: readonly string[];
  /** For the table's scroll box. */
  boxRef: (element: HTMLElement | null) => void;
}

const windowWidth = () => (typeof window === "undefined" ? 0 : window.innerWidth);

/**
 * Fits `columns` (those the user did not hide) to the table's box; `pinned`: the ones the user asked
 * to see even without room; `content`: the rows, whose widths change the table's; `resource`: the
 * list, whose last fit at this window width is where it starts (memory.ts), checked as any other.
 */
export function useColumnFit<T>(
  columns: readonly ListColumn<T>[],
  pinned: ReadonlySet<string>,
  content: unknown,
  resource?: string,
): ColumnFit<T> {
  // The box through a ref, not state: the table's box is there when this commit's layout effects run
  // (a child's ref is set before them), so the first check is made in the first commit. As state, the
  // box cost a fresh load one more render of the list before the check's, both before its first paint.
  // A box put in place later (the table after an empty state) renews the effects through `boxKey`.
  const box = useRef<HTMLElement | null>(null);
  const mounted = useRef(false);
  const [boxKey, setBoxKey] = useState(0);
  const boxRef = useCallback((element: HTMLElement | null) => {
    // A box taken away is kept until another comes (detached, it measures 0 wide and is not checked):
    // a ref detached and attached again to the same element then changes nothing.
    if (!element || element === box.current) return;
    box.current = element;
    if (mounted.current) setBoxKey((key) => key + 1);
  }, []);
  const [dropped, setDropped] = useState<readonly Dropped[]>(() => (resource ? loadColumnFit(resource, windowWidth()) : []));
  // Only what applies: a column the user hid or asked for is not "hidden for room".
  const active = useMemo(
    () => dropped.filter((d) => !pinned.has(d.key) && columns.some((c) => c.key === d.key)),
    [dropped, pinned, columns],
  );
  const shown = useMemo(() => columns.filter((c) => !active.some((d) => d.key === c.key)), [columns, active]);
  const latest = useRef({ shown, active, pinned });
  latest.current = { shown, active, pinned };

  // One step: hide what frees the excess, or bring the last column back. Reads the box's widths and
  // the header cells', no per-row layout.
  const check = useCallback(() => {
    const element = box.current;
    if (!element || element.clientWidth === 0) return;
    const { shown: now, active: hidden, pinned: asked } = latest.current;
    const tableWidth = element.scrollWidth;
    if (tableWidth > element.clientWidth + 1) {
      const drops = columnsToDrop(now, asked, tableWidth, tableWidth - element.clientWidth, headerWidths(element));
      if (drops.length > 0) setDropped([...hidden, ...drops]);
      return;
    }
    const last = hidden.at(-1);
    if (last && element.clientWidth >= last.needed) setDropped(hidden.slice(0, -1));
  }, []);

  useIsomorphicLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Observed from a layout effect, so that a table put in place by this render is measured before
  // it is painted; `content` renews it when the rows' element may have been replaced.
  useIsomorphicLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const table = element.firstElementChild;
    const widths = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      // Only a change of width matters (a taller table is more rows, not a wider one).
      let changed = false;
      for (const entry of entries) {
        const width = entry.contentRect.width;
        if (widths.get(entry.target) !== width) changed = true;
        widths.set(entry.target, width);
      }
      if (changed) flushSync(check);
    });
    observer.observe(element);
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [boxKey, check, content]);

  // A change of the columns shown: checked in the same commit (no observer sees a column that the
  // user has just asked for until the table has grown).
  useIsomorphicLayoutEffect(check, [boxKey, check, shown]);

  useEffect(() => {
    if (resource) saveColumnFit(resource, { width: windowWidth(), dropped: [...active] });
  }, [resource, active]);

  const droppedKeys = useMemo(() => active.map((d) => d.key), [active]);
  return { shown, dropped: droppedKeys, boxRef };
}
