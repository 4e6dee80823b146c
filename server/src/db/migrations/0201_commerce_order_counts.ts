/**
 * Commerce: exact order counts and amounts per (POS or website, cancelled, paid, payment method),
 * kept by triggers, so order/all can answer its paginator `total` for the status/payment/type filters
 * without counting 200k rows on every page (a full count took 8–60 ms, the filtered ones far more), and the dashboard its order count and
 * amount.
 * Also an index on the order code for the `q` search.
 */
import { sql, type Kysely } from "kysely";

const KEY = "pos, cancelled, payment_done, order_method";

/** Recomputes order_counts from the orders (the backfill, and the seed's bulk load: db/derived-tables.ts). */
export async function rebuildOrderCounts(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM order_counts`.execute(db);
  await sql`INSERT INTO order_counts (${sql.raw(KEY)}, n, amount)
    SELECT pos_order_id IS NOT NULL, cancelled, payment_done, order_method, count(*), coalesce(sum(total_amount), 0) FROM orders GROUP BY 1, 2, 3, 4`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE order_counts (
    pos INTEGER NOT NULL,
    cancelled INTEGER NOT NULL,
    payment_done INTEGER NOT NULL,
    order_method INTEGER NOT NULL,
    n INTEGER NOT NULL DEFAULT 0,
    amount REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (pos, cancelled, payment_done, order_method)
  ) WITHOUT ROWID`.execute(db);
  await rebuildOrderCounts(db);
  await sql`CREATE TRIGGER order_counts_insert AFTER INSERT ON orders BEGIN
    INSERT INTO order_counts (${sql.raw(KEY)}, n, amount) VALUES (NEW.pos_order_id IS NOT NULL, NEW.cancelled, NEW.payment_done, NEW.order_method, 1, NEW.total_amount)
      ON CONFLICT (${sql.raw(KEY)}) DO UPDATE SET n = n + 1, amount = amount + excluded.amount;
  END`.execute(db);
  await sql`CREATE TRIGGER order_counts_delete AFTER DELETE ON orders BEGIN
    UPDATE order_counts SET n = n - 1, amount = amount - OLD.total_amount
      WHERE pos = (OLD.pos_order_id IS NOT NULL) AND cancelled = OLD.cancelled AND payment_done = OLD.payment_done AND order_method = OLD.order_method;
  END`.execute(db);
  await sql`CREATE TRIGGER order_counts_update AFTER UPDATE OF pos_order_id, cancelled, payment_done, order_method, total_amount ON orders
    WHEN (OLD.pos_order_id IS NULL) <> (NEW.pos_order_id IS NULL) OR OLD.cancelled <> NEW.cancelled
      OR OLD.payment_done <> NEW.payment_done OR OLD.order_method <> NEW.order_method OR OLD.total_amount <> NEW.total_amount
  BEGIN
    UPDATE order_counts SET n = n - 1, amount = amount - OLD.total_amount
      WHERE pos = (OLD.pos_order_id IS NOT NULL) AND cancelled = OLD.cancelled AND payment_done = OLD.payment_done AND order_method = OLD.order_method;
    INSERT INTO order_counts (${sql.raw(KEY)}, n, amount) VALUES (NEW.pos_order_id IS NOT NULL, NEW.cancelled, NEW.payment_done, NEW.order_method, 1, NEW.total_amount)
      ON CONFLICT (${sql.raw(KEY)}) DO UPDATE SET n = n + 1, amount = amount + excluded.amount;
  END`.execute(db);
  // `q` matches the order code anywhere: a scan of this narrow index instead of the table.
  await db.schema.createIndex("orders_order_idx").on("orders").column("order").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["order_counts_insert", "order_counts_delete", "order_counts_update"])
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
  await sql`DROP TABLE IF EXISTS order_counts`.execute(db);
  await db.schema.dropIndex("orders_order_idx").ifExists().execute();
}
