import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, useTestServer } from "./harness";
import { FORBIDDEN } from "./people-helpers";

/*
 * The token check caches each admin's roles and permissions. Changes to access must still apply on
 * the very next request: through the role and admin-data screens, through a direct database write
 * (seeders, another process), and for deactivation and logout.
 */

const t = useTestServer();
let admin: string;

beforeAll(async () => {
  admin = await t().login(ADMIN.email, ADMIN.password);
});

/** A role with the given permissions and a fresh active admin holding it (created through the API). */
async function staffWith(permissions: string[]) {
  const api = t().api(admin);
  const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const role = await api.post("/role/action", { name: `cache-${n}`, updated_permissions: permissions });
  expect(role.status).toBe(200);
  const email = `cache-${n}@test.example`;
  const created = await api.post("/admin-data/action", {
    name: "Cache Test",
    username: `cache${n}`,
    email,
    password: "secret123",
    roles: [`cache-${n}`],
    active: 1,
    verified: 1,
  });
  expect(created.status).toBe(200);
  return {
    roleId: role.data.id as number,
    roleName: `cache-${n}`,
    adminId: created.data.id as number,
    email,
    token: await t().login(email, "secret123"),
  };
}

describe("access cache", () => {
  it("a permission removed from a role via role/action is refused on the next request", async () => {
    const staff = await staffWith(["brand.view", "category.view"]);
    const mine = t().api(staff.token);
    // Twice: the second request is answered from the cache.
    expect((await mine.get("/brand/all")).status).toBe(200);
    expect((await mine.get("/brand/all")).status).toBe(200);

    const edited = await t()
      .api(admin)
      .post(`/role/action/${staff.roleId}`, { name: staff.roleName, updated_permissions: ["category.view"] });
    expect(edited.status).toBe(200);
    const refused = await mine.get("/brand/all");
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({ form: [FORBIDDEN] });
    expect((await mine.get("/category/all")).status).toBe(200);

    // Granting it back works just as quickly.
    await t()
      .api(admin)
      .post(`/role/action/${staff.roleId}`, { name: staff.roleName, updated_permissions: ["category.view", "brand.view"] });
    expect((await mine.get("/brand/all")).status).toBe(200);
  });

  it("a change written straight to the database is seen on the next request", async () => {
    const staff = await staffWith(["brand.view"]);
    const mine = t().api(staff.token);
    expect((await mine.get("/brand/all")).status).toBe(200);
    const db = t().server.db;
    const perm = await db.selectFrom("permissions").select("id").where("name", "=", "brand.view").executeTakeFirstOrThrow();
    await db.deleteFrom("role_has_permissions").where("role_id", "=", staff.roleId).where("permission_id", "=", perm.id).execute();
    expect((await mine.get("/brand/all")).status).toBe(403);
  });

  it("a deactivated admin is refused on the next request, and logout is immediate", async () => {
    const staff = await staffWith(["brand.view"]);
    const mine = t().api(staff.token);
    expect((await mine.get("/brand/all")).status).toBe(200);
    expect((await mine.get("/brand/all")).status).toBe(200);

    const off = await t()
      .api(admin)
      .post(`/admin-data/action/${staff.adminId}`, {
        username: `x${staff.adminId}`,
        email: staff.email,
        roles: [staff.roleName],
        active: 0,
      });
    expect(off.status).toBe(200);
    const refused = await mine.get("/brand/all");
    expect(refused.status).toBe(204);
    expect(refused.message).toBe("Unauthenticated.");

    // Back on: the old token stays dead (issue 29); a new sign-in works, and after logout it never does.
    await t()
      .api(admin)
      .post(`/admin-data/action/${staff.adminId}`, {
        username: `x${staff.adminId}`,
        email: staff.email,
        roles: [staff.roleName],
        active: 1,
      });
    expect((await mine.get("/brand/all")).status).toBe(204);
    const again = t().api(await t().login(staff.email, "secret123"));
    expect((await again.get("/brand/all")).status).toBe(200);
    expect((await again.get("/logout")).status).toBe(200);
    expect((await again.get("/brand/all")).status).toBe(204);
  });
});
