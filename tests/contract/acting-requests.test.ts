import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUS } from "../../server/src/groups/commerce/order";
import { isoNow } from "../../server/src/http/format";
import { makeOrder, makeProduct, makeUser, orderScene, type OrderScene } from "./commerce-fixtures";
import { useTestServer } from "./harness";

/*
 * Issue 17, "GETs that act": `GET cancellation/refund/{id}` and `GET order/send-delivered-email/{id}`
 * stay for the contract's clients; both have a POST twin for the panel, and both are idempotent:
 * a second refund is told "already refunded", a repeated delivered e-mail within 10 minutes queues nothing.
 */
const t = useTestServer();
let s: OrderScene;

beforeAll(async () => {
  s = await orderScene(t());
});

async function outboxCount(to: string): Promise<number> {
  const rows = await t()
    .server.db.selectFrom("mail_outbox")
    .select("id")
    .where("to_email", "=", to)
    .where("kind", "=", "order_delivered")
    .execute();
  return rows.length;
}

/** A delivered order of a new customer (the e-mail's address). */
async function deliveredOrder(name: string) {
  const db = t().server.db;
  const customer = await makeUser(db, name);
  const lines = [{ ...s.adminProduct, quantity: 1, selling: 10 }];
  return { customer, order: await makeOrder(db, { lines, status: ORDER_STATUS.delivered, userId: customer.userId }) };
}

describe("send-delivered-email", () => {
  it("POST queues the e-mail once; repeats by POST or GET, even in parallel, queue nothing more", async () => {
    const { customer, order } = await deliveredOrder("Delivered Customer");
    const first = await t().api(s.admin).post(`/order/send-delivered-email/${order}`);
    expect([first.http, first.status, first.data]).toEqual([200, 200, true]);
    expect(await outboxCount(customer.email)).toBe(1);
    const repeats = await Promise.all([
      ...Array.from({ length: 4 }, () => t().api(s.admin).post(`/order/send-delivered-email/${order}`)),
      ...Array.from({ length: 4 }, () => t().api(s.admin).get(`/order/send-delivered-email/${order}`)),
    ]);
    expect(repeats.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await outboxCount(customer.email)).toBe(1);
  });

  it("the first of parallel requests queues exactly one e-mail", async () => {
    const { customer, order } = await deliveredOrder("Parallel Customer");
    await Promise.all(Array.from({ length: 6 }, () => t().api(s.admin).post(`/order/send-delivered-email/${order}`)));
    expect(await outboxCount(customer.email)).toBe(1);
  });

  it("POST keeps the GET's gate: a vendor is refused, and an order not delivered is invalid", async () => {
    const order = await makeOrder(t().server.db, {
      lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }],
      status: ORDER_STATUS.pending,
    });
    expect((await t().api(s.vendor).post(`/order/send-delivered-email/${order}`)).status).toBe(403);
    expect((await t().api(s.admin).post(`/order/send-delivered-email/${order}`)).message).toBe("Invalid order.");
  });
});

describe("refund", () => {
  it("parallel refunds of one cancellation: one refunds, the others are told it is already refunded", async () => {
    const db = t().server.db;
    const product = await makeProduct(db, { adminId: s.ids.admin, refundable: 1 });
    const order = await makeOrder(db, {
      lines: [{ ...product, quantity: 1, selling: 10 }],
      cancelled: 1,
      payment_done: 1,
      order_method: 3,
    });
    const now = isoNow();
    const { id } = await db
      .insertInto("cancellations")
      .values({ order_id: order, title: "No", message: "Changed my mind", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => t().api(s.admin).post(`/cancellation/refund/${id}`)),
      ...Array.from({ length: 4 }, () => t().api(s.admin).get(`/cancellation/refund/${id}`)),
    ]);
    const messages = answers.map((a) => a.message).sort();
    expect(messages).toEqual(["Order refunded successfully", ...Array(7).fill("This order is already refunded.")].sort());
    const row = await db.selectFrom("cancellations").select("refunded").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.refunded).toBe(1);
  });
});
