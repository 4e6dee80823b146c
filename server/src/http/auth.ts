import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { type Kysely, sql } from "kysely";
import { runAsActor } from "../activity/context";
import type { Config } from "../config";
import type { Database } from "../db/schema";
import { signJwt, verifyJwt } from "../security/jwt";
import { clientAddress } from "../security/throttle";
import { forbidden, unauthenticated } from "./envelope";
import type { AdminContext, Env } from "./env";
import { isoNow, toIso } from "./format";

export type { AdminContext, Env } from "./env";

/*
 * Bearer-token authentication for /api/admin/* (contract 1.1, 1.3, 4). Tokens are HS256 JWTs with
 * claims sub (admin id), jti, scopes ["admin"], iat, nbf, exp; each jti has a row in admin_tokens so
 * logout can revoke it. Missing/invalid/expired/revoked → `Unauthenticated.`; a valid token
 * without the `admin` scope → `Not Authorized.`; both as HTTP 201 with body status 204.
 */

export const ADMIN_SCOPE = "admin";
export const TOKEN_NAME = "admin";

/** Creates and records an access token. `remember` switches to the long lifetime. */
export async function issueAdminToken(db: Kysely<Database>, config: Config, adminId: number, remember: boolean) {
  const now = new Date();
  const iat = Math.floor(now.getTime() / 1000);
  const ttl = remember ? config.rememberTtl : config.tokenTtl;
  const exp = iat + ttl;
  const jti = randomBytes(32).toString("hex");
  const expiresAt = toIso(new Date(exp * 1000));
  await db
    .insertInto("admin_tokens")
    .values({ jti, admin_id: adminId, name: TOKEN_NAME, expires_at: expiresAt, created_at: toIso(now) })
    .execute();
  // Housekeeping: this admin's dead tokens are no longer needed to answer anything.
  await db
    .deleteFrom("admin_tokens")
    .where("admin_id", "=", adminId)
    .where((eb) => eb.or([eb("expires_at", "<", toIso(now)), eb("revoked", "=", 1)]))
    .execute();
  return { token: signJwt({ sub: String(adminId), jti, scopes: [ADMIN_SCOPE], iat, nbf: iat, exp }, config.jwtSecret), expiresAt };
}

/** Revokes the admin's tokens, all of them or all but the one named by `except` (a token id). */
export async function revokeAdminTokens(db: Kysely<Database>, adminId: number, options: { except?: string } = {}): Promise<void> {
  let query = db.updateTable("admin_tokens").set({ revoked: 1 }).where("admin_id", "=", adminId).where("name", "=", TOKEN_NAME);
  if (options.except) query = query.where("jti", "!=", options.except);
  await query.execute();
}

/** Role names and permission names of an admin (guard `admin`). */
export async function loadAccess(db: Kysely<Database>, adminId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const roles = await db
    .selectFrom("model_has_roles as mr")
    .innerJoin("roles as r", "r.id", "mr.role_id")
    .select(["r.id", "r.name"])
    .where("mr.model_id", "=", adminId)
    .where("r.guard_name", "=", "admin")
    .orderBy("r.id")
    .execute();
  if (!roles.length) return { roles: [], permissions: [] };
  const perms = await db
    .selectFrom("role_has_permissions as rp")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .select("p.name")
    .distinct()
    .where(
      "rp.role_id",
      "in",
      roles.map((r) => r.id),
    )
    .orderBy("p.name")
    .execute();
  return { roles: roles.map((r) => r.name), permissions: perms.map((p) => p.name) };
}

/*
 * Access cache. Loading roles and permissions took two joined queries on every request (≈5 ms under
 * load); they change rarely, so they are kept per database and admin id. Each entry remembers the
 * `access_version` counter it was loaded at (bumped by triggers on roles, permissions and their
 * links, migration 0003), and the token check reads that counter with the token row, so any change —
 * from a route, a seeder or another process — is seen on the very next request. The admin row
 * (active, verified, name) and the token's revocation are never cached: they come from the same
 * primary-key look-up as before, so logout and deactivation stay immediate.
 */
interface CachedAccess {
  version: number;
  roles: string[];
  permissions: ReadonlySet<string>;
  isVendor: boolean;
  isSuperadmin: boolean;
}

const MAX_CACHED_ADMINS = 1000;
let accessCaches = new WeakMap<object, Map<number, CachedAccess>>();

