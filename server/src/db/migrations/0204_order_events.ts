/**
 * Commerce: an order's timeline (order/timeline/{id}). One row per change made through the server:
 * shipping status, payment status, payment method, cancellation, refund, the delivered e-mail and
 * POS orders' creation by their cashier. Nothing is backfilled: an order's creation (and a
 * customer's cancellation) is read from orders.created_at / cancellations when the timeline is built.
 */
import { sql, type Kysely } from "kysely";
import { NOW } from "../migration-helpers";

export async function up(db: Kysely<any>): Promise<void> {
  // from_value / to_value have no declared type (no affinity): a status stays an integer and an
  // e-mail address stays text, so the timeline answers them as they were written.
  await sql`CREATE TABLE order_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('created', 'status', 'payment_status', 'payment_method', 'cancelled', 'refunded', 'delivered_email')),
    from_value,
    to_value,
    admin_id INTEGER REFERENCES admins(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`.execute(db);
  // One order's events in time order, and the cascade from an order delete.
  await sql`CREATE INDEX order_events_order_id_created_at_idx ON order_events (order_id, created_at)`.execute(db);
  // Deleting an admin sets its events' admin_id to null: without an index that scans every event.
  await sql`CREATE INDEX order_events_admin_id_idx ON order_events (admin_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS order_events`.execute(db);
}
