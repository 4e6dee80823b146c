import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { COLUMN_PRIORITY, type ListColumn } from "./description";

/*
 * Columns hidden because the table's box is too narrow for them: a laptop with the side menu open
 * showed the orders' amount, date and actions only after scrolling sideways. The box is measured
 * (its own width against the table's) when it is resized and when the table's columns or rows
 * change, never per row; the lowest-priority column goes first, one at a time, each check in a
 * layout effect so the too-wide table is never painted. A column comes back once the box is as wide
 * as the table was with it.
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

export interface ColumnFit<T> {
  /** The columns the table shows. */
  shown: readonly ListColumn<T>[];
  /** Keys of the columns hidden for room. */
  dropped: readonly string[];
  /** For the table's scroll box. */
  boxRef: (element: HTMLElement | null) => void;
}

/**
 * Fits `columns` (those the user did not hide) to the table's box; `pinned`: the ones the user asked
 * to see even without room; `content`: the rows, whose widths change the table's.
 */
export function useColumnFit<T>(columns: readonly ListColumn<T>[], pinned: ReadonlySet<string>, content: unknown): ColumnFit<T> {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [dropped, setDropped] = useState<readonly Dropped[]>([]);
  // Only what applies: a column the user hid or asked for is not "hidden for room".
  const active = useMemo(
    () => dropped.filter((d) => !pinned.has(d.key) && columns.some((c) => c.key === d.key)),
    [dropped, pinned, columns],
  );
  const shown = useMemo(() => columns.filter((c) => !active.some((d) => d.key === c.key)), [columns, active]);

  const latest = useRef({ shown, active, pinned });
  latest.current = { shown, active, pinned };
  // One step: hide one more column, or bring the last one back. Reads two widths, no per-row layout.
  const check = useCallback(() => {
    if (!box || box.clientWidth === 0) return;
    const { shown: now, active: hidden, pinned: asked } = latest.current;
    if (box.scrollWidth > box.clientWidth + 1) {
      const key = nextToDrop(now, asked);
      if (key !== null) setDropped([...hidden, { key, needed: box.scrollWidth }]);
      return;
    }
    const last = hidden.at(-1);
    if (last && box.clientWidth >= last.needed) setDropped(hidden.slice(0, -1));
  }, [box]);

  useEffect(() => {
    if (!box || typeof ResizeObserver === "undefined") return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      check();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, check]);

  useIsomorphicLayoutEffect(check, [check, shown, content]);

  const droppedKeys = useMemo(() => active.map((d) => d.key), [active]);
  return { shown, dropped: droppedKeys, boxRef: setBox };
}
