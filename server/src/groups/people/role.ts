import { Hono, type Context } from "hono";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { can, denyUnless, gate, invalidateAccessCache } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, forbidden, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { field, readBody, requiredString, validateBody } from "../../http/validate";
import { parseId } from "../../http/crud-kit";
import { saveAtVersion, staleVersion, versioned } from "../../http/record-version";
import type { Database, RoleTable } from "../../db/schema";
import { created } from "./common";

/*
 * Roles and their permissions (contract 4.3). The two seeded roles decide who is a vendor or the
 * superadmin (contract 1.8), so they can be neither renamed nor deleted.
 */

export const roleRoutes = new Hono<Env>();

export const SEEDED_ROLES = ["superadmin", "vendor"];

type RoleRow = Selectable<RoleTable>;

export function roleJson(r: RoleRow) {
  return { id: r.id, name: r.name, guard_name: r.guard_name, created_at: r.created_at, updated_at: r.updated_at };
}

async function rolePermissions(db: Kysely<Database>, roleId: number) {
  const rows = await db
    .selectFrom("role_has_permissions as rp")
    .innerJoin("permissions as p", "p.id", "rp.permission_id")
    .selectAll("p")
    .where("rp.role_id", "=", roleId)
    .orderBy("p.id")
    .execute();
  return rows.map((p) => ({ ...p, pivot: { role_id: roleId, permission_id: p.id } }));
}

roleRoutes.get("/all-permissions", gate("role.view"), async (c) => {
  return ok(c, await c.get("db").selectFrom("permissions").selectAll().where("guard_name", "=", "admin").orderBy("id").execute());
});

// The admin form picks a role from this list, so admin.view opens it as well as role.view.
roleRoutes.get("/all-roles", async (c) => {
  if (!can(c, "role.view") && !can(c, "admin.view")) return forbidden(c);
  const rows = await c.get("db").selectFrom("roles").selectAll().where("guard_name", "=", "admin").orderBy("id").execute();
  return ok(c, rows.map(roleJson));
});

roleRoutes.get("/all", gate("role.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "name", "created_at", "updated_at"] as const);
  let q = db.selectFrom("roles").selectAll().where("guard_name", "=", "admin");
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("name", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => ({ ...roleJson(r), created: created(c, r.created_at) })) }));
});

roleRoutes.get("/find/:id", gate("role.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const role = id ? await db.selectFrom("roles").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!role) return notFoundA(c);
  return ok(versioned(c, role), await roleWithPermissions(db, role));
});

/** A role as find answers it: with its permission matrix, which its version covers. */
const roleWithPermissions = async (db: Kysely<Database>, role: RoleRow) => ({
  ...roleJson(role),
  permissions: await rolePermissions(db, role.id),
});

/** Permission ids (numbers, as the panel sends) or names (as the contract describes). */
const permissionList = field<Array<number | string>>((v) => {
  const list = Array.isArray(v) ? v : [v];
  const out: Array<number | string> = [];
  for (const item of list) {
    if (typeof item === "number" && Number.isInteger(item)) out.push(item);
    else if (typeof item === "string" && /^\d+$/.test(item.trim())) out.push(Number(item.trim()));
    else if (typeof item === "string" && item.trim() !== "") out.push(item.trim());
    else return { ok: false, messages: ["The updated permissions must be an array."] };
  }
  return { ok: true, value: out };
});

const actionSchema = z.object({
  name: requiredString("name", { max: 125 }),
  // `[]` is a real answer here (a role with no permission), so it is not treated as "not sent".
  updated_permissions: permissionList.optional(),
});

