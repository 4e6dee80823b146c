import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { FORBIDDEN, NOT_FOUND } from "./people-helpers";

/*
 * user, user/address, guest-user and the extensions customer-cart, wishlist and the user sub-lists.
 */

const t = useTestServer();
let admin: string;
let vendor: string;
let adminId: number;

beforeAll(async () => {
  ({ admin, vendor, adminId } = await signInDemo(t()));
});

let seq = 0;

async function user(name = `Cust ${++seq}`) {
  const now = isoNow();
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}.${++seq}@cust.test`;
  const row = await t()
    .server.db.insertInto("users")
    .values({
      name,
      email,
      password: "not-a-hash",
      remember_token: "tok",
      code: 1234,
      google_id: null,
      facebook_id: null,
      default_address: null,
      phone: "123",
      viewed: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email, name };
}

/** A product with one variant (Size: XL) priced `price` (0 = the product's price). */
async function product(title: string, selling: number, variantPrice = 0) {
  const db = t().server.db;
  const now = isoNow();
  const id = 880_000_000 + ++seq;
  await db.insertInto("products").values({ id, title, selling, offered: 0, admin_id: adminId, created_at: now, updated_at: now }).execute();
  const inv = await db
    .insertInto("updated_inventories")
    .values({ product_id: id, quantity: 10, price: variantPrice, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const attr = await db
    .insertInto("attributes")
    .values({ title: "Size", admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const val = await db
    .insertInto("attribute_values")
    .values({ title: "XL", attribute_id: attr.id, admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("inventory_attributes")
    .values({ inventory_id: inv.id, attribute_value_id: val.id, created_at: now, updated_at: now })
    .execute();
  return { id, inventory: inv.id };
}

const ADDRESS = {
  name: "Home",
  email: "home@cust.test",
  phone: "555",
  country: "de",
  city: "Berlin",
  zip: "10115",
  address_1: "1 Main Street",
};

describe("user", () => {
  it("lists with search, hides secrets, marks listed users viewed", async () => {
    const u = await user("Zelda Searchable");
    const res = await t().api(admin).get("/user/all", { q: "Zelda Searchable", orderby: "name", type: "asc" });
    expect(res.status).toBe(200);
    expect(res.data.data).toHaveLength(1);
    const item = res.data.data[0];
    expect(item).toMatchObject({ id: u.id, name: "Zelda Searchable", email: u.email });
    for (const hidden of ["password", "remember_token", "code"]) expect(item).not.toHaveProperty(hidden);
    expect(item).toHaveProperty("created");
    const row = await t().server.db.selectFrom("users").select("viewed").where("id", "=", u.id).executeTakeFirstOrThrow();
    expect(row.viewed).toBe(1);
    expect((await t().api(admin).get("/user/all", { q: u.email })).data.total).toBe(1);
    expect((await t().api(admin).get("/user/all-users", { q: "Zelda Searchable" })).data).toEqual([{ id: u.id, name: "Zelda Searchable" }]);
    expect((await t().api(admin).get("/user/all", { type: "sideways" })).status).toBe(201);
  });

  it("refuses vendors and anonymous callers", async () => {
    for (const path of [
      "/user/all",
      "/user/all-users",
      "/user/find/1",
      "/user/1/orders",
      "/guest-user/all",
      "/customer-cart/all",
      "/wishlist/all",
      "/user/address/all",
    ]) {
      expect((await t().api(vendor).get(path)).data).toEqual({ form: [FORBIDDEN] });
      expect((await t().api().get(path)).status).toBe(204);
    }
    expect((await t().api(vendor).del("/user/delete/1")).status).toBe(403);
  });

  it("deletes a list all or nothing, cascading the customer's rows", async () => {
    const db = t().server.db;
    const a = await user();
    const b = await user();
    const p = await product("Cascade thing", 10);
    const now = isoNow();
    await db
      .insertInto("carts")
      .values({ product_id: p.id, inventory_id: p.inventory, quantity: 1, user_id: a.id, created_at: now, updated_at: now })
      .execute();
    await db.insertInto("wishlists").values({ user_id: a.id, product_id: p.id }).execute();
    const missing = await t().api(admin).del(`/user/delete/${a.id},${b.id},999999`);
    expect(missing.message).toBe(NOT_FOUND);
    expect(await db.selectFrom("users").select("id").where("id", "in", [a.id, b.id]).execute()).toHaveLength(2);
    expect((await t().api(admin).del(`/user/delete/${a.id},${b.id}`)).data).toBe(true);
    expect(await db.selectFrom("users").select("id").where("id", "in", [a.id, b.id]).execute()).toHaveLength(0);
    expect(await db.selectFrom("carts").select("id").where("user_id", "=", a.id).execute()).toHaveLength(0);
    expect(await db.selectFrom("wishlists").select("id").where("user_id", "=", a.id).execute()).toHaveLength(0);
  });

  it("find and the sub-lists", async () => {
    const db = t().server.db;
    const u = await user("Sub Lister");
    const p = await product("Sub product", 25);
    const now = isoNow();
    const addr = await t()
      .api(admin)
      .post("/user/address/action", { ...ADDRESS, user_id: u.id, default: 1 });
    const order = await db
      .insertInto("orders")
      .values({
        order: "SUB1",
        status: 5,
        order_method: 2,
        currency: "USD",
        payment_done: 1,
        total_amount: 75,
        user_id: u.id,
        user_address_id: addr.data.id,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("ordered_products")
      .values({ order_id: order.id, product_id: p.id, quantity: 3, selling: 25, created_at: now, updated_at: now })
      .execute();
    const cancelled = await db
      .insertInto("orders")
      .values({
        order: "SUB2",
        status: 1,
        order_method: 2,
        currency: "USD",
        cancelled: 1,
        total_amount: 25,
        user_id: u.id,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("ordered_products")
      .values({ order_id: cancelled.id, product_id: p.id, quantity: 1, selling: 25, created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto("carts")
      .values({ product_id: p.id, inventory_id: p.inventory, quantity: 2, user_id: u.id, created_at: now, updated_at: now })
      .execute();
    await db.insertInto("wishlists").values({ user_id: u.id, product_id: p.id }).execute();
    await db
      .insertInto("user_logins")
      .values([
        { user_id: u.id, ip: "10.0.0.1", user_agent: "Firefox" },
        { user_id: u.id, ip: "10.0.0.2", user_agent: "Safari" },
      ])
      .execute();
    await db
      .insertInto("contact_us")
      .values({ name: "Sub", email: u.email.toUpperCase(), subject: "Hi", message: "Hello", created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto("rating_reviews")
      .values({ product_id: p.id, user_id: u.id, order_id: order.id, rating: 4, review: "Nice", created_at: now, updated_at: now })
      .execute();

    const found = await t().api(admin).get(`/user/find/${u.id}`);
    expect(found.data).toMatchObject({
      id: u.id,
      default_address: addr.data.id,
      counts: { addresses: 1, carts: 1, logins: 2, messages: 1, orders: 2, rating_reviews: 1, wishlists: 1 },
    });
    expect(found.data).not.toHaveProperty("password");
    expect((await t().api(admin).get("/user/find/999999")).message).toBe(NOT_FOUND);

    const api = t().api(admin);
    expect((await api.get(`/user/${u.id}/addresses`)).data.data[0]).toMatchObject({ id: addr.data.id, country: "DE", default: 1 });
    const carts = (await api.get(`/user/${u.id}/carts`)).data.data;
    expect(carts[0]).toMatchObject({
      quantity: 2,
      unit_price: 25,
      line_total: 50,
      product: { title: "Sub product" },
      attributes: [{ attribute: "Size", value: "XL" }],
    });
    expect((await api.get(`/user/${u.id}/logins`)).data.total).toBe(2);
    expect((await api.get(`/user/${u.id}/messages`)).data.data[0].subject).toBe("Hi");
    const orders = (await api.get(`/user/${u.id}/orders`, { orderby: "total_amount", type: "desc" })).data.data;
    expect(orders.map((o: any) => o.order)).toEqual(["SUB1", "SUB2"]);
    expect(orders[0]).toMatchObject({ total_amount: "75.00", item_count: 3 });
    const bought = (await api.get(`/user/${u.id}/bought-products`)).data.data;
    expect(bought).toEqual([expect.objectContaining({ product_id: p.id, title: "Sub product", quantity: 3, orders: 1, amount: "75.00" })]);
    expect((await api.get(`/user/${u.id}/rating-reviews`)).data.data[0]).toMatchObject({
      rating: 4,
      product: { id: p.id, title: "Sub product" },
    });
    expect((await api.get(`/user/${u.id}/wishlists`)).data.data[0].product.title).toBe("Sub product");
    expect((await api.get("/user/999999/orders")).message).toBe(NOT_FOUND);
  });
});

describe("user/address", () => {
  it("creates for the customer chosen by user_id, lists, updates, deletes", async () => {
    const u = await user();
    const other = await user();
    const api = t().api(admin);
    const created = await api.post("/user/address/action", { ...ADDRESS, user_id: u.id });
    expect(created.status).toBe(200);
    expect(created.message).toBe("Address created successfully.");
    expect(created.data).toMatchObject({ user_id: u.id, country: "DE", default: 2 });
    expect(created.data).not.toHaveProperty("created_at");

    const list = await api.get("/user/address/all", { user_id: u.id });
    expect(list.data.per_page).toBe(100);
    expect(list.data.data.map((a: any) => a.id)).toEqual([created.data.id]);
    expect(list.data.data[0].user).toEqual({ id: u.id, name: u.name, email: u.email });
    expect((await api.get("/user/address/all", { user_id: u.id, q: "nothing like this" })).data.total).toBe(0);

    const updated = await api.post("/user/address/action", { ...ADDRESS, id: created.data.id, city: "Hamburg", default: 1 });
    expect(updated.message).toBe("Address updated successfully.");
    expect(updated.data).toMatchObject({ city: "Hamburg", default: 1 });
    const row = await t().server.db.selectFrom("users").select("default_address").where("id", "=", u.id).executeTakeFirstOrThrow();
    expect(row.default_address).toBe(created.data.id);
    // Another customer's id does not reach this address.
    expect((await api.post("/user/address/action", { ...ADDRESS, id: created.data.id, user_id: other.id })).message).toBe(NOT_FOUND);
    expect((await api.del(`/user/address/delete/${created.data.id}?user_id=${other.id}`)).message).toBe(NOT_FOUND);

    const deleted = await api.del(`/user/address/delete/${created.data.id}`);
    expect(deleted.message).toBe("Address deleted successfully.");
    expect(deleted.data.id).toBe(created.data.id);
    const gone = await api.del(`/user/address/delete/${created.data.id}`);
    expect(gone.status).toBe(200); // NF-B
    expect(gone.message).toBe(NOT_FOUND);
  });

  it("validates, refuses an address used by an order and callers without permission", async () => {
    const u = await user();
    const api = t().api(admin);
    const bad = await api.post("/user/address/action", { country: "DEU", user_id: u.id });
    expect(bad.data.form).toEqual([
      "The name field is required.",
      "The email field is required.",
      "The phone field is required.",
      "The country must be 2 characters.",
      "The city field is required.",
      "The zip field is required.",
      "The address 1 field is required.",
    ]);
    expect((await api.post("/user/address/action", ADDRESS)).data.form).toEqual(["The user id field is required."]);
    expect((await api.post("/user/address/action", { ...ADDRESS, user_id: 999999 })).data.form).toEqual([
      "The selected user id is invalid.",
    ]);
    const addr = await api.post("/user/address/action", { ...ADDRESS, user_id: u.id });
    const now = isoNow();
    await t()
      .server.db.insertInto("orders")
      .values({
        order: "ADDR1",
        order_method: 2,
        currency: "USD",
        user_id: u.id,
        user_address_id: addr.data.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await api.del(`/user/address/delete/${addr.data.id}`)).message).toBe("Unable to delete. Address is being used by an order.");
    expect(
      (
        await t()
          .api(vendor)
          .post("/user/address/action", { ...ADDRESS, user_id: u.id })
      ).status,
    ).toBe(403);
    expect((await t().api(vendor).del(`/user/address/delete/${addr.data.id}`)).status).toBe(403);
    expect((await t().api().post("/user/address/action", ADDRESS)).status).toBe(204);
  });
});

describe("guest-user", () => {
  it("lists, marks viewed, deletes guests with their own rows", async () => {
    const db = t().server.db;
    const now = isoNow();
    const g = await db
      .insertInto("guest_users")
      .values({ name: "Guesty McGuest", email: "guesty@cust.test", user_token: "tok-guest-1", viewed: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const p = await product("Guest item", 10);
    await db
      .insertInto("carts")
      .values({ product_id: p.id, inventory_id: p.inventory, quantity: 1, user_token: "tok-guest-1", created_at: now, updated_at: now })
      .execute();
    const list = await t().api(admin).get("/guest-user/all", { q: "Guesty" });
    expect(list.data.data.map((r: any) => r.id)).toEqual([g.id]);
    expect(list.data.data[0]).toHaveProperty("created");
    expect(list.data.data[0]).not.toHaveProperty("user_token");
    expect((await db.selectFrom("guest_users").select("viewed").where("id", "=", g.id).executeTakeFirstOrThrow()).viewed).toBe(1);
    expect((await t().api(admin).get("/guest-user/all-guest-users", { q: "Guesty" })).data).toEqual([{ id: g.id, name: "Guesty McGuest" }]);

    const cart = await t().api(admin).get("/customer-cart/all", { q: "Guesty" });
    expect(cart.data.data).toEqual([expect.objectContaining({ id: g.id, guest: 1, item_count: 1, total: 10 })]);

    expect((await t().api(admin).del(`/guest-user/delete/${g.id},999999`)).message).toBe(NOT_FOUND);
    expect((await t().api(vendor).del(`/guest-user/delete/${g.id}`)).status).toBe(403);
    expect((await t().api(admin).del(`/guest-user/delete/${g.id}`)).data).toBe(true);
    expect(await db.selectFrom("carts").select("id").where("user_token", "=", "tok-guest-1").execute()).toEqual([]);
  });
});

describe("customer-cart and wishlist (extensions)", () => {
  it("groups carts per customer with totals, finds the lines, deletes a customer's cart", async () => {
    const db = t().server.db;
    const u = await user("Carter Cartowner");
    const cheap = await product("Cart Cheap", 10);
    const variant = await product("Cart Variant", 10, 12.5);
    const now = isoNow();
    await db
      .insertInto("carts")
      .values([
        { product_id: cheap.id, inventory_id: cheap.inventory, quantity: 2, user_id: u.id, created_at: now, updated_at: now },
        { product_id: variant.id, inventory_id: variant.inventory, quantity: 1, user_id: u.id, created_at: now, updated_at: now },
        // An admin's POS cart is not a customer's cart.
        { product_id: cheap.id, inventory_id: cheap.inventory, quantity: 5, admin_id: adminId, created_at: now, updated_at: now },
      ])
      .execute();
    const byName = await t().api(admin).get("/customer-cart/all", { q: "Carter Cartowner", orderby: "total", type: "desc" });
    expect(byName.data.data).toEqual([
      expect.objectContaining({ id: u.id, guest: 0, name: "Carter Cartowner", item_count: 2, quantity: 3, total: 32.5 }),
    ]);
    expect(byName.data.data[0]).toHaveProperty("created");
    const byProduct = await t().api(admin).get("/customer-cart/all", { q: "Cart Variant" });
    expect(byProduct.data.data.map((r: any) => r.id)).toContain(u.id);
    expect(byProduct.data.data.find((r: any) => r.id === u.id).item_count).toBe(2);

    const found = await t().api(admin).get(`/customer-cart/find/${u.id}`);
    expect(found.data.customer).toEqual({ id: u.id, name: "Carter Cartowner", email: u.email, guest: 0 });
    expect(found.data.total).toBe(32.5);
    expect(found.data.lines.map((l: any) => [l.product.title, l.unit_price, l.quantity])).toEqual([
      ["Cart Cheap", 10, 2],
      ["Cart Variant", 12.5, 1],
    ]);
    expect(found.data.lines[0].attributes).toEqual([{ attribute: "Size", value: "XL" }]);
    expect((await t().api(admin).get("/customer-cart/find/999999")).message).toBe(NOT_FOUND);
    expect((await t().api(admin).get(`/customer-cart/find/${u.id}`, { guest: 1 })).status).toBe(201);

    expect((await t().api(vendor).del(`/customer-cart/delete/${u.id}`)).status).toBe(403);
    expect((await t().api(admin).del(`/customer-cart/delete/${u.id},999999`)).message).toBe(NOT_FOUND);
    expect((await t().api(admin).del(`/customer-cart/delete/${u.id}`)).data).toBe(true);
    expect(await db.selectFrom("carts").select("id").where("user_id", "=", u.id).execute()).toEqual([]);
    expect(await db.selectFrom("carts").select("id").where("admin_id", "=", adminId).execute()).toHaveLength(1);
  });

  it("lists wishlists with search and deletes all or nothing", async () => {
    const db = t().server.db;
    const u = await user("Wanda Wisher");
    const p = await product("Wished lamp", 40);
    const w = await db.insertInto("wishlists").values({ user_id: u.id, product_id: p.id }).returning("id").executeTakeFirstOrThrow();
    const list = await t().api(admin).get("/wishlist/all", { q: "Wished lamp", orderby: "title", type: "asc" });
    expect(list.data.data).toEqual([
      expect.objectContaining({
        id: w.id,
        user: { id: u.id, name: "Wanda Wisher", email: u.email },
        product: expect.objectContaining({ title: "Wished lamp" }),
      }),
    ]);
    expect((await t().api(admin).get("/wishlist/all", { q: "Wanda Wisher" })).data.total).toBe(1);
    expect((await t().api(admin).del(`/wishlist/delete/${w.id},999999`)).message).toBe(NOT_FOUND);
    expect((await t().api(vendor).del(`/wishlist/delete/${w.id}`)).status).toBe(403);
    expect((await t().api(admin).del(`/wishlist/delete/${w.id}`)).data).toBe(true);
    expect((await t().api(admin).get("/wishlist/all", { orderby: "x", type: "bad" })).status).toBe(201);
  });
});

describe("demo seed (people area)", () => {
  it("has customers with default addresses, guests, logins, the editor and extra vendors, withdrawals in every state", async () => {
    const db = t().server.db;
    const count = async (table: "users" | "guest_users" | "user_logins" | "subscribers" | "subscription_email_formats" | "contact_us") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("users")).toBeGreaterThanOrEqual(120);
    expect(await count("guest_users")).toBeGreaterThanOrEqual(40);
    expect(await count("user_logins")).toBeGreaterThanOrEqual(120 * 5);
    expect(await count("subscribers")).toBeGreaterThanOrEqual(60);
    expect(await count("subscription_email_formats")).toBeGreaterThanOrEqual(4);
    expect(await count("contact_us")).toBeGreaterThanOrEqual(30);
    const noDefault = await db
      .selectFrom("users")
      .select("id")
      .where("default_address", "is", null)
      .where("email", "like", "%@example.%")
      .execute();
    expect(noDefault).toEqual([]);
    const countries = await db.selectFrom("user_addresses").select("country").distinct().execute();
    expect(countries.every((r) => /^[A-Z]{2}$/.test(r.country))).toBe(true);
    await t().login("editor@example.com", "editor123");
    await t().login("vendor2@example.com", "vendor123");
    const accounts = await db.selectFrom("withdrawal_accounts").select(["admin_id", "default"]).execute();
    const defaults = new Map<number, number>();
    for (const a of accounts) if (a.default === 1) defaults.set(a.admin_id, (defaults.get(a.admin_id) ?? 0) + 1);
    expect([...defaults.values()].every((n) => n === 1)).toBe(true);
    // Requests exist only when the catalogue and commerce seeders produced delivered lines.
    const lines = await db.selectFrom("ordered_products").select("withdrawn").where("withdrawn", "!=", 0).execute();
    const statuses = new Set((await db.selectFrom("withdrawals").select("status").execute()).map((w) => w.status));
    if (lines.length) expect([...statuses].sort()).toEqual([1, 2, 3]);
  });
});

describe("without a token", () => {
  it("every endpoint of these groups answers Unauthenticated.", async () => {
    const api = t().api();
    const calls = [
      api.get("/user/all"),
      api.get("/user/all-users"),
      api.del("/user/delete/1"),
      api.get("/user/find/1"),
      ...["addresses", "carts", "logins", "messages", "orders", "bought-products", "rating-reviews", "wishlists"].map((s) =>
        api.get(`/user/1/${s}`),
      ),
      api.get("/user/address/all"),
      api.post("/user/address/action", {}),
      api.del("/user/address/delete/1"),
      api.get("/guest-user/all"),
      api.get("/guest-user/all-guest-users"),
      api.del("/guest-user/delete/1"),
      api.get("/customer-cart/all"),
      api.get("/customer-cart/find/1"),
      api.del("/customer-cart/delete/1"),
      api.get("/wishlist/all"),
      api.del("/wishlist/delete/1"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.http).toBe(201);
      expect(res.status).toBe(204);
    }
  });

  it("validates list parameters", async () => {
    expect((await t().api(admin).get("/user/address/all", { user_id: "abc" })).data).toEqual({ form: ["The user id must be an integer."] });
    for (const path of ["/guest-user/all", "/customer-cart/all", "/user/1/orders", "/user/1/bought-products"]) {
      expect((await t().api(admin).get(path, { type: "sideways" })).message).toBe('Order direction must be "asc" or "desc".');
    }
  });
});
