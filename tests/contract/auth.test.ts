import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withDeps } from "../../server/src/app";
import { gate, requireAdmin } from "../../server/src/http/auth";
import { ok } from "../../server/src/http/envelope";
import type { Env } from "../../server/src/http/env";
import { signJwt } from "../../server/src/security/jwt";
import { permissionSpecs } from "../../server/src/seed/permissions";
import { SPEC_VENDOR_PERMISSIONS } from "../support/vendor-permissions";
import { insertAdmin } from "./accounts";
import { ADMIN, jwtPayload, useTestServer, VENDOR } from "./harness";

const t = useTestServer();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Contract 4.2, written out independently of the seed's table. */
const VENDOR_PERMISSIONS = [...SPEC_VENDOR_PERMISSIONS].sort();

/** An extra admin for tests that change passwords, so the demo accounts stay intact. */
function createAdmin(email: string, password: string, opts: { active?: number; verified?: number; role?: string } = {}) {
  const name = email.split("@")[0];
  return insertAdmin(t().server.db, {
    email,
    password,
    name,
    username: name,
    roles: [opts.role ?? "vendor"],
    active: opts.active,
    verified: opts.verified,
  });
}

describe("login", () => {
  it("returns expires_in, a JWT with exp and the admin scope, and the bare admin", async () => {
    const before = Date.now();
    const res = await t().api().post("/login", ADMIN);
    expect(res.http).toBe(200);
    expect(Object.keys(res)).toEqual(["data", "status", "token", "message"]);
    expect(res.status).toBe(200);
    expect(res.token).toBeNull();
    expect(res.message).toBe("");
    const { expires_in, token, admin } = res.data;
    expect(expires_in).toMatch(ISO);
    const expiresAt = Date.parse(expires_in);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 1799_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 1800_000 + 1000);

    expect(token.split(".")).toHaveLength(3);
    const claims = jwtPayload(token);
    expect(claims.scopes).toEqual(["admin"]);
    expect(claims.sub).toBe(String(admin.id));
    expect(claims.exp).toBe(Math.floor(expiresAt / 1000));
    expect(typeof claims.jti).toBe("string");

    expect(admin).toMatchObject({ name: "Shop Admin", username: "admin", email: ADMIN.email, active: 1, verified: 1 });
    expect(admin.created_at).toMatch(ISO);
    for (const hidden of ["password", "remember_token", "code", "reset_code_hash"]) expect(admin).not.toHaveProperty(hidden);
    expect(res.data).not.toHaveProperty("scope");
  });

  it("gives a 7-day token when remember_token is truthy", async () => {
    const res = await t()
      .api()
      .post("/login", { ...VENDOR, remember_token: true });
    expect(res.status).toBe(200);
    const days = (Date.parse(res.data.expires_in) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(res.data.admin.commission).toBe("10.00");
  });

  it("is case-insensitive on the email", async () => {
    const res = await t().api().post("/login", { email: "ADMIN@Example.com", password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  it.each([
    [{}, ["Email is required.", "Password is required."]],
    [{ email: "", password: "secret1" }, ["Email is required."]],
    [{ email: "not-an-email", password: "secret1" }, ["The email must be a valid email address."]],
    [{ email: "a@b.com", password: "123" }, ["Password length must be at least 6."]],
  ])("validation %j", async (body, messages) => {
    const res = await t().api().post("/login", body);
    expect(res.http).toBe(200);
    expect(res).toEqual({ data: { form: messages }, status: 201, token: null, message: "" });
  });

  it.each([[{ email: ADMIN.email, password: "wrong-password" }], [{ email: "nobody@example.com", password: "admin123" }]])(
    "wrong credentials %j",
    async (body) => {
      const res = await t().api().post("/login", body);
      expect(res).toEqual({ data: { form: ["Wrong email/password"] }, status: 201, token: null, message: "Wrong email/password" });
    },
  );

  it("refuses inactive or unverified accounts", async () => {
    await createAdmin("inactive@example.com", "secret12", { active: 0 });
    await createAdmin("unverified@example.com", "secret12", { verified: 0 });
    for (const email of ["inactive@example.com", "unverified@example.com"]) {
      const res = await t().api().post("/login", { email, password: "secret12" });
      expect(res.status).toBe(201);
      expect(res.message).toBe("Account is not active. Please contact the admin.");
      expect(res.data).toEqual({ form: ["Account is not active. Please contact the admin."] });
    }
  });

  it("answers bad JSON with a validation failure, not a 500", async () => {
    const res = await t().api().post("/login", "{not json");
    expect(res.http).toBe(200);
    expect(res.status).toBe(201);
    expect(res.data.form).toHaveLength(1);
  });

  it("accepts form data", async () => {
    const res = await t().api().postForm("/login", { email: ADMIN.email, password: ADMIN.password });
    expect(res.status).toBe(200);
  });
});

describe("authentication of protected routes", () => {
  const unauthenticated = { data: null, status: 204, token: null, message: "Unauthenticated." };

  it("answers HTTP 201 with body status 204 without a token", async () => {
    const res = await t().api().get("/profile");
    expect(res.http).toBe(201);
    expect(res).toEqual(unauthenticated);
  });

  it("refuses garbage, foreign-signed and expired tokens", async () => {
    const good = await t().login(ADMIN.email, ADMIN.password);
    const claims = jwtPayload(good);
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      "garbage",
      good.slice(0, -4) + "AAAA",
      signJwt({ ...claims, sub: String(claims.sub) } as any, "another-secret-another-secret-123456"),
      signJwt({ ...claims, iat: now - 4000, nbf: now - 4000, exp: now - 10 } as any, t().server.config.jwtSecret),
    ];
    for (const token of tokens) {
      const res = await t().api(token).get("/profile");
      expect(res.http).toBe(201);
      expect(res).toEqual(unauthenticated);
    }
  });

  it("answers Not Authorized. for a valid token without the admin scope", async () => {
    const good = await t().login(ADMIN.email, ADMIN.password);
    const claims = jwtPayload(good);
    const userToken = signJwt({ ...claims, scopes: ["user"] } as any, t().server.config.jwtSecret);
    const res = await t().api(userToken).get("/profile");
    expect(res.http).toBe(201);
    expect(res).toEqual({ data: null, status: 204, token: null, message: "Not Authorized." });
  });

  it("logout revokes every token of the caller", async () => {
    const id = await createAdmin("logout@example.com", "secret12");
    expect(id).toBeGreaterThan(0);
    const first = await t().login("logout@example.com", "secret12");
    const second = await t().login("logout@example.com", "secret12");
    expect((await t().api(first).get("/profile")).status).toBe(200);
    const out = await t().api(first).get("/logout");
    expect(out).toEqual({ data: [], status: 200, token: null, message: "Successfully logged out." });
    for (const token of [first, second]) {
      const res = await t().api(token).get("/profile");
      expect(res.http).toBe(201);
      expect(res.status).toBe(204);
    }
  });

  it("refuses the open session of an account deactivated later", async () => {
    const id = await createAdmin("deactivated@example.com", "secret12");
    const token = await t().login("deactivated@example.com", "secret12");
    await t().server.db.updateTable("admins").set({ active: 0 }).where("id", "=", id).execute();
    expect((await t().api(token).get("/profile")).status).toBe(204);
  });
});

describe("profile", () => {
  it("superadmin: every permission, flags, store, settings, languages, media", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    const res = await t().api(token).get("/profile");
    expect(res.status).toBe(200);
    const p = res.data;
    expect(p.activated).toBe(true);
    expect(p.super_admin).toBe(true);
    expect(p.vendor).toBe(false);
    expect(p.user).toEqual({ id: expect.any(Number), name: "Shop Admin", username: "admin", email: ADMIN.email });
    expect([...p.permissions].sort()).toEqual(
      permissionSpecs()
        .filter((s) => s.roles.includes("superadmin"))
        .map((s) => s.name)
        .sort(),
    );
    expect(p.permissions).not.toContain("withdrawal_request.create");
    expect(p.permissions).toContain("pos.view");
    expect(p.store).toMatchObject({ slug: "demo-shop" });
    expect(p.store).not.toHaveProperty("admin_id");
    const setting = await t().server.db.selectFrom("settings").select(["currency", "currency_icon"]).executeTakeFirstOrThrow();
    expect(p.setting).toMatchObject(setting);
    expect(p.setting).not.toHaveProperty("admin_id");
    expect(p.site_setting).toHaveProperty("site_name");
    expect(p.media).toEqual({ file: 2048, image: 1024, video: 2048 });
    expect(p.img_src_url).toBe("/uploads/");
    expect(typeof p.thumb_prefix).toBe("string");
    expect(typeof p.default_image).toBe("string");
    expect(p.media_storage).toBe("LOCAL");
    const unread = await t()
      .server.db.selectFrom("contact_us")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("viewed", "=", 2)
      .executeTakeFirstOrThrow();
    expect(p.message_count).toBe(Number(unread.n));
    expect(p.languages.map((l: any) => l.code)).toEqual(["it", "en", "fr", "de"]);
    expect(p.languages[0]).toEqual({ name: "Italiano", code: "it", default: 1, direction: "ltr", predefined: 1 });
    expect(p.default_language.code).toBe("it");
    // The caller's own POS setting when it has one (the demo seeds one per account), else the default.
    const own = await t().server.db.selectFrom("pos_settings").select("id").where("admin_id", "=", p.user.id).executeTakeFirst();
    const fallback = await t().server.db.selectFrom("pos_settings").select("id").where("is_default", "=", 1).executeTakeFirst();
    expect(p.pos_setting.id).toBe((own ?? fallback)?.id);
    expect(p.pos_setting).not.toHaveProperty("admin_id");
  });

  it("vendor: exactly the vendor column of the catalogue", async () => {
    const token = await t().login(VENDOR.email, VENDOR.password);
    const res = await t().api(token).get("/profile");
    expect(res.status).toBe(200);
    expect(res.data.vendor).toBe(true);
    expect(res.data.super_admin).toBe(false);
    expect([...res.data.permissions].sort()).toEqual(VENDOR_PERMISSIONS);
    expect(res.data.store).toMatchObject({ slug: "vendor-corner" });
  });

  it("pos_public_key follows the POS plugin: its public key while active, null once it is removed", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    const api = t().api(token);
    const plugin = await t()
      .server.db.selectFrom("plugins")
      .select(["id", "public_key"])
      .where("name", "=", "pos")
      .executeTakeFirstOrThrow();
    expect(plugin.public_key).toBeTruthy();
    expect((await api.get("/profile")).data.pos_public_key).toBe(plugin.public_key);
    await t().server.db.updateTable("plugins").set({ active: 0 }).where("id", "=", plugin.id).execute();
    expect((await api.get("/profile")).data.pos_public_key).toBeNull();
    await t().server.db.updateTable("plugins").set({ active: 1 }).where("id", "=", plugin.id).execute();
    expect((await api.del(`/plugin/delete/${plugin.id}`)).status).toBe(200);
    expect((await api.get("/profile")).data.pos_public_key).toBeNull();
  });

  it("the image placeholder named by default_image is served", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    const { data } = await t().api(token).get("/profile");
    const res = await t().raw(`/uploads/${data.default_image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("public languages", () => {
  it("lists the active languages, default first", async () => {
    const res = await t().api().get("/languages");
    expect(res.status).toBe(200);
    expect(res.data.activated).toBe(true);
    expect(res.data.languages.map((l: any) => l.code)).toEqual(["it", "en", "fr", "de"]);
    expect(res.data.default_language.code).toBe("it");
  });
});

describe("update and update-password", () => {
  it("update: validation, wrong password, taken email, success", async () => {
    await createAdmin("profile@example.com", "secret12");
    const token = await t().login("profile@example.com", "secret12");
    const api = t().api(token);

    const invalid = await api.post("/update", { email: "bad" });
    expect(invalid.data).toEqual({
      form: ["The username field is required.", "The email must be a valid email address.", "The password field is required."],
    });

    const wrong = await api.post("/update", { username: "prof", email: "profile@example.com", password: "not-it" });
    expect(wrong.message).toBe("Wrong email/password");
    expect(wrong.status).toBe(201);

    const taken = await api.post("/update", { username: "prof", email: VENDOR.email, password: "secret12" });
    expect(taken).toEqual({ data: { form: ["Email already exists."] }, status: 201, token: null, message: "Email already exists." });

    const done = await api.post("/update", { name: "Pro File", username: "prof", email: "profile2@example.com", password: "secret12" });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ name: "Pro File", username: "prof", email: "profile2@example.com" });
    expect(done.data).not.toHaveProperty("password");
  });

  it("update-password: wrong current password, short new one, success", async () => {
    await createAdmin("pw@example.com", "secret12");
    const token = await t().login("pw@example.com", "secret12");
    const api = t().api(token);
    const short = await api.post("/update-password", { password: "secret12", new_password: "123" });
    expect(short.data).toEqual({ form: ["The new password must be at least 6 characters."] });
    const wrong = await api.post("/update-password", { password: "nope-nope", new_password: "secret34" });
    expect(wrong.message).toBe("Wrong email/password");
    const done = await api.post("/update-password", { password: "secret12", new_password: "secret34" });
    expect(done.status).toBe(200);
    expect(done.data.email).toBe("pw@example.com");
    expect((await t().api().post("/login", { email: "pw@example.com", password: "secret34" })).status).toBe(200);
  });

  it("update is gated by profile.edit", async () => {
    const id = await createAdmin("noprofile@example.com", "secret12");
    const db = t().server.db;
    const { id: roleId } = await db
      .insertInto("roles")
      .values({ name: "viewer", guard_name: "admin" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.deleteFrom("model_has_roles").where("model_id", "=", id).execute();
    await db.insertInto("model_has_roles").values({ role_id: roleId, model_id: id }).execute();
    const token = await t().login("noprofile@example.com", "secret12");
    const res = await t().api(token).post("/update-password", { password: "secret12", new_password: "secret34" });
    expect(res).toEqual({ data: { form: ["Unauthorized access."] }, status: 403, token: null, message: "Unauthorized access." });
    const profile = await t().api(token).get("/profile");
    expect(profile.data.vendor).toBe(false);
    expect(profile.data.super_admin).toBe(false);
    expect(profile.data.permissions).toEqual([]);
  });

  it("clear-cache answers true", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    expect(await t().api(token).post("/clear-cache")).toEqual({ data: true, status: 200, token: null, message: "" });
  });
});

describe("gate()", () => {
  it("403 envelope when the permission is missing, through when present", async () => {
    const { db, config } = t().server;
    const app = new Hono<Env>();
    app.use("*", withDeps({ db, config }));
    app.use("*", requireAdmin);
    app.get("/admins-only", gate("admin.view"), (c) => ok(c, c.get("admin").isSuperadmin));

    const vendor = await t().login(VENDOR.email, VENDOR.password);
    const denied = await app.request("/admins-only", { headers: { Authorization: `Bearer ${vendor}` } });
    expect(denied.status).toBe(200);
    expect(await denied.json()).toEqual({
      data: { form: ["Unauthorized access."] },
      status: 403,
      token: null,
      message: "Unauthorized access.",
    });

    const admin = await t().login(ADMIN.email, ADMIN.password);
    const allowed = await app.request("/admins-only", { headers: { Authorization: `Bearer ${admin}` } });
    expect(await allowed.json()).toEqual({ data: true, status: 200, token: null, message: "" });
  });
});
