import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { createAdmin, signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { FORBIDDEN, makeVariantProduct, NOT_FOUND } from "./people-helpers";

/*
 * Extensions of guest-user (server/docs/people-area.md): find/{id} (one guest with its addresses),
 * orders/{id} (the guest's orders: orders.user_token = guest_users.user_token) and the default
 * address's phone and place on the list.
 */

const t = useTestServer();
let admin: string, vendor: string, adminId: number;
let seq = 0;

beforeAll(async () => ({ admin, vendor, adminId } = await signInDemo(t())));

/** A guest with a default address and an older second one; its id and token. */
async function guest(name: string) {
  const db = t().server.db;
  const now = isoNow();
  const token = `guest-detail-${++seq}-${Date.now()}`;
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}.${seq}@guest.test`;
  const id = (
    await db
      .insertInto("guest_users")
      .values({ name, email, user_token: token, viewed: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const address = (place: { city: string; country: string; phone: string }, isDefault: number) =>
    db
      .insertInto("user_addresses")
      .values({
        user_token: token,
        name,
        email,
        zip: "10100",
        address_1: "Via Roma 1",
        default: isDefault,
        ...place,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  await address({ city: "Lyon", country: "FR", phone: "+33 1 00" }, 0);
  const main = await address({ city: "Torino", country: "IT", phone: "+39 011 00" }, 1);
  await db.updateTable("guest_users").set({ default_address: main.id }).where("id", "=", id).execute();
  return { id, token, email, defaultAddress: main.id };
}

/** An order of the guest (or of any token) with `total`, placed `daysAgo` days ago. */
async function order(token: string | null, total: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  return await t()
    .server.db.insertInto("orders")
    .values({
      order: `GD${++seq}${Date.now().toString(36)}`.toUpperCase(),
      total_amount: total,
      order_method: 2,
      currency: "USD",
      user_token: token,
      created_at: at,
      updated_at: at,
    })
    .returning(["id", "order"])
    .executeTakeFirstOrThrow();
}

describe("guest-user/find/{id}", () => {
  it("answers the guest without its token, with its addresses and order count", async () => {
    const g = await guest("Gina Guestdetail");
    await order(g.token, 10, 1);
    await order(g.token, 20, 2);
    await order(null, 30, 1);
    const res = await t().api(admin).get(`/guest-user/find/${g.id}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: g.id,
      name: "Gina Guestdetail",
      email: g.email,
      phone: "+39 011 00",
      default_address: g.defaultAddress,
      address: { id: g.defaultAddress, city: "Torino", country: "IT", default: 1 },
      counts: { addresses: 2, orders: 2 },
    });
    expect(res.data).toHaveProperty("created");
    expect(res.data.addresses.map((a: any) => a.city)).toEqual(["Torino", "Lyon"]);
    expect(JSON.stringify(res.data)).not.toContain(g.token);
    for (const a of res.data.addresses) expect(a).not.toHaveProperty("user_token");
  });

  it("answers NF-A for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const res = await t().api(admin).get(`/guest-user/find/${id}`);
      expect(res.status).toBe(201);
      expect(res.message).toBe(NOT_FOUND);
    }
  });
});

describe("guest-user/all (default address's phone and place)", () => {
  it("lists the phone, city and country of the default address", async () => {
    const g = await guest("Paolo Listphone");
    const res = await t().api(admin).get("/guest-user/all", { q: "Paolo Listphone" });
    expect(res.data.data).toEqual([expect.objectContaining({ id: g.id, phone: "+39 011 00", city: "Torino", country: "IT" })]);
    expect(res.data.data[0]).not.toHaveProperty("user_token");
  });
});

