import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/*
 * Bulk inserts for the seeders. A multi-row INSERT binds one parameter per column and row, and
 * SQLite refuses a statement with more than SQLITE_MAX_VARIABLE_NUMBER of them (32766 since
 * 3.32), so rows go in batches sized from their column count: the largest batches that fit.
 */

const MAX_PARAMS = 32_766;

/** Inserts `rows` into `table` in as few statements as SQLite's parameter limit allows. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  if (!rows.length) return;
  // Kysely inserts the union of the rows' keys (a missing value becomes DEFAULT), so count that.
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns.size));
  // The table name is fixed by the seeder; Kysely cannot check rows built generically against it.
  const anyDb = db as unknown as Kysely<any>;
  for (let i = 0; i < rows.length; i += size)
    await anyDb
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}
