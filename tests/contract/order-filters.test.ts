import { beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../server/src/db/schema";
import { expectValidationFailure, useTestServer } from "./harness";
import { makeOrder, orderScene, type OrderScene } from "./commerce-fixtures";

/*
 * The order list's filters by kind (extension, server/docs/commerce-area.md "Order list filters"):
 * AND across kinds, OR within one; the contract's `filter` keeps its OR.
 */

const t = useTestServer();
let s: OrderScene;
const ids: Record<string, number> = {};

/** One order of the set, by its code; a refund is a cancellation with `refunded` 1. */
async function order(db: Kysely<Database>, code: string, o: Parameters<typeof makeOrder>[1] & { refunded?: boolean }) {
  const id = await makeOrder(db, { ...o, code });
  if (o.refunded !== undefined) {
    const now = new Date().toISOString();
    await db
      .insertInto("cancellations")
      .values({ order_id: id, refunded: o.refunded ? 1 : 0, title: "t", message: "m", created_at: now, updated_at: now })
      .execute();
  }
  ids[code] = id;
}

beforeAll(async () => {
  s = await orderScene(t());
  const db = t().server.db;
  const line = () => [{ ...s.adminProduct, quantity: 1, selling: 10 }];
  // code: status, paid, method, cancelled, refunded
  await order(db, "KF-CANPAID", { lines: line(), status: 1, payment_done: 1, order_method: 3, cancelled: 1, refunded: false });
  await order(db, "KF-CANUNPAID", { lines: line(), status: 2, payment_done: 0, order_method: 3, cancelled: 1, refunded: false });
  await order(db, "KF-REFUNDED", { lines: line(), status: 1, payment_done: 1, order_method: 4, cancelled: 1, refunded: true });
  await order(db, "KF-PAID", { lines: line(), status: 5, payment_done: 1, order_method: 4 });
  await order(db, "KF-CODPAID", { lines: line(), status: 5, payment_done: 1, order_method: 2 });
  await order(db, "KF-CODOPEN", { lines: line(), status: 3, payment_done: 0, order_method: 2 });
  await order(db, "KF-PENDING", { lines: line(), status: 1, payment_done: 0, order_method: 7 });
});

/** The ids order/all lists for the `KF-` orders with these parameters, as codes, sorted. */
async function listed(params: Record<string, string>): Promise<string[]> {
  const res = await t()
    .api(s.admin)
    .get("/order/all", { q: "KF-", orderby: "created_at", type: "desc", ...params });
  expect(res.status).toBe(200);
  const codes = Object.fromEntries(Object.entries(ids).map(([code, id]) => [id, code]));
  const found = res.data.data.map((o: { id: number }) => codes[o.id]);
  expect(res.data.total).toBe(found.length);
  return found.sort();
}

describe("order/all filters by kind", () => {
  it("order/filters names the parameters and their values", async () => {
    const res = await t().api(s.admin).get("/order/filters");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      status: ["1", "2", "3", "4", "5"],
      payment_status: ["paid", "unpaid", "refunded"],
      payment_method: ["1", "2", "3", "4", "5", "6", "7", "8"],
      cancelled: ["0", "1"],
    });
    expect((await t().api(s.vendor).get("/order/filters")).status).toBe(200);
    expect((await t().api(s.nobody).get("/order/filters")).status).toBe(403);
  });

  it("ANDs the kinds: cancelled and paid is only the orders that are both", async () => {
    expect(await listed({ cancelled: "1", payment_status: "paid" })).toEqual(["KF-CANPAID"]);
    expect(await listed({ payment_method: "2", payment_status: "paid" })).toEqual(["KF-CODPAID"]);
    expect(await listed({ status: "1", cancelled: "0" })).toEqual(["KF-PENDING"]);
    expect(await listed({ status: "5", payment_method: "4", payment_status: "paid", cancelled: "0" })).toEqual(["KF-PAID"]);
  });

  it("ORs the values of one kind", async () => {
    expect(await listed({ status: "1,2" })).toEqual(["KF-CANPAID", "KF-CANUNPAID", "KF-PENDING", "KF-REFUNDED"]);
    expect(await listed({ payment_method: "2,7" })).toEqual(["KF-CODOPEN", "KF-CODPAID", "KF-PENDING"]);
    expect(await listed({ cancelled: "0,1" })).toHaveLength(7);
    expect(await listed({ status: "3,5", payment_method: "2" })).toEqual(["KF-CODOPEN", "KF-CODPAID"]);
  });

  it("a refunded order is `refunded`, not `paid`", async () => {
    expect(await listed({ payment_status: "refunded" })).toEqual(["KF-REFUNDED"]);
    expect(await listed({ payment_status: "paid" })).toEqual(["KF-CANPAID", "KF-CODPAID", "KF-PAID"]);
    expect(await listed({ payment_status: "paid,refunded", cancelled: "1" })).toEqual(["KF-CANPAID", "KF-REFUNDED"]);
    expect(await listed({ payment_status: "unpaid" })).toEqual(["KF-CANUNPAID", "KF-CODOPEN", "KF-PENDING"]);
  });

  it("the contract's `filter` is unchanged (OR), and ANDed with the kinds", async () => {
    expect(await listed({ filter: "cancelled,paid" })).toEqual(["KF-CANPAID", "KF-CANUNPAID", "KF-CODPAID", "KF-PAID", "KF-REFUNDED"]);
    expect(await listed({ filter: "cash_on_delivery,paid" })).toEqual(["KF-CANPAID", "KF-CODOPEN", "KF-CODPAID", "KF-PAID", "KF-REFUNDED"]);
    expect(await listed({ filter: "cancelled,paid", status: "5" })).toEqual(["KF-CODPAID", "KF-PAID"]);
  });

  it("totals without a search match a direct count (order_counts where it can, a count where it cannot)", async () => {
    const db = t().server.db;
    const cases: Array<[Record<string, string>, (q: ReturnType<typeof base>) => ReturnType<typeof base>]> = [
      [{ cancelled: "1" }, (q) => q.where("cancelled", "=", 1)],
      [{ cancelled: "0", payment_method: "2,4" }, (q) => q.where("cancelled", "=", 0).where("order_method", "in", [2, 4])],
      [{ payment_status: "unpaid", order_type: "website" }, (q) => q.where("payment_done", "=", 0).where("pos_order_id", "is", null)],
      [{ status: "5", payment_status: "paid" }, (q) => notRefunded(q.where("status", "=", 5).where("payment_done", "=", 1))],
      [
        { cancelled: "1", payment_status: "paid", filter: "card_payment,paypal" },
        (q) => q.where("cancelled", "=", 1).where("payment_done", "=", 1).where("order_method", "in", [1, 3, 4, 5, 6]).$call(notRefunded),
      ],
    ];
    function base() {
      return db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n"));
    }
    function notRefunded(q: ReturnType<typeof base>) {
      return q.where("id", "not in", (eb) => eb.selectFrom("cancellations").select("order_id").where("refunded", "=", 1));
    }
    for (const [params, where] of cases) {
      const res = await t().api(s.admin).get("/order/all", params);
      expect(res.status).toBe(200);
      expect({ params, total: res.data.total }).toEqual({ params, total: Number((await where(base()).executeTakeFirstOrThrow()).n) });
    }
  });

  it("vendor-all takes the same parameters", async () => {
    const vendorLine = [{ ...s.vendorProduct, quantity: 1, selling: 10 }];
    const db = t().server.db;
    await order(db, "KV-BOTH", { lines: vendorLine, payment_done: 1, cancelled: 1, refunded: false });
    await order(db, "KV-PAID", { lines: vendorLine, payment_done: 1 });
    const res = await t().api(s.vendor).get("/order/vendor-all", { q: "KV-", cancelled: "1", payment_status: "paid" });
    expect(res.data.data.map((o: { id: number }) => o.id)).toEqual([ids["KV-BOTH"]]);
    const all = await t().api(s.vendor).get("/order/vendor-all", { cancelled: "1", payment_status: "paid" });
    expect(all.data.data.map((o: { id: number }) => o.id)).toContain(ids["KV-BOTH"]);
    expect(all.data.data.map((o: { id: number }) => o.id)).not.toContain(ids["KV-PAID"]);
  });

  it("refuses unknown values with the contract's validation text", async () => {
    const res = await t()
      .api(s.admin)
      .get("/order/all", { status: "9", payment_status: "maybe", payment_method: "card", cancelled: "yes" });
    expectValidationFailure(res, [
      "The selected status is invalid.",
      "The selected payment status is invalid.",
      "The selected payment method is invalid.",
      "The selected cancelled is invalid.",
    ]);
  });
});

describe("order JSON", () => {
  it("each line's product says whether it is refundable", async () => {
    const res = await t().api(s.admin).get(`/order/find/${ids["KF-PAID"]}`);
    expect(res.data.ordered_products[0].product).toHaveProperty("refundable");
  });
});
