import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { ADDRESS, FORBIDDEN, makeCustomer, makeVariantProduct, NOT_FOUND } from "./people-helpers";

/*
 * user and the extensions customer-cart, wishlist and the user sub-lists (addresses and guests:
 * people-addresses.test.ts).
 */

const t = useTestServer();
let admin: string, vendor: string, adminId: number;

beforeAll(async () => ({ admin, vendor, adminId } = await signInDemo(t())));

const user = (name?: string) => makeCustomer(t(), name);
const product = (title: string, selling: number, variantPrice = 0) => makeVariantProduct(t(), adminId, title, selling, variantPrice);

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
    // An order of `quantity` × the product at 25, with its line.
    const placeOrder = async (
      values: { order: string; status: number; payment_done?: number; cancelled?: number; user_address_id?: number },
      quantity: number,
    ) => {
      const base = { order_method: 2, currency: "USD", total_amount: 25 * quantity, user_id: u.id, created_at: now, updated_at: now };
      const row = await db
        .insertInto("orders")
        .values({ ...base, ...values })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("ordered_products")
        .values({ order_id: row.id, product_id: p.id, quantity, selling: 25, created_at: now, updated_at: now })
        .execute();
      return row;
    };
    const order = await placeOrder({ order: "SUB1", status: 5, payment_done: 1, user_address_id: addr.data.id }, 3);
    await placeOrder({ order: "SUB2", status: 1, cancelled: 1 }, 1);
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
    expect(orders[0]).toMatchObject({ total_amount: "75.00", item_count: 3, cancellation: null });
    // A cancelled order that was refunded says so in the customer's list, as /orders does (issue 28.5).
    const sub2 = orders.find((o: any) => o.order === "SUB2");
    await t()
      .server.db.insertInto("cancellations")
      .values({ order_id: sub2.id, user_id: u.id, refunded: 1, title: "Late", created_at: isoNow(), updated_at: isoNow() })
      .execute();
    const refunded = (await api.get(`/user/${u.id}/orders`, { orderby: "total_amount", type: "desc" })).data.data;
    expect(refunded.find((o: any) => o.order === "SUB2").cancellation).toEqual({ refunded: 1 });
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
