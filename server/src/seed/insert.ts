import { CompiledQuery, sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/*
 * Bulk inserts for the seeders. Rows that all have the same columns (every seeder's) go in
 * multi-row INSERTs of a fixed number of rows, written as SQL text once per table and column list
 * and sent with their parameters as they are: the text is the same for every full batch, so the
 * prepared statement is reused (db/statement-cache.ts), and Kysely's query builder, which took a
 * tenth of the bench seed's time building and compiling 1.5M rows of parameters, is not involved.
 * Rows with differing columns (a missing key meaning the column's DEFAULT) go through Kysely, in
 * batches sized to SQLite's parameter limit (SQLITE_MAX_VARIABLE_NUMBER, 32766 since 3.32).
 */

const MAX_PARAMS = 32_766;
/** Rows per statement on the fast path: few round trips, a statement of modest size. */
const ROWS_PER_STATEMENT = 100;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The column list shared by every row, or null when the rows differ or hold `undefined`. */
function sharedColumns(rows: ReadonlyArray<Record<string, unknown>>): string[] | null {
  const columns = Object.keys(rows[0]);
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length) return null;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== columns[i] || row[keys[i]] === undefined) return null;
  }
  return columns;
}

/** Inserts `rows` into `table` in as few statements as SQLite's parameter limit allows. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  if (!rows.length) return;
  const columns = sharedColumns(rows);
  if (columns) {
    const head = `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES `;
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    const perStatement = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(MAX_PARAMS / columns.length)));
    const texts = new Map<number, string>();
    for (let i = 0; i < rows.length; i += perStatement) {
      const batch = rows.slice(i, i + perStatement);
      let text = texts.get(batch.length);
      if (!text) {
        text = head + Array.from({ length: batch.length }, () => tuple).join(", ");
        texts.set(batch.length, text);
      }
      const params: unknown[] = [];
      for (const row of batch) for (const column of columns) params.push(row[column]);
      await db.executeQuery(CompiledQuery.raw(text, params));
    }
    return;
  }
  // Kysely inserts the union of the rows' keys (a missing value becomes DEFAULT), so count that.
  const union = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) union.add(key);
  const size = Math.max(1, Math.floor(MAX_PARAMS / union.size));
  // The table name is fixed by the seeder; Kysely cannot check rows built generically against it.
  const anyDb = db as unknown as Kysely<any>;
  for (let i = 0; i < rows.length; i += size)
    await anyDb
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then creates them again from their
 * own CREATE statements: one sort per index instead of a random-order b-tree insert per row and
 * index (orders have 14 indexes). Call inside the transaction that writes the rows, and only around
 * writes: lookups on those tables have no index meanwhile. A UNIQUE index that the rows would
 * violate fails when it is created, so the constraint still holds.
 */
export async function withIndexesBuiltAfter<R>(db: Kysely<Database>, tables: readonly string[], load: () => Promise<R>): Promise<R> {
  const indexes = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
    WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${sql.join(tables)}) ORDER BY rowid`.execute(db);
  for (const { name } of indexes.rows) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  const result = await load();
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  return result;
}
