import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { useTestServer } from "./harness";
import { makeOrder, makeProduct, makeUser, type OrderScene, orderScene } from "./commerce-fixtures";

/* Contract 5.44 and 5.46: orders and cancellations (reviews and the dashboard: commerce-reviews.test.ts). */

const t = useTestServer();
let s: OrderScene;

beforeAll(async () => (s = await orderScene(t())));

const NF = "We couldn't found anything.";

async function mixedOrder(extra: Parameters<typeof makeOrder>[1] extends infer O ? Partial<O> : never = {}) {
  return makeOrder(t().server.db, {
    lines: [
      { ...s.adminProduct, quantity: 2, selling: 100, offer_discount: 10, shipping_price: 4, tax_price: 18 },
      { ...s.vendorProduct, quantity: 3, selling: 40, bundle_offer: 1, shipping_price: 2, tax_price: 8 },
    ],
    voucherPrice: 5,
    ...extra,
  });
}

describe("order/find and calculated totals", () => {
  it("computes the totals from the lines", async () => {
    const id = await mixedOrder({ code: "CALC-1" });
    const res = await t().api(s.admin).get(`/order/find/${id}`);
    expect(res.status).toBe(200);
    // subtotal 200 + 120; offers 20; bundle 40; shipping 6; tax 26; voucher 5
    expect(res.data.calculated).toEqual({
      subtotal: 320,
      shipping_price: 6,
      offered_discount: 20,
      bundle_offer: 40,
      tax: 26,
      voucher_price: 5,
      total_price: 287,
    });
    const lines = res.data.ordered_products;
    const sum = lines.reduce((s: number, l: any) => s + Number(l.selling) * l.quantity, 0);
    expect(sum).toBe(res.data.calculated.subtotal);
    expect(lines[0]).toMatchObject({
      product: { id: s.adminProduct.productId, title: "Admin widget" },
      selling: "100.00",
      updated_inventory: { id: s.adminProduct.inventoryId },
    });
    expect(typeof res.data.created).toBe("string");
  });

  it("vendors see only their own lines; orders without their products are refused", async () => {
    const id = await mixedOrder({ code: "CALC-2" });
    const res = await t().api(s.vendor).get(`/order/find/${id}`);
    expect(res.data.ordered_products.map((l: any) => l.product_id)).toEqual([s.vendorProduct.productId]);
    expect(res.data.calculated).toMatchObject({ subtotal: 120, bundle_offer: 40, voucher_price: 0, total_price: 90 });
    const adminOnly = await makeOrder(t().server.db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 100 }] });
    expect((await t().api(s.vendor).get(`/order/find/${adminOnly}`)).status).toBe(403);
    expect((await t().api(s.admin).get("/order/find/99999999")).message).toBe(NF);
    expect((await t().api(s.nobody).get(`/order/find/${id}`)).status).toBe(403);
    expect((await t().api().get(`/order/find/${id}`)).status).toBe(204);
  });
});

