/**
 * Commerce: which sellers (product owners) each order involves, with the amount of their lines,
 * kept by triggers on ordered_products. Vendor-scoped lists and dashboards (contract 1.8: "orders
 * containing their products") read it instead of joining every order line with its product:
 * at 200k orders a vendor's order list took ~430 ms and its dashboard ~1.6 s that way.
 */
import { sql, type Kysely } from "kysely";

/** Rebuilds the rows of one order from its lines (the triggers' single, always-correct step). */
const refresh = (order: string) =>
  sql.raw(`
    DELETE FROM order_vendors WHERE order_id = ${order};
    INSERT INTO order_vendors (admin_id, order_id, created_at, lines, amount)
      SELECT p.admin_id, o.id, o.created_at, count(*), sum(op.selling * op.quantity)
      FROM ordered_products op JOIN products p ON p.id = op.product_id JOIN orders o ON o.id = op.order_id
      WHERE op.order_id = ${order}
      GROUP BY p.admin_id;`);

/** Recomputes order_vendors from the order lines (the backfill, and the seed's bulk load: db/derived-tables.ts). */
export async function rebuildOrderVendors(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM order_vendors`.execute(db);
  await sql`INSERT INTO order_vendors (admin_id, order_id, created_at, lines, amount)
    SELECT p.admin_id, o.id, o.created_at, count(*), sum(op.selling * op.quantity)
    FROM ordered_products op JOIN products p ON p.id = op.product_id JOIN orders o ON o.id = op.order_id
    GROUP BY p.admin_id, o.id`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE order_vendors (
    admin_id INTEGER NOT NULL,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    lines INTEGER NOT NULL,
    amount REAL NOT NULL,
    PRIMARY KEY (admin_id, order_id)
  ) WITHOUT ROWID`.execute(db);
  // A seller's orders by date (vendor-all, dashboard chart) with the amount at hand.
  await sql`CREATE INDEX order_vendors_admin_id_created_at_idx ON order_vendors (admin_id, created_at, amount)`.execute(db);
  // Refreshing one order's rows, and the cascade from an order delete.
  await sql`CREATE INDEX order_vendors_order_id_idx ON order_vendors (order_id)`.execute(db);
  await rebuildOrderVendors(db);
  // Inserting a line only adds to its seller's row; deletes and edits rebuild the order's rows.
  await sql`CREATE TRIGGER order_vendors_line_insert AFTER INSERT ON ordered_products BEGIN
    INSERT INTO order_vendors (admin_id, order_id, created_at, lines, amount)
      SELECT p.admin_id, o.id, o.created_at, 1, NEW.selling * NEW.quantity
      FROM products p, orders o WHERE p.id = NEW.product_id AND o.id = NEW.order_id
      ON CONFLICT (admin_id, order_id) DO UPDATE SET lines = lines + 1, amount = amount + excluded.amount;
  END`.execute(db);
  await sql`CREATE TRIGGER order_vendors_line_delete AFTER DELETE ON ordered_products BEGIN ${refresh("OLD.order_id")} END`.execute(db);
  await sql`CREATE TRIGGER order_vendors_line_update AFTER UPDATE OF order_id, product_id, selling, quantity ON ordered_products BEGIN
    ${refresh("OLD.order_id")}
    ${refresh("NEW.order_id")}
  END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["order_vendors_line_insert", "order_vendors_line_delete", "order_vendors_line_update"])
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  await sql`DROP TABLE IF EXISTS order_vendors`.execute(db);
}