/** Drops every cached role/permission set; call after writing roles, permissions or role links. */
export function invalidateAccessCache(): void {
  accessCaches = new WeakMap();
}

async function cachedAccess(db: Kysely<Database>, adminId: number, version: number): Promise<CachedAccess> {
  let cache = accessCaches.get(db);
  if (!cache) accessCaches.set(db, (cache = new Map()));
  const hit = cache.get(adminId);
  if (hit && hit.version === version) return hit;
  const access = await loadAccess(db, adminId);
  const entry: CachedAccess = { version, roles: access.roles, permissions: new Set(access.permissions), ...classify(access.roles) };
  // A crude bound: a shop has a handful of admins, but ids are not trusted to stay few.
  if (cache.size >= MAX_CACHED_ADMINS) cache.clear();
  // Only keep it if nothing invalidated the cache while loading.
  if (accessCaches.get(db) === cache) cache.set(adminId, entry);
  return entry;
}

/** Contract 1.8: the first matching role decides, vendor before superadmin. */
export function classify(roles: string[]): { isVendor: boolean; isSuperadmin: boolean } {
  if (roles.includes("vendor")) return { isVendor: true, isSuperadmin: false };
  if (roles.includes("superadmin")) return { isVendor: false, isSuperadmin: true };
  return { isVendor: false, isSuperadmin: false };
}

function bearer(c: Context): string | null {
  const h = c.req.header("authorization");
  const m = h ? /^Bearer\s+(\S+)\s*$/i.exec(h) : null;
  return m ? m[1] : null;
}

interface TokenOwner {
  id: number;
  name: string;
  username: string | null;
  email: string;
  active: number;
  verified: number;
  access_version: number | null;
}

/** Middleware for every protected route. */
export const requireAdmin: MiddlewareHandler<Env> = async (c, next) => {
  const db = c.get("db");
  const token = bearer(c);
  if (!token) return unauthenticated(c);
  const claims = verifyJwt(token, c.get("config").jwtSecret);
  if (!claims) return unauthenticated(c);
  if (!claims.scopes.includes(ADMIN_SCOPE)) return unauthenticated(c, "Not Authorized.");
  const adminId = Number(claims.sub);
  if (!Number.isInteger(adminId)) return unauthenticated(c);
  // SQL text rather than the query builder: it runs on every request, and building it cost more
  // CPU than running it (profiled at the bench scale).
  const found = await sql<TokenOwner>`SELECT a.id, a.name, a.username, a.email, a.active, a.verified,
      (SELECT n FROM access_version WHERE id = 1) AS access_version
    FROM admin_tokens AS t INNER JOIN admins AS a ON a.id = t.admin_id
    WHERE t.jti = ${claims.jti} AND t.admin_id = ${adminId} AND t.revoked = 0 AND t.expires_at > ${isoNow()}`.execute(db);
  const row = found.rows[0];
  // A deactivated account loses its open sessions too (the original only checked at login).
  if (!row || row.active !== 1 || row.verified !== 1) return unauthenticated(c);
  const access = await cachedAccess(db, row.id, row.access_version ?? 0);
  const admin: AdminContext = {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    tokenId: claims.jti,
    // Copies, so a handler can never alter the cached entry.
    roles: [...access.roles],
    permissions: new Set(access.permissions),
    isVendor: access.isVendor,
    isSuperadmin: access.isSuperadmin,
  };
  c.set("admin", admin);
  // The rest of the request writes as this admin: the activity log's triggers read it (activity/).
  // The address follows the sign-in throttle's rule (X-Forwarded-For only behind TRUST_PROXY=1).
  await runAsActor(
    {
      adminId: admin.id,
      name: admin.name,
      role: admin.roles.join(","),
      ip: clientAddress(c, c.get("config").trustProxy),
      userAgent: c.req.header("user-agent") ?? null,
    },
    next,
  );
};

/** True when the caller holds the permission (only meaningful behind requireAdmin). */
export function can(c: Context<Env>, permission: string): boolean {
  return c.get("admin")?.permissions.has(permission) ?? false;
}

/** Route-level permission check: `router.get("/all", gate("brand.view"), handler)`. */
export function gate(permission: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!can(c, permission)) return forbidden(c);
    await next();
  };
}

/** For handlers that choose the permission at run time (action: create vs edit). */
export function denyUnless(c: Context<Env>, permission: string): Response | null {
  return can(c, permission) ? null : forbidden(c);
}
