/**
 * Commerce: invoice numbers (extension `POST order/invoice/{id}`) and the shop's VAT number that the
 * invoice prints beside its name and address (`settings.vat_number`, saved by `setting/address`).
 *
 * One row per issued number. A number is given once per order, the first time its invoice is asked
 * for, and never again to another order: deleting the order keeps the row (order_id set to null), so
 * the year's next number is still max(sequence) + 1 and no number is handed out twice.
 */
import { sql, type Kysely } from "kysely";
import { NOW } from "../migration-helpers";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE order_invoices (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER UNIQUE REFERENCES orders(id) ON DELETE SET NULL,
    year INTEGER NOT NULL,
    sequence INTEGER NOT NULL CHECK (sequence > 0),
    number TEXT NOT NULL UNIQUE,
    issued_by INTEGER REFERENCES admins(id) ON DELETE SET NULL,
    issued_at TEXT NOT NULL DEFAULT ${NOW},
    UNIQUE (year, sequence)
  )`.execute(db);
  // Deleting an admin sets issued_by to null: without an index that scans every invoice.
  await sql`CREATE INDEX order_invoices_issued_by_idx ON order_invoices (issued_by)`.execute(db);
  await sql`ALTER TABLE settings ADD COLUMN vat_number TEXT`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS order_invoices`.execute(db);
  await sql`ALTER TABLE settings DROP COLUMN vat_number`.execute(db);
}
