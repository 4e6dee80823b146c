/**
 * Catalog: trigram full-text indexes for product/all's `q` search (product title anywhere, or the SKU
 * of any of its variants). A `%q%` LIKE cannot seek a B-tree index, so at 100k products / 150k
 * variants every search read both tables (≈450 ms). FTS5's trigram tokenizer answers
 * `LIKE '%abc%'` from the index for patterns of three or more characters, and SQLite still re-checks
 * the LIKE on the candidates, so the result is exactly that of the plain LIKE.
 *
 * Both tables are external-content (they keep no copy of the text, only the index), kept in step by
 * triggers, so every writer — routes, bulk import, seeders — is covered without code changes.
 */
import { sql, type Kysely } from "kysely";

const INDEXES = [
  { fts: "products_title_fts", table: "products", column: "title" },
  { fts: "inventory_sku_fts", table: "updated_inventories", column: "sku" },
] as const;

/**
 * One table's trigram index over its text as it is, kept in step by triggers (also 0111's way back
 * down to this migration's indexes).
 */
export async function createTrigramIndex(db: Kysely<any>, fts: string, table: string, column: string): Promise<void> {
  const f = sql.raw(fts);
  const t = sql.raw(table);
  const col = sql.raw(column);
  await sql`CREATE VIRTUAL TABLE ${f} USING fts5(${col}, content='${t}', content_rowid='id', tokenize='trigram')`.execute(db);
  // Index the rows that already exist.
  await sql`INSERT INTO ${f} (${f}) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${fts}_insert`)} AFTER INSERT ON ${t} BEGIN
    INSERT INTO ${f} (rowid, ${col}) VALUES (NEW.id, NEW.${col});
  END`.execute(db);
  // An external-content index is told what it indexed before, so the old terms can be removed.
  await sql`CREATE TRIGGER ${sql.raw(`${fts}_delete`)} AFTER DELETE ON ${t} BEGIN
    INSERT INTO ${f} (${f}, rowid, ${col}) VALUES ('delete', OLD.id, OLD.${col});
  END`.execute(db);
  // Only a changed text (or id) touches the index: price/stock updates stay as cheap as before.
  await sql`CREATE TRIGGER ${sql.raw(`${fts}_update`)} AFTER UPDATE OF id, ${col} ON ${t}
    WHEN OLD.id IS NOT NEW.id OR OLD.${col} IS NOT NEW.${col}
  BEGIN
    INSERT INTO ${f} (${f}, rowid, ${col}) VALUES ('delete', OLD.id, OLD.${col});
    INSERT INTO ${f} (rowid, ${col}) VALUES (NEW.id, NEW.${col});
  END`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { fts, table, column } of INDEXES) await createTrigramIndex(db, fts, table, column);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { fts } of INDEXES) {
    for (const op of ["insert", "delete", "update"]) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${fts}_${op}`)}`.execute(db);
    await sql`DROP TABLE IF EXISTS ${sql.raw(fts)}`.execute(db);
  }
}