describe("order/all and vendor-all", () => {
  it("paginates with filters, q, order_type and whole days", async () => {
    const db = t().server.db;
    const u = await makeUser(db, "Zebulon Quux");
    const paid = await makeOrder(db, {
      lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }],
      code: "QX-PAID",
      payment_done: 1,
      order_method: 4,
      userId: u.userId,
      createdAt: "2023-03-10T12:00:00.000000Z",
    });
    const cod = await makeOrder(db, {
      lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }],
      code: "QX-COD",
      order_method: 2,
      createdAt: "2023-03-11T23:30:00.000000Z",
    });
    const cancelled = await makeOrder(db, {
      lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }],
      code: "QX-CAN",
      cancelled: 1,
      order_method: 3,
      createdAt: "2023-03-12T01:00:00.000000Z",
    });
    const all = await t().api(s.admin).get("/order/all", { q: "QX-", orderby: "created_at", type: "asc" });
    expect(all.status).toBe(200);
    expect(all.data.per_page).toBe(14);
    expect(all.data.data.map((o: any) => o.id)).toEqual([paid, cod, cancelled]);
    expect(all.data.data[0].user_info).toMatchObject({ id: u.userId, name: "Zebulon Quux" });
    expect(all.data.data[0].calculated.subtotal).toBe(10);
    const byName = await t().api(s.admin).get("/order/all", { q: "Zebulon" });
    expect(byName.data.data.map((o: any) => o.id)).toEqual([paid]);
    const filtered = await t().api(s.admin).get("/order/all", { q: "QX-", filter: "paypal,cancelled" });
    expect(filtered.data.data.map((o: any) => o.id).sort()).toEqual([paid, cancelled].sort());
    expect((await t().api(s.admin).get("/order/all", { q: "QX-", filter: "cash_on_delivery" })).data.data.map((o: any) => o.id)).toEqual([
      cod,
    ]);
    expect((await t().api(s.admin).get("/order/all", { q: "QX-", filter: "unpaid", order_type: "website" })).data.total).toBe(2);
    expect((await t().api(s.admin).get("/order/all", { q: "QX-", order_type: "pos" })).data.total).toBe(0);
    // Whole days in UTC without a zone; swapped when reversed.
    const days = await t().api(s.admin).get("/order/all", { q: "QX-", start_time: "2023-03-11", end_time: "2023-03-10" });
    expect(days.data.data.map((o: any) => o.id).sort()).toEqual([paid, cod].sort());
    // In Tokyo (UTC+9) 23:30 UTC on the 11th is already the 12th.
    const tokyo = await t()
      .api(s.admin)
      .get("/order/all", { q: "QX-", start_time: "2023-03-12", end_time: "2023-03-12", time_zone: "Asia/Tokyo" });
    expect(tokyo.data.data.map((o: any) => o.id).sort()).toEqual([cod, cancelled].sort());
    const viewed = await db.selectFrom("orders").select("viewed").where("id", "=", paid).executeTakeFirstOrThrow();
    expect(viewed.viewed).toBe(1);
    // Totals of filter-only lists come from the trigger-kept counts: they must match a real count.
    for (const [filter, type] of [
      ["paid,cash_on_delivery", "website"],
      ["cancelled", ""],
      ["", "pos"],
      ["card_payment,unpaid", ""],
    ]) {
      const listed = await t().api(s.admin).get("/order/all", { filter, order_type: type });
      let q = db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n"));
      if (type === "pos") q = q.where("pos_order_id", "is not", null);
      if (type === "website") q = q.where("pos_order_id", "is", null);
      if (filter === "paid,cash_on_delivery") q = q.where((eb) => eb.or([eb("payment_done", "=", 1), eb("order_method", "=", 2)]));
      if (filter === "cancelled") q = q.where("cancelled", "=", 1);
      if (filter === "card_payment,unpaid")
        q = q.where((eb) => eb.or([eb("order_method", "in", [1, 3, 5, 6]), eb("payment_done", "=", 0)]));
      expect(listed.data.total).toBe(Number((await q.executeTakeFirstOrThrow()).n));
    }
    const bad = await t().api(s.admin).get("/order/all", { filter: "bogus" });
    expect(bad.status).toBe(201);
    expect((await t().api(s.admin).get("/order/all", { type: "up" })).message).toBe('Order direction must be "asc" or "desc".');
  });

  it("vendors are refused on all and get their own orders and lines in vendor-all", async () => {
    expect((await t().api(s.vendor).get("/order/all")).status).toBe(403);
    expect((await t().api(s.admin).get("/order/vendor-all")).status).toBe(403);
    const id = await mixedOrder({ code: "VEND-1" });
    const res = await t().api(s.vendor).get("/order/vendor-all", { q: "VEND-1" });
    expect(res.status).toBe(200);
    expect(res.data.data).toHaveLength(1);
    expect(res.data.data[0].id).toBe(id);
    expect(res.data.data[0].ordered_products.map((l: any) => l.product_id)).toEqual([s.vendorProduct.productId]);
    // The unfiltered total comes from the trigger-kept order_vendors table: it matches a real count.
    const everything = await t().api(s.vendor).get("/order/vendor-all");
    const real = await t()
      .server.db.selectFrom("ordered_products as op")
      .innerJoin("products as p", "p.id", "op.product_id")
      .select((eb) => eb.fn.count<number>("op.order_id").distinct().as("n"))
      .where("p.admin_id", "=", s.ids.vendor)
      .executeTakeFirstOrThrow();
    expect(everything.data.total).toBe(Number(real.n));
    expect((await t().api(s.nobody).get("/order/all")).status).toBe(403);
    expect((await t().api().get("/order/all")).status).toBe(204);
  });
});