async function save(c: Context<Env>, id: number | null) {
  const denied = denyUnless(c, id === null ? "role.create" : "role.edit");
  if (denied) return denied;
  const db = c.get("db");
  const me = c.get("admin");
  let existing: RoleRow | undefined;
  if (id !== null) {
    existing = await db.selectFrom("roles").selectAll().where("id", "=", id).executeTakeFirst();
    if (!existing) return notFoundA(c);
    if (me.roles.includes(existing.name)) return businessError(c, "You are unable to change your own permissions.");
    // A matrix opened on an older version of the role (If-Match, record-version.ts).
    const opened = existing;
    const stale = await staleVersion(c, opened, () => roleWithPermissions(db, opened));
    if (stale) return stale;
  }
  const body = await readBody(c);
  const v = await validateBody(c, actionSchema);
  if (!v.ok) return v.response;
  // Present (even as []) = replace the role's set; absent = keep it.
  const wanted =
    body && body.updated_permissions !== undefined && body.updated_permissions !== null ? (v.data.updated_permissions ?? []) : null;

  const clash = await db
    .selectFrom("roles")
    .select("id")
    .where("name", "=", v.data.name)
    .where("guard_name", "=", "admin")
    .executeTakeFirst();
  if (clash && clash.id !== id) return validationFailed(c, { form: ["The name has already been taken."] });
  if (existing && SEEDED_ROLES.includes(existing.name) && v.data.name !== existing.name) {
    return businessError(c, "The superadmin and vendor roles cannot be renamed.");
  }

  let permissionIds: number[] | null = null;
  if (wanted) {
    const ids = wanted.filter((p): p is number => typeof p === "number");
    const names = wanted.filter((p): p is string => typeof p === "string");
    const found = await db
      .selectFrom("permissions")
      .select("id")
      .where("guard_name", "=", "admin")
      .where((eb) =>
        eb.or([...(ids.length ? [eb("id", "in", ids)] : []), ...(names.length ? [eb("name", "in", names)] : []), eb.lit(false)]),
      )
      .execute();
    permissionIds = [...new Set(found.map((p) => p.id))];
    if (permissionIds.length !== new Set(wanted).size)
      return validationFailed(c, { form: ["The selected updated permissions is invalid."] });
  }

  const now = isoNow();
  const write = () =>
    db.transaction().execute(async (trx) => {
      let rid = id;
      if (rid === null) {
        rid = (
          await trx
            .insertInto("roles")
            .values({ name: v.data.name, guard_name: "admin", created_at: now, updated_at: now })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        await trx.updateTable("roles").set({ name: v.data.name, updated_at: now }).where("id", "=", rid).execute();
      }
      if (permissionIds) {
        await trx.deleteFrom("role_has_permissions").where("role_id", "=", rid).execute();
        if (permissionIds.length)
          await trx
            .insertInto("role_has_permissions")
            .values(permissionIds.map((pid) => ({ role_id: rid, permission_id: pid })))
            .execute();
      }
      return rid;
    });
  const roleId = await saveAtVersion(c, "roles", existing ?? null, (row) => roleWithPermissions(db, row as RoleRow), write);
  if (roleId instanceof Response) return roleId;
  // The access_version triggers already catch this; clearing here frees the stale entries at once.
  invalidateAccessCache();
  const role = await db.selectFrom("roles").selectAll().where("id", "=", roleId).executeTakeFirstOrThrow();
  const withPermissions = id !== null || permissionIds !== null;
  return ok(versioned(c, role), withPermissions ? await roleWithPermissions(db, role) : roleJson(role));
}

roleRoutes.post("/action", (c) => save(c, null));
roleRoutes.post("/action/:id", (c) => {
  const id = parseId(c.req.param("id"));
  if (id === null) return denyUnless(c, "role.edit") ?? notFoundA(c);
  return save(c, id);
});

roleRoutes.delete("/delete/:id", gate("role.delete"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const role = id ? await db.selectFrom("roles").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!role) return notFoundA(c);
  const used = await db.selectFrom("model_has_roles").select("model_id").where("role_id", "=", role.id).limit(1).executeTakeFirst();
  if (used) return businessError(c, "Admin is using this role. Delete the admin user first.");
  if (SEEDED_ROLES.includes(role.name)) return businessError(c, "The superadmin and vendor roles cannot be deleted.");
  await db.deleteFrom("roles").where("id", "=", role.id).execute();
  invalidateAccessCache();
  return ok(c, roleJson(role));
});
