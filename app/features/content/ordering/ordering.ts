/** A list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Rows that may be removed and restored until the save (the original's remove/undo toggle). */
export interface SoftRow {
  /** The saved record's id; absent on a row added since the last save. */
  id?: number;
  deleted: boolean;
  /** A key for React that stays with the row while it moves. */
  key: string;
}

let counter = 0;
/** A fresh row key. */
export const rowKey = (): string => `row-${++counter}`;

/** A row toggled between removed and kept; a new row that is removed simply goes. */
export function toggleRemoved<T extends SoftRow>(items: readonly T[], index: number): T[] {
  const row = items[index];
  if (!row) return [...items];
  if (row.id === undefined && !row.deleted) return items.filter((_, i) => i !== index);
  return items.map((item, i) => (i === index ? { ...item, deleted: !item.deleted } : item));
}
