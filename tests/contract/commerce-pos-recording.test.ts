import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { makeProduct, makeUser } from "./commerce-fixtures";

/*
 * How a till sale is recorded on its order (server/docs/commerce-area.md, "pos-order/action"):
 * without an address it is handed over at the counter (delivered, paid; `pos_order.delivery`
 * "counter"); with one it waits to be shipped, and cash on delivery stays unpaid until delivered.
 * The offline payment's reference is the order's `trans_id`. The order screens and the customer's
 * orders read the same record.
 */

const t = useTestServer();
let admin: string;
let adminId: number;

beforeAll(async () => {
  ({ admin, adminId } = await signInDemo(t()));
});

interface Sold {
  id: number;
  status: number;
  payment_done: number;
  order_method: number;
  trans_id: string | null;
  pos_order: { payment_method: number; offline_payment_method: string | null; offline_trans_id: string | null; delivery: string };
}

/** One unit of a fresh product sold at the admin's till with `sale`'s fields. */
async function sell(sale: Record<string, unknown>): Promise<Sold> {
  const p = await makeProduct(t().server.db, { adminId, stock: 5, selling: 30, title: "Till record" });
  for (const row of (await t().api(admin).get("/cart/by-user")).data) await t().api(admin).del(`/cart/delete/${row.id}`);
  await t().api(admin).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 1 });
  const res = await t().api(admin).post("/pos-order/action", sale);
  expect(res.status, JSON.stringify(res)).toBe(200);
  return res.data;
}

const recorded = (o: Sold) => ({
  status: o.status,
  payment_done: o.payment_done,
  order_method: o.order_method,
  trans_id: o.trans_id,
  payment_method: o.pos_order.payment_method,
  delivery: o.pos_order.delivery,
});

describe("a till sale's order", () => {
  it("at the counter (no address): delivered and paid, whatever the payment; the offline method and reference on the order", async () => {
    const cash = await sell({ payment_method: 1 });
    expect(recorded(cash)).toEqual({ status: 5, payment_done: 1, order_method: 2, trans_id: null, payment_method: 1, delivery: "counter" });
    const cod = await sell({ payment_method: 2 });
    expect(recorded(cod)).toMatchObject({ status: 5, payment_done: 1, payment_method: 2, delivery: "counter" });
    const offline = await sell({ payment_method: 3, offline_payment_method: "Carta (terminale POS)", offline_trans_id: "POS-4471" });
    expect(recorded(offline)).toEqual({
      status: 5,
      payment_done: 1,
      order_method: 7,
      trans_id: "POS-4471",
      payment_method: 3,
      delivery: "counter",
    });
    expect(offline.pos_order).toMatchObject({ offline_payment_method: "Carta (terminale POS)", offline_trans_id: "POS-4471" });

    // The order screens read the same: order/find and order/all.
    const found = await t().api(admin).get(`/order/find/${offline.id}`);
    expect(recorded(found.data)).toEqual(recorded(offline));
    const list = await t().api(admin).get("/order/all", { orderby: "created_at", type: "desc", order_type: "pos" });
    const row = list.data.data.find((o: Sold) => o.id === cash.id);
    expect(recorded(row)).toEqual(recorded(cash));
    // Nothing is left to ship: the status cannot move on.
    const advance = await t().api(admin).post("/order/update-status", { id: cash.id, status: 5 });
    expect(advance.message).toBe("This order is already delivered.");
  });

  it("shipped (with an address): pending; cash on delivery unpaid until delivered, cash and offline paid", async () => {
    const u = await makeUser(t().server.db, "Till Shipped");
    const cod = await sell({ payment_method: 2, user_id: u.userId, user_address_id: u.addressId });
    expect(recorded(cod)).toEqual({ status: 1, payment_done: 0, order_method: 2, trans_id: null, payment_method: 2, delivery: "shipping" });
    const cash = await sell({ payment_method: 1, user_id: u.userId, user_address_id: u.addressId });
    expect(recorded(cash)).toMatchObject({ status: 1, payment_done: 1, delivery: "shipping" });
    const offline = await sell({ payment_method: 3, offline_payment_method: "Satispay", user_id: u.userId, user_address_id: u.addressId });
    expect(recorded(offline)).toMatchObject({ status: 1, payment_done: 1, order_method: 7, delivery: "shipping" });

    // Delivering the cash-on-delivery sale collects the cash.
    for (const status of [2, 3, 4]) await t().api(admin).post("/order/update-status", { id: cod.id, status });
    expect((await t().api(admin).get(`/order/find/${cod.id}`)).data.payment_done).toBe(0);
    const delivered = await t().api(admin).post("/order/update-status", { id: cod.id, status: 5 });
    expect(delivered.data.result).toMatchObject({ status: 5, payment_done: 1 });
  });

  it("the customer's orders carry the till's record", async () => {
    const u = await makeUser(t().server.db, "Till Customer");
    const counter = await sell({ payment_method: 3, offline_payment_method: "Carta", offline_trans_id: "T-9", user_id: u.userId });
    const shipped = await sell({ payment_method: 2, user_id: u.userId, user_address_id: u.addressId });
    const page = await t().api(admin).get(`/user/${u.userId}/orders`, { orderby: "created_at", type: "desc" });
    const byId = (id: number) => page.data.data.find((o: { id: number }) => o.id === id);
    expect(byId(counter.id)).toMatchObject({
      status: 5,
      payment_done: 1,
      pos_order: { payment_method: 3, offline_payment_method: "Carta", offline_trans_id: "T-9", delivery: "counter" },
    });
    expect(byId(shipped.id)).toMatchObject({ status: 1, payment_done: 0, pos_order: { payment_method: 2, delivery: "shipping" } });
  });
});
