import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { toIso } from "../../server/src/http/format";
import { createAdmin } from "./accounts";
import { makeOrder, makeProduct, type OrderScene, orderScene } from "./commerce-fixtures";
import { useTestServer } from "./harness";

/*
 * Contract 3.5/3.6 with `order_type=all`, and the order statistic read from the roll-ups of
 * migration 0205 compared with a direct count over the orders and their lines, after every kind
 * of change the triggers must follow (new orders, a cancellation, a status change, an edited line,
 * a deleted order, a product changing brand, a category link removed), for the shop and a vendor,
 * every order type and periods that start mid-day, on a midnight, and never. Plus
 * GET dashboard/activity.
 */

const t = useTestServer();
let s: OrderScene;

beforeAll(async () => (s = await orderScene(t())));

interface Row {
  id: number;
  total: number;
  total_price: number;
}

/** The statistic as a direct query over orders and lines computes it. */
async function direct(ownerId: number | null, type: "website" | "pos" | null, since: string | null) {
  const db = t().server.db;
  const typeSql = type === "pos" ? sql`AND o.pos_order_id IS NOT NULL` : type === "website" ? sql`AND o.pos_order_id IS NULL` : sql``;
  const sinceSql = since ? sql`AND o.created_at >= ${since}` : sql``;
  const ownerOrders = ownerId === null ? sql`` : sql`AND o.id IN (SELECT order_id FROM order_vendors WHERE admin_id = ${ownerId})`;
  const ownerLines = ownerId === null ? sql`` : sql`AND p.admin_id = ${ownerId}`;
  const counts = (
    await sql<{ cancelled: number; status: number; n: number }>`SELECT o.cancelled, o.status, count(*) AS n FROM orders o
      WHERE 1 ${typeSql} ${sinceSql} ${ownerOrders} GROUP BY 1, 2`.execute(db)
  ).rows;
  const ranked = async (groupExpr: string, join: string) =>
    (
      await sql<Row>`SELECT ${sql.raw(groupExpr)} AS id, sum(op.quantity) AS total,
        sum(CAST(round(op.selling * op.quantity * 100) AS INTEGER)) / 100.0 AS total_price
        FROM ordered_products op JOIN orders o ON o.id = op.order_id JOIN products p ON p.id = op.product_id ${sql.raw(join)}
        WHERE o.cancelled = 0 ${typeSql} ${sinceSql} ${ownerLines} AND ${sql.raw(groupExpr)} IS NOT NULL
        GROUP BY 1 ORDER BY sum(CAST(round(op.selling * op.quantity * 100) AS INTEGER)) DESC, 1 LIMIT 8`.execute(db)
    ).rows.map((r) => ({ id: Number(r.id), total: Number(r.total), total_price: Number(r.total_price) }));
  return {
    statistics: counts
      .filter((c) => !c.cancelled)
      .sort((a, b) => a.status - b.status)
      .map((c) => ({ status: c.status, total: Number(c.n) })),
    cancelled: counts.filter((c) => c.cancelled).reduce((a, c) => a + Number(c.n), 0),
    products: await ranked("op.product_id", ""),
    brands: await ranked("p.brand_id", ""),
    categories: await ranked("pc.category_id", "JOIN product_categories pc ON pc.product_id = op.product_id"),
  };
}

const shape = (r: { id: number; total: number; total_price: number }) => ({ id: r.id, total: r.total, total_price: r.total_price });

async function expectExact(token: string, ownerId: number | null) {
  const now = Date.now();
  const sinces = [null, toIso(new Date(now - 3 * 3600_000)), toIso(new Date(now - 8 * 86_400_000)), "2023-03-11T00:00:00.000000Z"];
  for (const type of ["all", "website", "pos"] as const)
    for (const since of sinces) {
      const query: Record<string, string> = { order_type: type };
      if (since) query.time = since.replace("T", " ").slice(0, 19);
      const res = await t()
        .api(token)
        .get("/order-statistic", { ...query, time_zone: "UTC" });
      expect(res.status, JSON.stringify(res)).toBe(200);
      const want = await direct(ownerId, type === "all" ? null : type, since ? `${since.slice(0, 19)}.000000Z` : null);
      const label = `${type} from ${since ?? "ever"}`;
      expect(
        res.data.statistics.map((x: { status: number; total: number }) => ({ status: x.status, total: x.total })),
        label,
      ).toEqual(want.statistics);
      expect(res.data.cancelled, label).toBe(want.cancelled);
      expect(res.data.products.map(shape), label).toEqual(want.products);
      expect(res.data.brands.map(shape), label).toEqual(want.brands);
      expect(res.data.categories.map(shape), label).toEqual(want.categories);
    }
}

