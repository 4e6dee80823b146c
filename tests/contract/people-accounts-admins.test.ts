import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/src/security/password";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWithRole, FORBIDDEN, NOT_FOUND } from "./people-helpers";

/*
 * The accounts screens' server additions: the last active superadmin is kept, a vendor's own
 * records for the admin/vendor screen (`admin-data/{id}/products|orders|withdrawals|balance`) and
 * creating a customer (`user/action`).
 */

const t = useTestServer();
let admin: string, vendor: string, adminId: number, vendorId: number;
/** An admin holding every admin permission but not the superadmin role. */
let manager: string;

beforeAll(async () => {
  ({ admin, vendor, adminId, vendorId } = await signInDemo(t()));
  manager = (await adminWithRole(t(), "accounts-manager", ["admin.view", "admin.edit", "admin.delete"])).token;
});

describe("the last active superadmin", () => {
  const demoAdmin = () => t().api(admin).get(`/admin-data/find/${adminId}`);

  it("cannot be deactivated or lose the superadmin role, with the message beside the field", async () => {
    const { data } = await demoAdmin();
    const base = { username: data.username, email: data.email, roles: ["superadmin"] };
    const off = await t()
      .api(manager)
      .post(`/admin-data/action/${adminId}`, { ...base, active: 0 });
    expect(off).toMatchObject({ status: 201, message: "The last active superadmin cannot be deactivated." });
    expect(off.data).toEqual({ active: ["The last active superadmin cannot be deactivated."] });
    const demoted = await t()
      .api(manager)
      .post(`/admin-data/action/${adminId}`, { ...base, roles: ["vendor"], commission: 5 });
    expect(demoted.data).toEqual({ roles: ["The last active superadmin must keep the superadmin role."] });
    // Anything else may still change.
    const renamed = await t()
      .api(manager)
      .post(`/admin-data/action/${adminId}`, { ...base, name: "Still super", active: 1 });
    expect(renamed).toMatchObject({ status: 200, data: { name: "Still super", active: 1 } });
  });

  it("cannot be deleted; with a second active superadmin it can", async () => {
    const refused = await t().api(manager).del(`/admin-data/delete/${adminId}`);
    expect(refused).toMatchObject({ status: 201, message: "The last active superadmin cannot be deleted." });
    const second = await t()
      .api(admin)
      .post("/admin-data/action", {
        username: "second-super",
        email: "second.super@test.example",
        password: "secret12",
        roles: ["superadmin"],
        active: 1,
        verified: 1,
      });
    expect(second.status).toBe(200);
    // Now the demo superadmin is not the last one: deactivating it is allowed (and undone).
    const { data } = await demoAdmin();
    const base = { username: data.username, email: data.email, roles: ["superadmin"] };
    expect(
      (
        await t()
          .api(manager)
          .post(`/admin-data/action/${adminId}`, { ...base, active: 0 })
      ).status,
    ).toBe(200);
    expect(
      (
        await t()
          .api(manager)
          .post(`/admin-data/action/${adminId}`, { ...base, active: 1 })
      ).status,
    ).toBe(200);
    // Switching the account off ended its sessions for good (issue 29): it signs in again.
    ({ admin } = await signInDemo(t()));
    // The second one can go again (it owns nothing).
    expect((await t().api(admin).del(`/admin-data/delete/${second.data.id}`)).status).toBe(200);
    expect((await t().api(manager).del(`/admin-data/delete/${adminId}`)).message).toBe("The last active superadmin cannot be deleted.");
  });
});

