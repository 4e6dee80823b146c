import type { Kysely } from "kysely";
import type { Database } from "../../server/src/db/schema";
import { isoNow } from "../../server/src/http/format";
import { hashPassword } from "../../server/src/security/password";
import { ADMIN, type TestServer, VENDOR } from "./harness";

/*
 * Accounts for the contract tests, shared by every area: the demo accounts signed in, and extra
 * active admins with a chosen role or permission set. Each file's own helpers build on these.
 */

export const NOT_FOUND = "We couldn't found anything.";
export const FORBIDDEN_MESSAGE = "Unauthorized access.";

export interface DemoSession {
  admin: string;
  vendor: string;
  adminId: number;
  vendorId: number;
}

/** Ids of the two demo accounts. */
export async function demoAdminIds(db: Kysely<Database>): Promise<{ admin: number; vendor: number }> {
  const rows = await db.selectFrom("admins").select(["id", "email"]).where("email", "in", [ADMIN.email, VENDOR.email]).execute();
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  return { admin: idOf(ADMIN.email), vendor: idOf(VENDOR.email) };
}

/** Tokens and ids of the two demo accounts: `({ admin, vendor } = await signInDemo(t()))` in a beforeAll. */
export async function signInDemo(t: TestServer): Promise<DemoSession> {
  const ids = await demoAdminIds(t.server.db);
  return {
    admin: await t.login(ADMIN.email, ADMIN.password),
    vendor: await t.login(VENDOR.email, VENDOR.password),
    adminId: ids.admin,
    vendorId: ids.vendor,
  };
}

/** The demo accounts and `nobody`, an active admin whose role holds no permission (for 403 checks). */
export async function signInAll(t: TestServer): Promise<DemoSession & { nobody: string }> {
  return { ...(await signInDemo(t)), nobody: (await createAdmin(t)).token };
}

export interface TestAdminOptions {
  /** Role name; created with `permissions` when it does not exist yet (default: a fresh role). */
  role?: string;
  permissions?: string[];
  /** Also give the admin the vendor role (contract 1.8: then it is scoped as a vendor). */
  vendor?: boolean;
}

let counter = 0;

/** An active, verified admin with the role of `opts`, signed in. */
export async function createAdmin(t: TestServer, opts: TestAdminOptions = {}): Promise<{ id: number; token: string; email: string }> {
  const db = t.server.db;
  const now = isoNow();
  const n = ++counter;
  const roleName = opts.role ?? `test-role-${n}-${Date.now()}`;
  let role = await db.selectFrom("roles").select("id").where("name", "=", roleName).executeTakeFirst();
  if (!role) {
    role = await db
      .insertInto("roles")
      .values({ name: roleName, guard_name: "admin", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const wanted = opts.permissions ?? [];
    const perms = wanted.length ? await db.selectFrom("permissions").select("id").where("name", "in", wanted).execute() : [];
    if (perms.length !== wanted.length) throw new Error(`unknown permission in ${wanted.join(",")}`);
    if (perms.length)
      await db
        .insertInto("role_has_permissions")
        .values(perms.map((p) => ({ permission_id: p.id, role_id: role!.id })))
        .execute();
  }
  const email = `tester-${n}-${Date.now()}@test.example`;
  const roles = opts.vendor ? [roleName, "vendor"] : [roleName];
  const id = await insertAdmin(db, { email, password: "secret123", username: `tester-${n}-${Date.now()}`, name: `Tester ${n}`, roles });
  return { id, token: await t.login(email, "secret123"), email };
}

/** Inserts an admin (active and verified unless said otherwise) holding the named roles; answers its id (no sign-in). */
export async function insertAdmin(
  db: Kysely<Database>,
  a: { email: string; password: string; roles: string[]; name?: string; username?: string; active?: number; verified?: number },
): Promise<number> {
  const now = isoNow();
  const { id } = await db
    .insertInto("admins")
    .values({
      name: a.name ?? a.email,
      username: a.username ?? a.email,
      email: a.email,
      password: await hashPassword(a.password),
      active: a.active ?? 1,
      verified: a.verified ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const roles = await db.selectFrom("roles").select("id").where("name", "in", a.roles).execute();
  if (roles.length !== a.roles.length) throw new Error(`unknown role in ${a.roles.join(",")}`);
  await db
    .insertInto("model_has_roles")
    .values(roles.map((r) => ({ role_id: r.id, model_id: id })))
    .execute();
  return id;
}

// Upload files: a real 1×1 PNG, a file whose MIME says PNG but whose bytes do not, a ZIP header.
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export function png(name = "pic.png"): File {
  return new File([Buffer.from(PNG_1X1, "base64")], name, { type: "image/png" });
}

export function fakePng(name = "evil.png"): File {
  return new File([Buffer.from("MZ this is not an image at all")], name, { type: "image/png" });
}

/** A real PNG header padded past the 1024 KB limit. */
export function hugePng(name = "huge.png"): File {
  return new File([Buffer.concat([Buffer.from(PNG_1X1, "base64"), Buffer.alloc(1025 * 1024)])], name, { type: "image/png" });
}

export function zip(name = "shipping.zip"): File {
  return new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0])], name, { type: "application/zip" });
}
