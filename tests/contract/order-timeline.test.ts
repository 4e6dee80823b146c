import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { useTestServer } from "./harness";
import { NOT_FOUND } from "./accounts";
import { makeOrder, makeUser, type OrderScene, orderScene } from "./commerce-fixtures";

/* Extension: order/timeline/{id}, the events recorded by the order, cancellation and POS routes. */

const t = useTestServer();
let s: OrderScene;
let adminName: string;

beforeAll(async () => {
  s = await orderScene(t());
  adminName = (await t().server.db.selectFrom("admins").select("name").where("id", "=", s.ids.admin).executeTakeFirstOrThrow()).name;
});

const adminOrder = (extra: Partial<Parameters<typeof makeOrder>[1]> = {}) =>
  makeOrder(t().server.db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }], ...extra });

const kinds = (rows: Array<{ kind: string }>) => rows.map((r) => r.kind);

describe("order/timeline", () => {
  it("starts with the synthesised creation and lists status and payment changes with their admin, oldest first", async () => {
    const createdAt = "2024-03-10T23:30:00.000000Z";
    const id = await adminOrder({ order_method: 3, createdAt });
    const api = t().api(s.admin);
    expect((await api.post("/order/update-status", { id, status: 2 })).status).toBe(200);
    expect((await api.post("/order/payment-status", { id, payment_done: 1 })).status).toBe(200);
    expect((await api.post("/order/payment-method", { id, order_method: 8 })).status).toBe(200);

    const res = await api.get(`/order/timeline/${id}`, { time_zone: "Asia/Tokyo" });
    expect(res.status).toBe(200);
    const admin = { id: s.ids.admin, name: adminName };
    expect(res.data).toMatchObject([
      { kind: "created", from: null, to: null, admin: null, created_at: createdAt, created: "08:30 am, 11 Mar, 24" },
      { kind: "status", from: 1, to: 2, admin },
      { kind: "payment_status", from: 0, to: 1, admin },
      { kind: "payment_method", from: 3, to: 8, admin },
    ]);
    const times = res.data.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort()).toEqual(times);
    expect(Object.keys(res.data[1]).sort()).toEqual(["admin", "created", "created_at", "from", "kind", "to"]);
  });

  it("records nothing for a value set to itself", async () => {
    const id = await adminOrder({ payment_done: 1, order_method: 4 });
    const api = t().api(s.admin);
    expect((await api.post("/order/payment-status", { id, payment_done: 1 })).data).toEqual({ payment_done: 1, id });
    expect((await api.post("/order/payment-method", { id, order_method: 4 })).data).toEqual({ order_method: 4, id });
    expect(kinds((await api.get(`/order/timeline/${id}`)).data)).toEqual(["created"]);
    // A refused status change records nothing either.
    expect((await api.post("/order/update-status", { id, status: 4 })).status).toBe(201);
    const rows = await t().server.db.selectFrom("order_events").select("id").where("order_id", "=", id).execute();
    expect(rows).toHaveLength(0);
  });

  it("delivering a cash-on-delivery order also records the payment; the delivered e-mail only when queued", async () => {
    const db = t().server.db;
    const u = await makeUser(db, "Timeline Person");
    const id = await adminOrder({ order_method: 2, status: 4, userId: u.userId });
    const api = t().api(s.admin);
    expect((await api.post("/order/update-status", { id, status: 5 })).data.result.payment_done).toBe(1);
    expect((await api.post(`/order/send-delivered-email/${id}`)).data).toBe(true);
    // Within the quiet period the repeat queues no mail, and so records no event.
    expect((await api.post(`/order/send-delivered-email/${id}`)).data).toBe(true);
    const res = await api.get(`/order/timeline/${id}`);
    expect(kinds(res.data)).toEqual(["created", "status", "payment_status", "delivered_email"]);
    expect(res.data[2]).toMatchObject({ from: 0, to: 1 });
    expect(res.data[3]).toMatchObject({ to: u.email, admin: { id: s.ids.admin } });
  });

  it("shows the customer's cancellation and the refund", async () => {
    const db = t().server.db;
    const id = await adminOrder({ cancelled: 1, payment_done: 1, order_method: 3, createdAt: "2024-01-01T10:00:00.000000Z" });
    const c = await db
      .insertInto("cancellations")
      .values({ order_id: id, title: "No", message: "Changed my mind", created_at: "2024-01-02T10:00:00.000000Z", updated_at: isoNow() })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await t().api(s.admin).post(`/cancellation/refund/${c.id}`)).message).toBe("Order refunded successfully");
    const res = await t().api(s.admin).get(`/order/timeline/${id}`);
    expect(res.data).toMatchObject([
      { kind: "created", admin: null },
      { kind: "cancelled", admin: null, created_at: "2024-01-02T10:00:00.000000Z" },
      { kind: "refunded", admin: { id: s.ids.admin, name: adminName } },
    ]);
    // A refused repeat records no second refund.
    expect((await t().api(s.admin).post(`/cancellation/refund/${c.id}`)).status).toBe(201);
    expect(kinds((await t().api(s.admin).get(`/order/timeline/${id}`)).data)).toEqual(["created", "cancelled", "refunded"]);
  });

  it("a POS order's creation carries its cashier", async () => {
    const db = t().server.db;
    const now = isoNow();
    await db
      .insertInto("carts")
      .values({
        admin_id: s.ids.admin,
        product_id: s.adminProduct.productId,
        inventory_id: s.adminProduct.inventoryId,
        quantity: 1,
        selected: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const order = await t().api(s.admin).post("/pos-order/action", {});
    expect(order.status).toBe(200);
    const res = await t().api(s.admin).get(`/order/timeline/${order.data.id}`);
    expect(res.data).toEqual([expect.objectContaining({ kind: "created", admin: { id: s.ids.admin, name: adminName } })]);
  });

  it("vendors only see timelines of orders holding their products (403 otherwise); not found, unauthenticated", async () => {
    const adminOnly = await adminOrder();
    const vendorOrder = await makeOrder(t().server.db, { lines: [{ ...s.vendorProduct, quantity: 1, selling: 40 }] });
    expect((await t().api(s.vendor).get(`/order/timeline/${adminOnly}`)).status).toBe(403);
    const own = await t().api(s.vendor).get(`/order/timeline/${vendorOrder}`);
    expect(kinds(own.data)).toEqual(["created"]);
    expect((await t().api(s.admin).get("/order/timeline/99999999")).message).toBe(NOT_FOUND);
    expect((await t().api(s.admin).get("/order/timeline/abc")).message).toBe(NOT_FOUND);
    expect((await t().api(s.nobody).get(`/order/timeline/${adminOnly}`)).status).toBe(403);
    expect((await t().api().get(`/order/timeline/${adminOnly}`)).status).toBe(204);
  });

  it("deleting the order removes its events", async () => {
    const id = await adminOrder();
    await t().api(s.admin).post("/order/update-status", { id, status: 2 });
    const db = t().server.db;
    const count = async () => (await db.selectFrom("order_events").select("id").where("order_id", "=", id).execute()).length;
    expect(await count()).toBe(1);
    expect((await t().api(s.admin).del(`/order/delete/${id}`)).data).toBe(true);
    expect(await count()).toBe(0);
  });

  it("the demo seed gives demo orders a timeline", async () => {
    const db = t().server.db;
    const seeded = await db
      .selectFrom("order_events as e")
      .innerJoin("orders as o", "o.id", "e.order_id")
      .select(["o.id", "o.status"])
      .where("e.kind", "=", "status")
      .where("o.status", "=", 5)
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await t().api(s.admin).get(`/order/timeline/${seeded.id}`);
    const statuses = res.data.filter((e: { kind: string }) => e.kind === "status").map((e: { to: number }) => e.to);
    expect(statuses).toEqual([2, 3, 4, 5]);
    expect(res.data[0].kind).toBe("created");
  });
});
