import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { verifyPassword } from "../../server/src/security/password";
import { signInDemo } from "./accounts";
import { ADMIN, VENDOR, expectValidationFailure, useTestServer } from "./harness";
import { adminWithRole, FORBIDDEN, NOT_FOUND } from "./people-helpers";

/*
 * admin-data and role.
 */

const t = useTestServer();
let admin: string, vendor: string, adminId: number;

beforeAll(async () => ({ admin, vendor, adminId } = await signInDemo(t())));

describe("admin-data", () => {
  it("creates a vendor with a hashed password and a store, finds, lists and edits it", async () => {
    const db = t().server.db;
    const res = await t()
      .api(admin)
      .post("/admin-data/action", {
        name: "New Vendor",
        username: "newvendor",
        email: "new.vendor@test.example",
        password: "vendorpw1",
        roles: ["vendor"],
        commission: 12.5,
        active: 1,
        verified: 1,
      });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: "New Vendor", username: "newvendor", commission: "12.50", active: 1, verified: 1 });
    expect(res.data.roles[0]).toMatchObject({ name: "vendor", pivot: { model_id: res.data.id } });
    for (const hidden of ["password", "remember_token", "reset_code_hash"]) expect(res.data).not.toHaveProperty(hidden);
    const row = await db.selectFrom("admins").select("password").where("id", "=", res.data.id).executeTakeFirstOrThrow();
    expect(row.password).not.toBe("vendorpw1");
    expect(await verifyPassword("vendorpw1", row.password)).toBe(true);
    const store = await db.selectFrom("stores").selectAll().where("admin_id", "=", res.data.id).executeTakeFirstOrThrow();
    expect(store.slug).toBe("newvendor");
    // The new vendor can sign in.
    await t().login("new.vendor@test.example", "vendorpw1");

    const found = await t().api(admin).get(`/admin-data/find/${res.data.id}`);
    expect(found.data.roles.map((r: any) => r.name)).toEqual(["vendor"]);

    const byName = await t().api(admin).get("/admin-data/all", { q: "New Vendor" });
    const byEmail = await t().api(admin).get("/admin-data/all", { q: "new.vendor@test" });
    expect(byName.data.data.map((a: any) => a.id)).toEqual([res.data.id]);
    expect(byEmail.data.data.map((a: any) => a.id)).toEqual([res.data.id]);
    expect(byName.data.data[0]).toHaveProperty("created");
    expect((await db.selectFrom("admins").select("viewed").where("id", "=", res.data.id).executeTakeFirstOrThrow()).viewed).toBe(1);

    const edited = await t()
      .api(admin)
      .post(`/admin-data/action/${res.data.id}`, {
        username: "newvendor",
        email: "new.vendor@test.example",
        roles: ["superadmin"],
        name: "Renamed",
      });
    expect(edited.data).toMatchObject({ name: "Renamed", commission: null });
    expect(edited.data.roles.map((r: any) => r.name)).toEqual(["superadmin"]);

    const lookup = await t().api(admin).get("/admin-data/all-admins", { q: "Renamed" });
    expect(lookup.data).toEqual([{ id: res.data.id, name: "Renamed" }]);
  });

  it("store slug gets a suffix when taken; activation of a vendor writes an outbox mail", async () => {
    const db = t().server.db;
    const res = await t()
      .api(admin)
      .post("/admin-data/action", {
        username: "vendor-corner",
        email: "vc@test.example",
        password: "secret12",
        roles: ["vendor"],
        commission: 5,
        verified: 1,
        active: 0,
      });
    expect(res.status).toBe(200);
    const store = await db.selectFrom("stores").select("slug").where("admin_id", "=", res.data.id).executeTakeFirstOrThrow();
    expect(store.slug).toMatch(/^vendor-corner-[0-9a-f]{5}$/);
    await t()
      .api(admin)
      .post(`/admin-data/action/${res.data.id}`, {
        username: "vendor-corner",
        email: "vc@test.example",
        roles: ["vendor"],
        commission: 5,
        active: 1,
      });
    const mail = await db.selectFrom("mail_outbox").selectAll().where("to_email", "=", "vc@test.example").execute();
    expect(mail.map((m) => m.kind)).toEqual(["account_activated"]);
  });

  it("validates and refuses with the contract's messages", async () => {
    const api = t().api(admin);
    const bad = await api.post("/admin-data/action", { email: "nope" });
    expectValidationFailure(bad, [
      "The username field is required.",
      "The email must be a valid email address.",
      "The roles field is required.",
    ]);
    expect(
      (await api.post("/admin-data/action", { username: "x1", email: "x1@test.example", roles: ["vendor"], password: "secret12" })).message,
    ).toBe("Commission must be numeric.");
    expect(
      (await api.post("/admin-data/action", { username: "x1", email: "x1@test.example", roles: ["nope"], password: "secret12" })).data.form,
    ).toEqual(["The selected roles is invalid."]);
    expect((await api.post("/admin-data/action", { username: "x1", email: "x1@test.example", roles: ["superadmin"] })).data.form).toEqual([
      "The password field is required.",
    ]);
    expect(
      (await api.post("/admin-data/action", { username: "someone", email: VENDOR.email, roles: ["superadmin"], password: "secret12" }))
        .message,
    ).toBe("Email/username already exists.");
    expect(
      (
        await api.post("/admin-data/action", {
          username: "vendor",
          email: "other@test.example",
          roles: ["superadmin"],
          password: "secret12",
        })
      ).message,
    ).toBe("Email/username already exists.");
    expect(
      (await api.post(`/admin-data/action/${adminId}`, { username: "admin", email: ADMIN.email, roles: ["vendor"], commission: 1 }))
        .message,
    ).toBe("You can not update your own role. Please update your details from profile page.");
    expect((await api.post("/admin-data/action/999999", { username: "a", email: "a@test.example", roles: ["vendor"] })).message).toBe(
      NOT_FOUND,
    );
    expect((await api.get("/admin-data/find/999999")).status).toBe(201);
  });

  it("refuses vendors and anonymous callers", async () => {
    expect((await t().api(vendor).get("/admin-data/all")).data).toEqual({ form: [FORBIDDEN] });
    expect((await t().api(vendor).get("/admin-data/all-admins")).status).toBe(403);
    expect((await t().api(vendor).get(`/admin-data/find/${adminId}`)).status).toBe(403);
    expect(
      (
        await t()
          .api(vendor)
          .post("/admin-data/action", { username: "v", email: "v@test.example", roles: ["superadmin"], password: "secret12" })
      ).status,
    ).toBe(403);
    expect((await t().api(vendor).del(`/admin-data/delete/${adminId}`)).status).toBe(403);
    expect((await t().api().get("/admin-data/all")).status).toBe(204);
  });

  it("delete: not self, not an owner of restricted rows, otherwise cascades the store", async () => {
    const db = t().server.db;
    const api = t().api(admin);
    expect((await api.del(`/admin-data/delete/${adminId}`)).message).toBe("You are unable to delete your own account.");
    expect((await api.del("/admin-data/delete/999999")).message).toBe(NOT_FOUND);

    const victim = await api.post("/admin-data/action", {
      username: "victim",
      email: "victim@test.example",
      password: "secret12",
      roles: ["superadmin"],
    });
    const now = isoNow();
    const fmt = await db
      .insertInto("subscription_email_formats")
      .values({ title: "t", subject: "s", body: "b", admin_id: victim.data.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refused = await api.del(`/admin-data/delete/${victim.data.id}`);
    expect(refused.status).toBe(201);
    expect(refused.message).toContain("subscription email formats");
    await db.deleteFrom("subscription_email_formats").where("id", "=", fmt.id).execute();

    const deleted = await api.del(`/admin-data/delete/${victim.data.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.data.email).toBe("victim@test.example");
    expect(await db.selectFrom("admins").select("id").where("id", "=", victim.data.id).execute()).toEqual([]);
    expect(await db.selectFrom("stores").select("id").where("admin_id", "=", victim.data.id).execute()).toEqual([]);
  });
});

describe("role", () => {
  it("lists permissions and roles, creates with permission ids or names, finds and edits", async () => {
    const api = t().api(admin);
    const perms = await api.get("/role/all-permissions");
    expect(perms.data[0]).toHaveProperty("group_name");
    const brandView = perms.data.find((p: any) => p.name === "brand.view");
    const roles = await api.get("/role/all-roles");
    expect(roles.data.map((r: any) => r.name)).toEqual(expect.arrayContaining(["superadmin", "vendor"]));

    const created = await api.post("/role/action", { name: "auditor", updated_permissions: [brandView.id, "order.view"] });
    expect(created.status).toBe(200);
    expect(created.data.permissions.map((p: any) => p.name).sort()).toEqual(["brand.view", "order.view"]);
    expect(created.data.permissions[0].pivot).toEqual({ role_id: created.data.id, permission_id: created.data.permissions[0].id });
    const found = await api.get(`/role/find/${created.data.id}`);
    expect(found.data.permissions).toHaveLength(2);

    const kept = await api.post(`/role/action/${created.data.id}`, { name: "auditor2" });
    expect(kept.data.name).toBe("auditor2");
    expect(kept.data.permissions).toHaveLength(2);
    const cleared = await api.post(`/role/action/${created.data.id}`, { name: "auditor2", updated_permissions: [] });
    expect(cleared.data.permissions).toEqual([]);

    const list = await api.get("/role/all", { q: "auditor", orderby: "name", type: "asc" });
    expect(list.data.data.map((r: any) => r.name)).toEqual(["auditor2"]);
    expect(list.data.data[0]).toHaveProperty("created");

    expect((await api.del(`/role/delete/${created.data.id}`)).data.name).toBe("auditor2");
    expect((await api.get(`/role/find/${created.data.id}`)).message).toBe(NOT_FOUND);
  });

  it("validates and refuses: own role, role in use, duplicate name, unknown permission", async () => {
    const api = t().api(admin);
    expect((await api.post("/role/action", {})).data.form).toEqual(["The name field is required."]);
    expect((await api.post("/role/action", { name: "vendor" })).data.form).toEqual(["The name has already been taken."]);
    expect((await api.post("/role/action", { name: "r-x", updated_permissions: ["no.such"] })).data.form).toEqual([
      "The selected updated permissions is invalid.",
    ]);
    const superadmin = (await api.get("/role/all-roles")).data.find((r: any) => r.name === "superadmin");
    const vendorRole = (await api.get("/role/all-roles")).data.find((r: any) => r.name === "vendor");
    expect((await api.post(`/role/action/${superadmin.id}`, { name: "superadmin", updated_permissions: [] })).message).toBe(
      "You are unable to change your own permissions.",
    );
    expect((await api.del(`/role/delete/${vendorRole.id}`)).message).toBe("Admin is using this role. Delete the admin user first.");
    expect((await api.post("/role/action/999999", { name: "zz" })).message).toBe(NOT_FOUND);
    expect((await api.del("/role/delete/999999")).message).toBe(NOT_FOUND);
  });

  it("refuses callers without role permissions", async () => {
    const editor = await adminWithRole(t(), "role-tester", ["brand.view"]);
    for (const res of [
      await t().api(vendor).get("/role/all"),
      await t().api(vendor).get("/role/all-permissions"),
      await t().api(editor.token).get("/role/all-roles"),
      await t().api(vendor).get("/role/find/1"),
      await t().api(vendor).post("/role/action", { name: "x" }),
      await t().api(vendor).del("/role/delete/1"),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await t().api().get("/role/all")).status).toBe(204);
  });
});

describe("without a token", () => {
  it("every endpoint of these groups answers Unauthenticated.", async () => {
    const api = t().api();
    const calls = [
      api.get("/admin-data/all"),
      api.get("/admin-data/all-admins"),
      api.get("/admin-data/find/1"),
      api.post("/admin-data/action", {}),
      api.post("/admin-data/action/1", {}),
      api.del("/admin-data/delete/2"),
      api.get("/role/all-permissions"),
      api.get("/role/all-roles"),
      api.get("/role/all"),
      api.get("/role/find/1"),
      api.post("/role/action", {}),
      api.post("/role/action/1", {}),
      api.del("/role/delete/1"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.http).toBe(201);
      expect(res.status).toBe(204);
    }
  });
});
