/**
 * Orders: the customer's and the guest's orders indexed with their date, `(user_id, created_at)` and
 * `(user_token, created_at)`, in place of the one-column `orders_user_id_idx` and
 * `orders_user_token_idx` (0002), which they hold as their first column: every lookup those served
 * (a customer's orders, the user delete's cascade, a guest's orders) is served as before.
 *
 * Why: order/all?q= (0206) matches a customer's name or e-mail, and a common surname matches
 * thousands of orders (≈3,900 at the bench scale). SQLite's OR plan walks each part's index and, with
 * the one-column index, read every matching order's row only to sort by created_at (≈2.8 ms of the
 * ≈3.3 ms query). With created_at in the index the rows come from the index alone, and only the
 * page's 14 orders are read (0.6 ms). Measured on the bench database; the plan and the rows are
 * checked by tests/contract/order-search.test.ts.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX orders_user_id_created_at_idx ON orders (user_id, created_at)`.execute(db);
  await sql`CREATE INDEX orders_user_token_created_at_idx ON orders (user_token, created_at)`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_user_id_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_user_token_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS orders_user_id_idx ON orders (user_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS orders_user_token_idx ON orders (user_token)`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_user_id_created_at_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_user_token_created_at_idx`.execute(db);
}
