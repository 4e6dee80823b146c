import { isoNow } from "../../server/src/http/format";
import type { TestServer } from "./harness";

/*
 * Shared by the withdrawal contract tests (people-withdrawal-accounts, people-withdrawal-requests):
 * order lines inserted by the test, so the balance arithmetic is known exactly.
 */

let productSeq = 990_000_000;

/** One product of `vendorId` and one order line per spec; returns the line ids. */
export async function orderLines(
  t: TestServer,
  vendorId: number,
  specs: Array<{
    selling: number;
    quantity: number;
    bundle?: number;
    commission?: number;
    status?: number;
    paid?: number;
    cancelled?: number;
    withdrawn?: number;
  }>,
) {
  const db = t.server.db;
  const now = isoNow();
  const stamps = { created_at: now, updated_at: now };
  const productId = ++productSeq;
  await db
    .insertInto("products")
    .values({ id: productId, title: `W product ${productId}`, admin_id: vendorId, ...stamps })
    .execute();
  const ids: number[] = [];
  for (const s of specs) {
    const order = await db
      .insertInto("orders")
      .values({
        order: `T${productId}${ids.length}`,
        status: s.status ?? 5,
        order_method: 2,
        currency: "USD",
        payment_done: s.paid ?? 1,
        cancelled: s.cancelled ?? 0,
        total_amount: s.selling * s.quantity,
        ...stamps,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const line = await db
      .insertInto("ordered_products")
      .values({
        order_id: order.id,
        product_id: productId,
        quantity: s.quantity,
        selling: s.selling,
        bundle_offer: s.bundle ?? 0,
        commission_amount: s.commission ?? 0,
        withdrawn: s.withdrawn ?? 0,
        ...stamps,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(line.id);
  }
  return ids;
}

/** A withdrawal account form. */
export const ACCOUNT = {
  title: "Main",
  account_name: "V Name",
  account_number: "123456789",
  bank_name: "Bank",
  branch_name: "Branch",
  default: 1,
};