describe("order updates", () => {
  it("status moves forward one step only, never on cancelled orders; COD delivered is paid", async () => {
    const db = t().server.db;
    const id = await makeOrder(db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }], order_method: 2 });
    expect((await t().api(s.admin).post("/order/update-status", { id, status: 3 })).message).toBe(
      "The status can only move forward one step at a time (next: 2).",
    );
    for (const step of [2, 3, 4])
      expect((await t().api(s.admin).post("/order/update-status", { id, status: step })).data.result).toEqual({
        status: step,
        payment_done: 0,
        id,
      });
    expect((await t().api(s.admin).post("/order/update-status", { id, status: 2 })).status).toBe(201);
    expect((await t().api(s.admin).post("/order/update-status", { id, status: 5 })).data.result).toEqual({
      status: 5,
      payment_done: 1,
      id,
    });
    expect((await t().api(s.admin).post("/order/update-status", { id, status: 5 })).message).toBe("This order is already delivered.");
    const row = await db.selectFrom("orders").select(["status", "payment_done"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 5, payment_done: 1 });
    const cancelled = await makeOrder(db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }], cancelled: 1 });
    expect((await t().api(s.admin).post("/order/update-status", { id: cancelled, status: 2 })).message).toBe(
      "The status of a cancelled order can not be changed.",
    );
    const bad = await t().api(s.admin).post("/order/update-status", { status: 9 });
    expect(bad.data.form).toEqual(expect.arrayContaining(["The id field is required.", "The selected status is invalid."]));
    expect((await t().api(s.admin).post("/order/update-status", { id: 99999999, status: 2 })).message).toBe(NF);
    expect((await t().api(s.vendor).post("/order/update-status", { id, status: 2 })).status).toBe(403);
    expect((await t().api().post("/order/update-status", { id, status: 2 })).status).toBe(204);
  });

  it("payment-status and payment-method", async () => {
    const id = await makeOrder(t().server.db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }] });
    expect((await t().api(s.admin).post("/order/payment-status", { id, payment_done: 1 })).data).toEqual({ payment_done: 1, id });
    expect((await t().api(s.admin).post("/order/payment-method", { id, order_method: 8 })).data).toEqual({ order_method: 8, id });
    expect((await t().api(s.admin).post("/order/payment-method", { id, order_method: 9 })).data.form).toEqual([
      "The selected order method is invalid.",
    ]);
    expect((await t().api(s.admin).post("/order/payment-status", { id, payment_done: 3 })).status).toBe(201);
    expect((await t().api(s.admin).post("/order/payment-status", { id: 99999999, payment_done: 1 })).message).toBe(NF);
    expect((await t().api(s.admin).post("/order/payment-method", { id: 99999999, order_method: 1 })).message).toBe(NF);
    expect((await t().api(s.vendor).post("/order/payment-status", { id, payment_done: 0 })).status).toBe(403);
    expect((await t().api(s.vendor).post("/order/payment-method", { id, order_method: 1 })).status).toBe(403);
    expect((await t().api().post("/order/payment-method", { id, order_method: 1 })).status).toBe(204);
  });

  it("delete: comma list, all or nothing; vendors refused", async () => {
    const a = await makeOrder(t().server.db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }] });
    const b = await makeOrder(t().server.db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }] });
    expect((await t().api(s.vendor).del(`/order/delete/${a}`)).status).toBe(403);
    const missing = await t().api(s.admin).del(`/order/delete/${a},99999999`);
    expect([missing.status, missing.message]).toEqual([200, NF]);
    expect((await t().api(s.admin).get(`/order/find/${a}`)).data.id).toBe(a);
    expect((await t().api(s.admin).del(`/order/delete/${a},${b}`)).data).toBe(true);
    expect((await t().api(s.admin).get(`/order/find/${b}`)).message).toBe(NF);
    const lines = await t().server.db.selectFrom("ordered_products").select("id").where("order_id", "in", [a, b]).execute();
    expect(lines).toHaveLength(0);
    expect((await t().api().del(`/order/delete/${a}`)).status).toBe(204);
  });

  it("send-delivered-email writes the outbox only for delivered orders", async () => {
    const db = t().server.db;
    const u = await makeUser(db, "Mail Person");
    const pending = await makeOrder(db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }], userId: u.userId });
    expect((await t().api(s.admin).get(`/order/send-delivered-email/${pending}`)).message).toBe("Invalid order.");
    const delivered = await makeOrder(db, {
      lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }],
      userId: u.userId,
      status: 5,
      code: "MAIL-1",
    });
    const res = await t().api(s.admin).get(`/order/send-delivered-email/${delivered}`);
    expect(res.data).toBe(true);
    const mail = await db.selectFrom("mail_outbox").selectAll().where("to_email", "=", u.email).executeTakeFirstOrThrow();
    expect(mail.kind).toBe("order_delivered");
    expect(mail.subject).toContain("MAIL-1");
    const anonymous = await makeOrder(db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }], status: 5 });
    expect((await t().api(s.admin).get(`/order/send-delivered-email/${anonymous}`)).message).toBe("No user found");
    expect((await t().api(s.vendor).get(`/order/send-delivered-email/${delivered}`)).status).toBe(403);
    expect((await t().api().get(`/order/send-delivered-email/${delivered}`)).status).toBe(204);
  });
});

