import { saveAtVersion, staleVersion, versioned } from "../../http/record-version";
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { denyUnless, gate, invalidateAccessCache, revokeAdminTokens } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import {
  email,
  field,
  optionalFlag01,
  optionalString,
  readBody,
  requiredString,
  toNumber,
  validateBody,
  isBlank,
} from "../../http/validate";
import { parseId } from "../../http/crud-kit";
import type { Database } from "../../db/schema";
import { adminJson, type AdminRow } from "../../models/core";
import { hashPassword } from "../../security/password";
import { vendorRoutes } from "./admin-data-vendor";
import { created, perPageParam } from "./common";

/*
 * Admins and vendors (contract 5.1). Creating one also creates its store. Deleting one is refused
 * while it still owns rows whose foreign key does not cascade (products first, with the contract's
 * message); what cascades (store, withdrawal accounts and requests, tokens, role links) goes with it.
 */

export const adminDataRoutes = new Hono<Env>();

const ADMIN_MODEL = "App\\Models\\Admin";
const SUPERADMIN = "superadmin";

/**
 * Whether the admin is the only active superadmin: the shop would be left without anyone holding
 * every permission if it were deactivated, demoted or deleted, so those are refused.
 */
async function isLastSuperadmin(db: Kysely<Database>, admin: AdminRow): Promise<boolean> {
  if (admin.active !== 1) return false;
  const supers = await db
    .selectFrom("admins as a")
    .innerJoin("model_has_roles as mr", "mr.model_id", "a.id")
    .innerJoin("roles as r", "r.id", "mr.role_id")
    .select("a.id")
    .where("r.name", "=", SUPERADMIN)
    .where("a.active", "=", 1)
    .execute();
  return supers.length === 1 && supers[0].id === admin.id;
}

async function rolesOf(db: Kysely<Database>, adminIds: number[]) {
  if (!adminIds.length) return new Map<number, any[]>();
  const rows = await db
    .selectFrom("model_has_roles as mr")
    .innerJoin("roles as r", "r.id", "mr.role_id")
    .select(["mr.model_id", "mr.model_type", "r.id", "r.name", "r.guard_name", "r.created_at", "r.updated_at"])
    .where("mr.model_id", "in", adminIds)
    .orderBy("r.id")
    .execute();
  const map = new Map<number, any[]>();
  for (const r of rows) {
    const list = map.get(r.model_id) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      guard_name: r.guard_name,
      created_at: r.created_at,
      updated_at: r.updated_at,
      pivot: { model_id: r.model_id, role_id: r.id, model_type: r.model_type },
    });
    map.set(r.model_id, list);
  }
  return map;
}

async function withRoles(db: Kysely<Database>, admin: AdminRow) {
  const roles = await rolesOf(db, [admin.id]);
  return { ...adminJson(admin), roles: roles.get(admin.id) ?? [] };
}

/** The columns a list may be sorted by (`orderby`). */
const SORTABLE = ["id", "name", "email", "username", "active", "verified", "viewed", "commission", "created_at", "updated_at"] as const;

adminDataRoutes.get("/all", gate("admin.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, SORTABLE);
  let q = db.selectFrom("admins").selectAll();
  const pattern = searchParam(c.req.query("q"));
  // Name or email (the original required both to match).
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("name", pattern), likeEscaped("email", pattern)]));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  const page = await paginate(c, db, q, {
    map: async (rows) => {
      const roles = await rolesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...adminJson(r), roles: roles.get(r.id) ?? [], created: created(c, r.created_at) }));
    },
  });
  const unseen = page.data.filter((a) => a.viewed !== 1).map((a) => a.id);
  if (unseen.length) await db.updateTable("admins").set({ viewed: 1 }).where("id", "in", unseen).execute();
  return ok(c, page);
});

// The original had no check; it lists every admin, so it needs admin.view.
adminDataRoutes.get("/all-admins", gate("admin.view"), async (c) => {
  let q = c.get("db").selectFrom("admins").select(["id", "name"]).orderBy("created_at").orderBy("id");
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("name", pattern));
  const perPage = perPageParam(c);
  if (perPage) return ok(c, await paginate(c, c.get("db"), q, { perPage }));
  return ok(c, await q.execute());
});

adminDataRoutes.get("/find/:id", gate("admin.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const admin = id ? await db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!admin) return notFoundA(c);
  return ok(versioned(c, admin), await withRoles(db, admin));
});

