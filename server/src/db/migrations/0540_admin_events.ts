/**
 * Live events (extension, server/docs/events.md): one row per thing an open panel may want to hear
 * about at once, read by every server process's poller (`id > last seen`) and sent to the streams
 * of `GET events`. The rows are written by PERMANENT triggers, so a write from any connection (the
 * storefront, the seed, a second process, a test helper) raises its event in its own transaction;
 * the ids are the AUTOINCREMENT of this table, so they only grow and are never reused (a client's
 * Last-Event-ID stays meaningful across processes and after pruning).
 *
 * - `owner_id`: the vendor scope when the row itself says it (a withdrawal's admin, a product's
 *   admin for stock); an order's sellers are read from order_vendors when the event is sent (its
 *   lines are written after the order row), a `record.changed`'s owner from its activity log entry.
 * - `log_id`: the activity_log entry of a `record.changed` (its action, title and owner are read
 *   from it when sent: the entry is still folding the request's rows while the trigger runs).
 * - `actor_id` / `actor_name`: NULL here; the serving connection's TEMP trigger fills them for a
 *   signed-in request (server/src/events/install.ts). A permanent trigger cannot ask the request:
 *   the function that knows it exists on the server's connection only, and a trigger calling a
 *   function another connection lacks would make that connection's writes fail.
 * - `payload`: the event's own fields as a JSON object text (merged into the frame's data).
 */
import { sql, type Kysely } from "kysely";

const NOW = `strftime('%Y-%m-%dT%H:%M:%f', 'now') || '000Z'`;

const event = (type: string, recordType: string, recordId: string, payload: string, owner = "NULL", log = "NULL", actor = "NULL, NULL") =>
  `INSERT INTO admin_events (created_at, type, record_type, record_id, owner_id, log_id, actor_id, actor_name, payload)
   VALUES (${NOW}, '${type}', ${recordType}, CAST(${recordId} AS TEXT), ${owner}, ${log}, ${actor}, ${payload});`;

const TRIGGERS: Array<[name: string, sql: string]> = [
  [
    "admin_events_order_insert",
    `AFTER INSERT ON orders BEGIN
      ${event("order.created", "'order'", "NEW.id", `json_object('order_number', NEW."order")`)}
    END`,
  ],
  [
    "admin_events_order_update",
    `AFTER UPDATE OF status, payment_done, cancelled ON orders
      WHEN OLD.status IS NOT NEW.status OR OLD.payment_done IS NOT NEW.payment_done OR OLD.cancelled IS NOT NEW.cancelled
    BEGIN
      ${event(
        "order.changed",
        "'order'",
        "NEW.id",
        `json_object('status', NEW.status, 'payment_status', NEW.payment_done, 'cancelled', NEW.cancelled)`,
      )}
    END`,
  ],
  ["admin_events_message_insert", `AFTER INSERT ON contact_us BEGIN ${event("message.created", "'message'", "NEW.id", "'{}'")} END`],
  [
    "admin_events_withdrawal_insert",
    `AFTER INSERT ON withdrawals BEGIN
      ${event("withdrawal.created", "'withdrawal_request'", "NEW.id", "'{}'", "NEW.admin_id")}
    END`,
  ],
  [
    "admin_events_withdrawal_update",
    `AFTER UPDATE OF status ON withdrawals WHEN OLD.status IS NOT NEW.status BEGIN
      ${event("withdrawal.changed", "'withdrawal_request'", "NEW.id", `json_object('status', NEW.status)`, "NEW.admin_id")}
    END`,
  ],
  [
    "admin_events_stock_update",
    `AFTER UPDATE OF quantity ON updated_inventories WHEN OLD.quantity IS NOT NEW.quantity BEGIN
      ${event(
        "stock.changed",
        "'product'",
        "NEW.product_id",
        `json_object('product_id', NEW.product_id, 'inventory_id', NEW.id, 'quantity', NEW.quantity)`,
        "(SELECT admin_id FROM products WHERE id = NEW.product_id)",
      )}
    END`,
  ],
  // One per entry: an entry is inserted once per record and request and later rows fold into it.
  // Sign-ins and other auth entries are no record change.
  [
    "admin_events_activity_insert",
    `AFTER INSERT ON activity_log
      WHEN NEW.area <> 'auth' AND NEW.record_type IS NOT NULL AND NEW.record_id IS NOT NULL
    BEGIN
      ${event("record.changed", "NEW.record_type", "NEW.record_id", "'{}'", "NEW.owner_id", "NEW.id", "NEW.admin_id, NEW.admin_name")}
    END`,
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE admin_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    type TEXT NOT NULL,
    record_type TEXT NOT NULL,
    record_id TEXT,
    owner_id INTEGER,
    log_id INTEGER,
    actor_id INTEGER,
    actor_name TEXT,
    payload TEXT NOT NULL DEFAULT '{}'
  )`.execute(db);
  for (const [name, body] of TRIGGERS) await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await sql`DROP TABLE IF EXISTS admin_events`.execute(db);
}