describe("guest-user/orders/{id}", () => {
  it("lists only the guest's orders, newest first, sorted by total on request, paginated", async () => {
    const g = await guest("Olga Ordersguest");
    const other = await guest("Otto Otherguest");
    const small = await order(g.token, 5.5, 3);
    const big = await order(g.token, 99, 5);
    const newest = await order(g.token, 42, 0);
    await order(other.token, 1000, 0);
    const p = await makeVariantProduct(t(), adminId, "Guest order item", 10);
    const now = isoNow();
    await t()
      .server.db.insertInto("ordered_products")
      .values({ order_id: big.id, product_id: p.id, inventory_id: p.inventory, quantity: 3, selling: 33, created_at: now, updated_at: now })
      .execute();

    const api = t().api(admin);
    const byDate = await api.get(`/guest-user/orders/${g.id}`);
    expect(byDate.status).toBe(200);
    expect(byDate.data.total).toBe(3);
    expect(byDate.data.data.map((o: any) => o.id)).toEqual([newest.id, small.id, big.id]);
    expect(byDate.data.data[2]).toMatchObject({
      order: big.order,
      status: 1,
      total_amount: "99.00",
      order_method: 2,
      currency: "USD",
      payment_done: 0,
      cancelled: 0,
      item_count: 3,
    });
    expect(byDate.data.data[0]).toHaveProperty("created");
    expect(byDate.data.data[0]).not.toHaveProperty("user_token");

    const byTotal = await api.get(`/guest-user/orders/${g.id}`, { orderby: "total_amount", type: "asc" });
    expect(byTotal.data.data.map((o: any) => o.total_amount)).toEqual(["5.50", "42.00", "99.00"]);
    // An unknown column falls back to the date, like every list; a bad direction is refused.
    const fallback = await api.get(`/guest-user/orders/${g.id}`, { orderby: "user_token", type: "asc" });
    expect(fallback.data.data.map((o: any) => o.id)).toEqual([big.id, small.id, newest.id]);
    expect((await api.get(`/guest-user/orders/${g.id}`, { type: "sideways" })).message).toBe('Order direction must be "asc" or "desc".');

    for (let n = 0; n < 12; n++) await order(g.token, n, 10 + n);
    const second = await api.get(`/guest-user/orders/${g.id}`, { page: 2 });
    expect(second.data).toMatchObject({ total: 15, current_page: 2, per_page: 14 });
    expect(second.data.data).toHaveLength(1);
    expect((await api.get(`/guest-user/find/${g.id}`)).data.counts.orders).toBe(15);
  });

  it("answers NF-A for an unknown guest", async () => {
    expect((await t().api(admin).get("/guest-user/orders/999999")).message).toBe(NOT_FOUND);
  });

  it("needs user.view and order.view; refuses vendors and anonymous callers", async () => {
    const g = await guest("Vera Gatedguest");
    await order(g.token, 10, 1);
    const userOnly = (await createAdmin(t(), { permissions: ["user.view"] })).token;
    const orderOnly = (await createAdmin(t(), { permissions: ["order.view"] })).token;
    const both = (await createAdmin(t(), { permissions: ["user.view", "order.view"] })).token;
    const vendorWithBoth = (await createAdmin(t(), { permissions: ["user.view", "order.view"], vendor: true })).token;

    expect((await t().api(both).get(`/guest-user/orders/${g.id}`)).data.total).toBe(1);
    for (const token of [userOnly, orderOnly, vendorWithBoth, vendor]) {
      const res = await t().api(token).get(`/guest-user/orders/${g.id}`);
      expect(res.status).toBe(403);
      expect(res.data).toEqual({ form: [FORBIDDEN] });
    }
    // The guest itself without order.view: found, its order count withheld.
    const found = await t().api(userOnly).get(`/guest-user/find/${g.id}`);
    expect(found.status).toBe(200);
    expect(found.data.counts).toEqual({ addresses: 2, orders: null });
    expect((await t().api(vendorWithBoth).get(`/guest-user/find/${g.id}`)).data.counts.orders).toBeNull();
    for (const token of [orderOnly, vendor]) expect((await t().api(token).get(`/guest-user/find/${g.id}`)).status).toBe(403);
    for (const path of [`/guest-user/find/${g.id}`, `/guest-user/orders/${g.id}`]) expect((await t().api().get(path)).status).toBe(204);
  });
});
