import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { ADDRESS, makeCustomer, makeVariantProduct, NOT_FOUND } from "./people-helpers";

/*
 * user/address and guest-user, and the people area's demo seed.
 */

const t = useTestServer();
let admin: string, vendor: string, adminId: number;

beforeAll(async () => ({ admin, vendor, adminId } = await signInDemo(t())));

describe("user/address", () => {
  it("creates for the customer chosen by user_id, lists, updates, deletes", async () => {
    const u = await makeCustomer(t());
    const other = await makeCustomer(t());
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
    const u = await makeCustomer(t());
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
    const p = await makeVariantProduct(t(), adminId, "Guest item", 10);
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