describe("a vendor's records for the admin/vendor screen", () => {
  it("products: the vendor's only, searchable and sorted", async () => {
    const db = t().server.db;
    const own = await db.selectFrom("products").select("id").where("admin_id", "=", vendorId).execute();
    const res = await t().api(admin).get(`/admin-data/${vendorId}/products`, { orderby: "title", type: "asc" });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(own.length);
    const ids = new Set(own.map((p) => p.id));
    expect(res.data.data.every((p: any) => ids.has(p.id))).toBe(true);
    const titles = res.data.data.map((p: any) => p.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(res.data.data[0]).toHaveProperty("created");
    const first = res.data.data[0];
    const found = await t().api(admin).get(`/admin-data/${vendorId}/products`, { q: first.title });
    expect(found.data.data.map((p: any) => p.id)).toContain(first.id);
  });

  it("orders: those holding the vendor's products, with the vendor's part", async () => {
    const db = t().server.db;
    const expected = await db
      .selectFrom("ordered_products as op")
      .innerJoin("products as p", "p.id", "op.product_id")
      .select("op.order_id")
      .distinct()
      .where("p.admin_id", "=", vendorId)
      .execute();
    const res = await t().api(admin).get(`/admin-data/${vendorId}/orders`, { orderby: "vendor_amount", type: "desc" });
    expect(res.data.total).toBe(expected.length);
    const amounts = res.data.data.map((o: any) => o.vendor_amount);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
    expect(res.data.data[0]).toMatchObject({ order: expect.any(String), item_count: expect.any(Number) });
  });

  it("withdrawals and balance agree with the vendor's own withdrawal-request/find", async () => {
    const own = await t().api(vendor).get("/withdrawal-request/find");
    const balance = await t().api(admin).get(`/admin-data/${vendorId}/balance`);
    expect(balance.data).toEqual({
      withdrawn: Number(own.data.withdrawn),
      pending_withdrawal: Number(own.data.pending_withdrawal),
      amount: Number(own.data.amount),
      minimum: 50,
    });
    const list = await t().api(admin).get(`/admin-data/${vendorId}/withdrawals`);
    const rows = await t().server.db.selectFrom("withdrawals").select("id").where("admin_id", "=", vendorId).execute();
    expect(list.data.total).toBe(rows.length);
    expect(list.data.data[0]).toHaveProperty("account");
  });

  it("needs admin.view; an unknown admin is NF-A", async () => {
    expect((await t().api(vendor).get(`/admin-data/${vendorId}/products`)).message).toBe(FORBIDDEN);
    expect((await t().api(vendor).get(`/admin-data/${vendorId}/balance`)).message).toBe(FORBIDDEN);
    expect((await t().api(admin).get("/admin-data/987654/orders")).message).toBe(NOT_FOUND);
  });
});

describe("user/action: creating a customer", () => {
  it("creates a customer with a hashed password; the e-mail is unique; fields are checked", async () => {
    const res = await t().api(admin).post("/user/action", {
      name: "Walk-in Customer",
      email: "walk.in@cust.test",
      phone: "+39 055 123",
      password: "secret12",
      verified: 1,
    });
    expect(res).toMatchObject({ status: 200, data: { name: "Walk-in Customer", email: "walk.in@cust.test", verified: 1 } });
    expect(res.data).not.toHaveProperty("password");
    const row = await t().server.db.selectFrom("users").select("password").where("id", "=", res.data.id).executeTakeFirstOrThrow();
    expect(await verifyPassword("secret12", row.password)).toBe(true);
    expect((await t().api(admin).get(`/user/find/${res.data.id}`)).data.email).toBe("walk.in@cust.test");

    const again = await t().api(admin).post("/user/action", { name: "Other", email: "WALK.IN@cust.test", password: "secret12" });
    expect(again.message).toBe("The email has already been taken.");
    const invalid = await t().api(admin).post("/user/action", { name: "", email: "nope", password: "123" });
    expect(invalid.status).toBe(201);
    expect(Object.values(invalid.data).flat()).toEqual([
      "The name field is required.",
      "The email must be a valid email address.",
      "The password must be at least 6 characters.",
    ]);
  });

  it("needs user.create", async () => {
    expect((await t().api(vendor).post("/user/action", { name: "X", email: "x@cust.test", password: "secret12" })).message).toBe(FORBIDDEN);
  });
});
