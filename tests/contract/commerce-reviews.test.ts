import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { useTestServer } from "./harness";
import { makeOrder, makeProduct, makeUser, type OrderScene, orderScene } from "./commerce-fixtures";

/*
 * Contract 5.45 rating-review and 3.5/3.6 dashboard and order statistic.
 */

const t = useTestServer();
let s: OrderScene;

beforeAll(async () => (s = await orderScene(t())));

describe("rating-review", () => {
  it("lists (own products for vendors) and delete recomputes rating and count", async () => {
    const db = t().server.db;
    const p = await makeProduct(db, { adminId: s.ids.vendor, title: "Reviewed thing" });
    const u = await makeUser(db, "Reviewer");
    const now = isoNow();
    const rows = await db
      .insertInto("rating_reviews")
      .values([
        { product_id: p.productId, user_id: u.userId, rating: 5, review: "Superb gizmo", created_at: now, updated_at: now },
        { product_id: p.productId, user_id: u.userId, rating: 2, review: "Meh gizmo", created_at: now, updated_at: now },
        { product_id: p.productId, user_id: u.userId, rating: 2, review: "Bad gizmo", created_at: now, updated_at: now },
      ])
      .returning("id")
      .execute();
    await db.updateTable("products").set({ rating: 3, review_count: 3 }).where("id", "=", p.productId).execute();
    const list = await t().api(s.vendor).get("/rating-review/all", { product: p.productId, q: "gizmo" });
    expect(list.data.total).toBe(3);
    expect(list.data.data[0]).toMatchObject({
      product: { id: p.productId, title: "Reviewed thing" },
      user: { id: u.userId },
      review_images: [],
    });
    const mine = await t().api(s.vendor).get("/rating-review/all");
    expect(mine.data.data.every((r: any) => r.product_id === p.productId || r.product !== null)).toBe(true);
    expect((await t().api(s.vendor).del(`/rating-review/delete/${rows[0].id}`)).data).toBe(true);
    const after = await db
      .selectFrom("products")
      .select(["rating", "review_count"])
      .where("id", "=", p.productId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ rating: 2, review_count: 2 });
    expect((await t().api(s.vendor).del(`/rating-review/delete/${rows[1].id},99999999`)).status).toBe(201);
    expect((await t().api(s.admin).get("/rating-review/all", { product: p.productId })).data.total).toBe(2);
  });

  it("vendors cannot delete reviews of others' products; gates", async () => {
    const db = t().server.db;
    const now = isoNow();
    const r = await db
      .insertInto("rating_reviews")
      .values({ product_id: s.adminProduct.productId, rating: 4, review: "x", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await t().api(s.vendor).del(`/rating-review/delete/${r.id}`)).status).toBe(403);
    expect((await t().api(s.vendor).get("/rating-review/all", { product: s.adminProduct.productId })).data.total).toBe(0);
    expect((await t().api(s.nobody).get("/rating-review/all")).status).toBe(403);
    expect((await t().api(s.admin).get("/rating-review/all", { type: "sideways" })).status).toBe(201);
    expect((await t().api().del(`/rating-review/delete/${r.id}`)).status).toBe(204);
  });
});

describe("dashboard and order-statistic", () => {
  it("dashboard: counters and the chart of the current month by default", async () => {
    // Orders around midnight of 11/12 March 2023 UTC, for the chart in other zones.
    for (const createdAt of ["2023-03-10T12:00:00.000000Z", "2023-03-11T23:30:00.000000Z", "2023-03-12T01:00:00.000000Z"])
      await makeOrder(t().server.db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }], createdAt });
    const res = await t().api(s.admin).get("/dashboard", { dashboard: "false" });
    expect(res.status).toBe(200);
    const db = t().server.db;
    const orders = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(res.data.dashboard.orders).toBe(Number(orders.n));
    const amount = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.sum<number>("total_amount").as("a"))
      .executeTakeFirstOrThrow();
    expect(res.data.dashboard.orders_amount).toBeCloseTo(Number(amount.a), 1);
    expect(res.data.dashboard.products).toBeGreaterThan(0);
    const now = new Date();
    const prefix = now.toISOString().slice(0, 7);
    expect(res.data.chart_data.monthly_order.every((d: any) => d.time.startsWith(prefix))).toBe(true);
    const monthOrders = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", `${prefix}-01`)
      .executeTakeFirstOrThrow();
    expect(res.data.chart_data.monthly_order.reduce((s: number, d: any) => s + d.total, 0)).toBe(Number(monthOrders.n));
    const noCounters = await t().api(s.admin).get("/dashboard", { dashboard: "true", month: 3, year: 2023, time_zone: "Asia/Tokyo" });
    expect(noCounters.data).not.toHaveProperty("dashboard");
    expect(noCounters.data.chart_data.monthly_order.map((d: any) => d.time)).toContain("2023-03-12");
    // A half-hour zone: slots are minutes then (23:30 UTC on the 11th is 05:00 on the 12th in Kolkata).
    const kolkata = await t().api(s.admin).get("/dashboard", { dashboard: "true", month: 3, year: 2023, time_zone: "Asia/Kolkata" });
    expect(kolkata.data.chart_data.monthly_order.map((d: any) => [d.time, d.total])).toEqual([
      ["2023-03-10", 1],
      ["2023-03-12", 2],
    ]);
    expect((await t().api(s.admin).get("/dashboard", { month: 13 })).status).toBe(201);
  });

  it("dashboard for a vendor counts only its own lines", async () => {
    const res = await t().api(s.vendor).get("/dashboard", { dashboard: "false" });
    const db = t().server.db;
    const own = await db
      .selectFrom("ordered_products as op")
      .innerJoin("products as p", "p.id", "op.product_id")
      .select((eb) => [eb.fn.count<number>("op.order_id").distinct().as("orders")])
      .where("p.admin_id", "=", s.ids.vendor)
      .executeTakeFirstOrThrow();
    expect(res.data.dashboard.orders).toBe(Number(own.orders));
    expect((await t().api(s.nobody).get("/dashboard")).status).toBe(403);
    expect((await t().api().get("/dashboard")).status).toBe(204);
  });

  it("order-statistic: by status, cancelled, top lists, time lower bound", async () => {
    const res = await t().api(s.admin).get("/order-statistic");
    expect(res.status).toBe(200);
    const db = t().server.db;
    const cancelled = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("cancelled", "=", 1)
      .executeTakeFirstOrThrow();
    expect(res.data.cancelled).toBe(Number(cancelled.n));
    expect(res.data.statistics.every((s: any) => s.status >= 1 && s.status <= 5)).toBe(true);
    expect(res.data.products.length).toBeLessThanOrEqual(8);
    const prices = res.data.products.map((p: any) => p.total_price);
    expect([...prices].sort((a: number, b: number) => b - a)).toEqual(prices);
    const future = await t().api(s.admin).get("/order-statistic", { time: "2999-01-01" });
    expect(future.data).toMatchObject({ statistics: [], cancelled: 0, products: [], brands: [], categories: [] });
    expect((await t().api(s.admin).get("/order-statistic", { time: "garbage" })).status).toBe(201);
    const v = await t().api(s.vendor).get("/order-statistic");
    const vendorProducts = await db.selectFrom("products").select("id").where("admin_id", "=", s.ids.vendor).execute();
    const own = new Set(vendorProducts.map((p) => p.id));
    expect(v.data.products.every((p: any) => own.has(p.product_id))).toBe(true);
    expect((await t().api(s.nobody).get("/order-statistic")).status).toBe(403);
    expect((await t().api().get("/order-statistic")).status).toBe(204);
  });
});
