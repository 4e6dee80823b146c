/*
 * Rows of a sub-table saved with their record (a flash sale's products, a shipping rule's places):
 * a saved row (with an id) is only marked `deleted` until the record is saved, so it can be brought
 * back; a row added since the last save simply goes.
 */

export interface SoftRow {
  id?: number;
  deleted: boolean;
}

/** The list without row `index`: marked deleted when saved before, dropped when new. */
export function removeRow<T extends SoftRow>(rows: readonly T[], index: number): T[] {
  const row = rows[index];
  if (!row) return [...rows];
  return row.id === undefined ? rows.filter((_, i) => i !== index) : rows.map((r, i) => (i === index ? { ...r, deleted: true } : r));
}

/** Row `index` brought back. */
export function restoreRow<T extends SoftRow>(rows: readonly T[], index: number): T[] {
  return rows.map((r, i) => (i === index ? { ...r, deleted: false } : r));
}

/** The rows that stay when the record is saved. */
export const liveRows = <T extends SoftRow>(rows: readonly T[]) => rows.filter((r) => !r.deleted);