describe("order-statistic from the roll-ups", () => {
  it("equals a direct count after orders come, change and go", async () => {
    const db = t().server.db;
    const brand = await db.selectFrom("brands").select("id").orderBy("id").limit(2).execute();
    const category = await db.selectFrom("categories").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
    const extra = await makeProduct(db, { adminId: s.ids.vendor, title: "Dashboard gadget", selling: 12.35 });
    await db.updateTable("products").set({ brand_id: brand[0].id }).where("id", "=", extra.productId).execute();
    const now = new Date();
    const at = (hoursAgo: number) => toIso(new Date(now.getTime() - hoursAgo * 3600_000));
    const line = (p: { productId: number; inventoryId: number }, quantity: number, selling: number) => ({ ...p, quantity, selling });
    const a = await makeOrder(db, { lines: [line(s.adminProduct, 2, 100), line(extra, 3, 12.35)], createdAt: at(1) });
    const b = await makeOrder(db, { lines: [line(extra, 1, 12.35)], createdAt: at(30), status: 3 });
    const c = await makeOrder(db, { lines: [line(s.vendorProduct, 4, 40)], createdAt: at(200) });
    const d = await makeOrder(db, { lines: [line(s.adminProduct, 1, 99.99)], createdAt: "2023-03-11T23:30:00.000000Z" });
    await expectExact(s.admin, null);
    await expectExact(s.vendor, s.ids.vendor);

    await db.updateTable("orders").set({ cancelled: 1 }).where("id", "=", b).execute();
    await db.updateTable("orders").set({ status: 4 }).where("id", "=", c).execute();
    await db
      .updateTable("ordered_products")
      .set({ quantity: 5 })
      .where("order_id", "=", a)
      .where("product_id", "=", extra.productId)
      .execute();
    await db
      .updateTable("products")
      .set({ brand_id: brand[1]?.id ?? null })
      .where("id", "=", extra.productId)
      .execute();
    await db.insertInto("product_categories").values({ product_id: extra.productId, category_id: category.id }).execute();
    await db.deleteFrom("orders").where("id", "=", d).execute();
    await expectExact(s.admin, null);
    await expectExact(s.vendor, s.ids.vendor);

    await db.deleteFrom("product_categories").where("product_id", "=", extra.productId).execute();
    await db.updateTable("orders").set({ cancelled: 0 }).where("id", "=", b).execute();
    await expectExact(s.admin, null);
    await expectExact(s.vendor, s.ids.vendor);
  });

  it("accepts order_type=all on both endpoints and still refuses unknown types", async () => {
    for (const path of ["/dashboard", "/order-statistic"]) {
      const all = await t().api(s.admin).get(path, { order_type: "all" });
      expect(all.status).toBe(200);
      const bad = await t().api(s.admin).get(path, { order_type: "kiosk" });
      expect(bad.status).toBe(201);
      expect(JSON.stringify(bad.data)).toContain("The selected order type is invalid.");
    }
    const all = await t().api(s.admin).get("/dashboard", { order_type: "all", dashboard: "false" });
    const none = await t().api(s.admin).get("/dashboard", { dashboard: "false" });
    expect(all.data.dashboard).toEqual(none.data.dashboard);
  });
});

describe("dashboard/activity", () => {
  it("counts sign-ins by device and active customers; vendors get their own figures only", async () => {
    const db = t().server.db;
    const user = await db.selectFrom("users").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
    const when = toIso(new Date(Date.now() - 3600_000));
    await db
      .insertInto("user_logins")
      .values([
        {
          user_id: user.id,
          ip: "10.0.0.1",
          user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
          created_at: when,
        },
        { user_id: user.id, ip: "10.0.0.1", user_agent: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)", created_at: when },
      ])
      .execute();
    const res = await t().api(s.admin).get("/dashboard/activity", { time_zone: "UTC" });
    expect(res.status).toBe(200);
    const since30 = toIso(new Date(Date.now() - 30 * 86_400_000));
    const logins = await db.selectFrom("user_logins").select(["user_agent"]).where("created_at", ">=", since30).execute();
    const total = res.data.devices.reduce((a: number, d: { logins: number }) => a + d.logins, 0);
    expect(total).toBe(logins.length);
    expect(res.data.devices.find((d: { device: string }) => d.device === "tablet").logins).toBeGreaterThanOrEqual(1);
    const active = await db
      .selectFrom("user_logins")
      .select(sql<number>`count(DISTINCT user_id)`.as("n"))
      .where("created_at", ">=", toIso(new Date(Date.now() - 86_400_000)))
      .executeTakeFirstOrThrow();
    expect(res.data.active_users.day).toBe(Number(active.n));

    const vendor = await t().api(s.vendor).get("/dashboard/activity");
    expect(vendor.status).toBe(200);
    expect(vendor.data.active_users).toBeNull();
    expect(vendor.data.devices).toBeNull();
    const ownOrders = await db
      .selectFrom("order_vendors")
      .innerJoin("orders", "orders.id", "order_vendors.order_id")
      .select(sql<number>`count(*)`.as("n"))
      .where("order_vendors.admin_id", "=", s.ids.vendor)
      .where("orders.created_at", ">=", toIso(new Date(Date.now() - 30 * 86_400_000)))
      .executeTakeFirstOrThrow();
    expect(vendor.data.orders.current).toBe(Number(ownOrders.n));
    const nobody = await createAdmin(t());
    expect((await t().api(nobody.token).get("/dashboard/activity")).status).toBe(403);
  });
});
