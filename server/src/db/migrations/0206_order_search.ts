/**
 * Orders: a trigram full-text index of the order number (`orders.order`) for order/all's `q`
 * search. The search is `order LIKE '%q%'` or the customer's (or guest's) name or e-mail; a `%q%`
 * LIKE cannot seek a B-tree index, so every search read all orders, and one that matched nothing
 * walked the whole created_at index looking for a first page (≈400 ms at 200k orders). As in
 * 0110_catalog_search, the index is external-content (no copy of the text), kept by triggers so
 * every writer is covered, and the route re-checks the LIKE on the candidates: the rows answered are
 * exactly those of the plain LIKE. The customer side uses the existing orders_user_id_idx and
 * orders_user_token_idx.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE orders_number_fts USING fts5("order", content='orders', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  // Index the orders that already exist.
  await sql`INSERT INTO orders_number_fts (orders_number_fts) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER orders_number_fts_insert AFTER INSERT ON orders BEGIN
    INSERT INTO orders_number_fts (rowid, "order") VALUES (NEW.id, NEW."order");
  END`.execute(db);
  // An external-content index is told what it indexed before, so the old terms can be removed.
  await sql`CREATE TRIGGER orders_number_fts_delete AFTER DELETE ON orders BEGIN
    INSERT INTO orders_number_fts (orders_number_fts, rowid, "order") VALUES ('delete', OLD.id, OLD."order");
  END`.execute(db);
  // Only a changed number (or id) touches the index: status and payment updates stay as cheap.
  await sql`CREATE TRIGGER orders_number_fts_update AFTER UPDATE OF id, "order" ON orders
    WHEN OLD.id IS NOT NEW.id OR OLD."order" IS NOT NEW."order"
  BEGIN
    INSERT INTO orders_number_fts (orders_number_fts, rowid, "order") VALUES ('delete', OLD.id, OLD."order");
    INSERT INTO orders_number_fts (rowid, "order") VALUES (NEW.id, NEW."order");
  END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ["insert", "delete", "update"]) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`orders_number_fts_${op}`)}`.execute(db);
  await sql`DROP TABLE IF EXISTS orders_number_fts`.execute(db);
}