/** Role names: an array (the panel sends `[name]`) or one name. */
const roleNames = field<string[]>((v) => {
  if (isBlank(v)) return { ok: false, messages: ["The roles field is required."] };
  const list = Array.isArray(v) ? v : [v];
  if (!list.every((r) => typeof r === "string" && r.trim() !== "")) return { ok: false, messages: ["The roles must be an array."] };
  return { ok: true, value: [...new Set((list as string[]).map((r) => r.trim()))] };
});

const actionSchema = z.object({
  name: optionalString("name", { max: 255 }),
  username: requiredString("username", { max: 255 }),
  email: email(),
  roles: roleNames,
  password: optionalString("password", { min: 6, max: 255, trim: false }),
  // Checked against the role below (`Commission must be numeric.`).
  commission: z.unknown().optional(),
  active: optionalFlag01("active"),
  verified: optionalFlag01("verified"),
});

function slugify(s: string): string {
  const slug = s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "store";
}

async function save(c: Context<Env>, id: number | null) {
  const denied = denyUnless(c, id === null ? "admin.create" : "admin.edit");
  if (denied) return denied;
  const db = c.get("db");
  const me = c.get("admin");
  let existing: AdminRow | undefined;
  if (id !== null) {
    existing = await db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst();
    if (!existing) return notFoundA(c);
    if (existing.id === me.id) return businessError(c, "You can not update your own role. Please update your details from profile page.");
    // A form opened on an older version of the account (If-Match, record-version.ts); its roles are written with it.
    const opened = existing;
    const stale = await staleVersion(c, opened, () => withRoles(db, opened));
    if (stale) return stale;
  }
  const body = await readBody(c);
  const v = await validateBody(c, actionSchema);
  if (!v.ok) return v.response;
  const data = v.data;
  if (id === null && data.password === undefined) return validationFailed(c, { form: ["The password field is required."] });

  const roles = await db
    .selectFrom("roles")
    .select(["id", "name"])
    .where("guard_name", "=", "admin")
    .where("name", "in", data.roles)
    .execute();
  if (roles.length !== data.roles.length) return validationFailed(c, { form: ["The selected roles is invalid."] });
  if (existing && (await isLastSuperadmin(db, existing))) {
    if (data.active === 0) return businessError(c, "The last active superadmin cannot be deactivated.", "active");
    if (!data.roles.includes(SUPERADMIN)) return businessError(c, "The last active superadmin must keep the superadmin role.", "roles");
  }
  const isVendor = data.roles[0] === "vendor";
  let commission: number | null = null;
  if (isVendor) {
    const raw = body?.commission;
    const n = isBlank(raw) ? null : toNumber(raw);
    if (n === null) return businessError(c, "Commission must be numeric.");
    if (n < 0 || n > 100) return businessError(c, "Commission must be between 0 and 100.");
    commission = n;
  }

  const taken = await db
    .selectFrom("admins")
    .select("id")
    .where((eb) => eb.or([eb("email", "=", data.email), eb("username", "=", data.username)]))
    .$if(id !== null, (q) => q.where("id", "!=", id!))
    .executeTakeFirst();
  if (taken) return businessError(c, "Email/username already exists.");

  const now = isoNow();
  const password = data.password !== undefined ? await hashPassword(data.password) : undefined;
  const write = () =>
    db.transaction().execute(async (trx) => {
      let adminId = id;
      if (adminId === null) {
        adminId = (
          await trx
            .insertInto("admins")
            .values({
              name: data.name ?? "",
              username: data.username,
              email: data.email,
              password: password!,
              commission,
              active: data.active ?? 0,
              verified: data.verified ?? 0,
              viewed: 0,
              created_at: now,
              updated_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
        let slug = slugify(data.username);
        const slugTaken = await trx.selectFrom("stores").select("id").where("slug", "=", slug).executeTakeFirst();
        if (slugTaken) slug = `${slug}-${randomBytes(4).toString("hex").slice(0, 5)}`;
        const storeName = data.name || data.username;
        await trx
          .insertInto("stores")
          .values({ admin_id: adminId, name: storeName, slug, meta_title: storeName, whatsapp_btn: 2, created_at: now, updated_at: now })
          .execute();
      } else {
        await trx
          .updateTable("admins")
          .set({
            ...(data.name !== undefined ? { name: data.name } : {}),
            username: data.username,
            email: data.email,
            ...(password !== undefined ? { password } : {}),
            commission,
            ...(data.active !== undefined ? { active: data.active } : {}),
            ...(data.verified !== undefined ? { verified: data.verified } : {}),
            updated_at: now,
          })
          .where("id", "=", adminId)
          .execute();
        await trx.deleteFrom("model_has_roles").where("model_id", "=", adminId).execute();
        // A password set for the account, or the account switched off (inactive or unverified), ends
        // every session it has, for good: reactivating it later must not bring an old token back.
        if (password !== undefined || data.active === 0 || data.verified === 0) await revokeAdminTokens(trx, adminId);
      }
      await trx
        .insertInto("model_has_roles")
        .values(roles.map((r) => ({ role_id: r.id, model_id: adminId, model_type: ADMIN_MODEL })))
        .execute();

      // A verified vendor switched from inactive to active is told by email (written to the outbox).
      const activeNow = data.active ?? existing?.active ?? 0;
      const verifiedNow = data.verified ?? existing?.verified ?? 0;
      if (existing && isVendor && verifiedNow === 1 && existing.active !== 1 && activeNow === 1) {
        await trx
          .insertInto("mail_outbox")
          .values({
            to_email: data.email,
            subject: "Your vendor account is active",
            body: `Hello ${data.name || data.username},\n\nyour vendor account has been activated. You can sign in to the admin panel now.\n`,
            kind: "account_activated",
            created_at: now,
          })
          .execute();
      }
      return adminId;
    });
  const savedId = await saveAtVersion(c, "admins", existing ?? null, (row) => withRoles(db, row as AdminRow), write);
  if (savedId instanceof Response) return savedId;
  // Roles may have changed (active/verified are read uncached on every request anyway).
  invalidateAccessCache();
  const saved = await db.selectFrom("admins").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(versioned(c, saved), await withRoles(db, saved));
}

adminDataRoutes.post("/action", (c) => save(c, null));
adminDataRoutes.post("/action/:id", (c) => {
  const id = parseId(c.req.param("id"));
  if (id === null) return denyUnless(c, "admin.edit") ?? notFoundA(c);
  return save(c, id);
});

// A vendor's products, orders, withdrawals and balance (extension, admin-data-vendor.ts).
adminDataRoutes.route("/", vendorRoutes);

/** Tables whose admin foreign key neither cascades nor nulls: rows there block deleting the admin. */
async function blockingOwners(db: Kysely<Database>, adminId: number): Promise<string[]> {
  const fks = await sql<{ tbl: string; col: string }>`
    select m.name as tbl, f."from" as col
    from sqlite_master m join pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f."table" = 'admins' and upper(f.on_delete) in ('NO ACTION', 'RESTRICT')
    order by m.name`.execute(db);
  const owning: string[] = [];
  for (const fk of fks.rows) {
    // Table and column names come from the schema itself, never from the request.
    const hit = await sql<{ one: number }>`select 1 as one from ${sql.table(fk.tbl)} where ${sql.ref(fk.col)} = ${adminId} limit 1`.execute(
      db,
    );
    if (hit.rows.length) owning.push(fk.tbl);
  }
  return owning;
}

adminDataRoutes.delete("/delete/:id", gate("admin.delete"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const admin = id ? await db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!admin) return notFoundA(c);
  if (admin.id === c.get("admin").id) return businessError(c, "You are unable to delete your own account.");
  if (await isLastSuperadmin(db, admin)) return businessError(c, "The last active superadmin cannot be deleted.");
  const owning = await blockingOwners(db, admin.id);
  if (owning.includes("products"))
    return businessError(c, "Unable to delete. Admin has products. Empty all the products of this admin first.");
  if (owning.length) {
    const what = owning.map((t) => t.replace(/_/g, " ")).join(", ");
    return businessError(c, `Unable to delete. Admin still owns data (${what}). Delete it or move it to another admin first.`);
  }
  const json = await withRoles(db, admin);
  await db.transaction().execute(async (trx) => {
    // The admin's requests go with it (cascade); lines held by a pending one become available again
    // instead of staying "pending" without a request.
    await trx
      .updateTable("ordered_products")
      .set({ withdrawn: 0, withdrawal_id: null })
      .where("withdrawn", "=", 2)
      .where("withdrawal_id", "in", trx.selectFrom("withdrawals").select("id").where("admin_id", "=", admin.id).where("status", "=", 2))
      .execute();
    await trx.deleteFrom("admins").where("id", "=", admin.id).execute();
  });
  invalidateAccessCache();
  return ok(c, json);
});