describe("cancellation", () => {
  async function cancelledOrder(o: { paid: number; method: number; refundable?: number | null }) {
    const db = t().server.db;
    const p = await makeProduct(db, { adminId: s.ids.admin, refundable: o.refundable === undefined ? 1 : o.refundable });
    const id = await makeOrder(db, {
      lines: [{ ...p, quantity: 1, selling: 10 }],
      cancelled: 1,
      payment_done: o.paid,
      order_method: o.method,
    });
    const now = isoNow();
    const c = await db
      .insertInto("cancellations")
      .values({ order_id: id, title: "No", message: "Changed my mind", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { orderId: id, cancellationId: c.id };
  }

  it("finds by order id and refunds only cancelled, paid, non-COD, refundable orders", async () => {
    const ok = await cancelledOrder({ paid: 1, method: 3 });
    const found = await t().api(s.admin).get(`/cancellation/find/${ok.orderId}`);
    expect(found.data).toMatchObject({ id: ok.cancellationId, order_id: ok.orderId, refunded: 0 });
    const refunded = await t().api(s.admin).post(`/cancellation/refund/${ok.cancellationId}`);
    expect([refunded.data.refunded, refunded.message]).toEqual([1, "Order refunded successfully"]);
    expect((await t().api(s.admin).post(`/cancellation/refund/${ok.cancellationId}`)).message).toBe("This order is already refunded.");
    const unpaid = await cancelledOrder({ paid: 0, method: 3 });
    expect((await t().api(s.admin).get(`/cancellation/refund/${unpaid.cancellationId}`)).message).toBe("This is an unpaid order.");
    const cod = await cancelledOrder({ paid: 1, method: 2 });
    expect((await t().api(s.admin).post(`/cancellation/refund/${cod.cancellationId}`)).message).toBe(
      "Unable to refund for cash on delivery.",
    );
    const noRefund = await cancelledOrder({ paid: 1, method: 3, refundable: 2 });
    expect((await t().api(s.admin).post(`/cancellation/refund/${noRefund.cancellationId}`)).message).toBe(
      "One of the product of this order is not refundable.",
    );
    // A cancellation row on an order that is not (or no longer) cancelled.
    await t().server.db.updateTable("orders").set({ cancelled: 0 }).where("id", "=", unpaid.orderId).execute();
    expect((await t().api(s.admin).post(`/cancellation/refund/${unpaid.cancellationId}`)).message).toBe("This order is not cancelled.");
  });

  it("not found, forbidden and unauthenticated", async () => {
    const nf = await t().api(s.admin).get("/cancellation/find/99999999");
    expect([nf.status, nf.data]).toEqual([201, { form: [NF] }]);
    expect((await t().api(s.admin).post("/cancellation/refund/99999999")).status).toBe(201);
    const c = await cancelledOrder({ paid: 1, method: 3 });
    expect((await t().api(s.vendor).post(`/cancellation/refund/${c.cancellationId}`)).status).toBe(403);
    expect((await t().api(s.vendor).get(`/cancellation/find/${c.orderId}`)).status).toBe(201);
    expect((await t().api(s.nobody).get(`/cancellation/find/${c.orderId}`)).status).toBe(403);
    expect((await t().api().get(`/cancellation/find/${c.orderId}`)).status).toBe(204);
  });
});
