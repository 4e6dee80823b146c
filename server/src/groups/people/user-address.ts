import { Hono, type Context } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import {
  email,
  field,
  isBlank,
  optionalFlag12,
  optionalInteger,
  optionalString,
  readBody,
  requiredString,
  toNumber,
  validateBody,
} from "../../http/validate";
import type { UserAddressTable } from "../../db/schema";
import { created } from "./common";

/*
 * Customers' addresses (contract 5.24) as an admin edits them. The admin API has no customer
 * session, so the customer is chosen by `user_id`: a query parameter of `all` (optional: without
 * it every customer's addresses are listed), a body field of `action` (required to create) and a
 * query or body field of `delete` (optional; when given, the address must belong to that customer).
 */

export const userAddressRoutes = new Hono<Env>();

type Row = Selectable<UserAddressTable>;

/** Timestamps are hidden on addresses (contract 5.24); so is a guest's user_token (their storefront credential). */
function addressJson(r: Row) {
  const { created_at: _c, updated_at: _u, user_token: _t, ...rest } = r;
  return rest;
}

userAddressRoutes.get("/all", gate("user.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "name", "email", "country", "city", "zip", "address_1", "default", "created_at"] as const);
  let q = db
    .selectFrom("user_addresses as a")
    .leftJoin("users as u", "u.id", "a.user_id")
    .selectAll("a")
    .select(["u.name as u_name", "u.email as u_email"])
    .where("a.user_id", "is not", null);
  const userId = c.req.query("user_id");
  if (userId !== undefined && userId !== "") {
    const id = toNumber(userId);
    if (id === null || !Number.isInteger(id)) return validationFailed(c, { form: ["The user id must be an integer."] });
    q = q.where("a.user_id", "=", id);
  }
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("a.address_1", pattern));
  q = q.orderBy(`a.${sort.column}`, sort.direction).orderBy("a.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      perPage: 100,
      map: (rows) =>
        rows.map(({ u_name, u_email, ...r }) => ({
          ...addressJson(r),
          user: r.user_id === null ? null : { id: r.user_id, name: u_name, email: u_email },
          created: created(c, r.created_at),
        })),
    }),
  );
});

const actionSchema = z.object({
  id: optionalInteger("id", { min: 1 }),
  user_id: optionalInteger("user_id", { min: 1 }),
  name: requiredString("name", { max: 255 }),
  email: email(),
  phone: requiredString("phone", { max: 64 }),
  // Laravel `size:2`: ISO 3166-1 alpha-2.
  country: field((v) => {
    if (isBlank(v)) return { ok: false, messages: ["The country field is required."] };
    if (typeof v !== "string") return { ok: false, messages: ["The country must be a string."] };
    const s = v.trim();
    return [...s].length === 2 ? { ok: true, value: s.toUpperCase() } : { ok: false, messages: ["The country must be 2 characters."] };
  }),
  state: optionalString("state", { max: 255 }),
  city: requiredString("city", { max: 255 }),
  zip: requiredString("zip", { max: 32 }),
  address_1: requiredString("address_1", { max: 500 }),
  address_2: optionalString("address_2", { max: 500 }),
  delivery_instruction: optionalString("delivery_instruction", { max: 2000 }),
  default: optionalFlag12("default"),
});

userAddressRoutes.post("/action", async (c) => {
  // The permission depends on create vs update, so it is checked before validating anything.
  const raw = await readBody(c);
  const denied = denyUnless(c, raw && !isBlank(raw.id) ? "user.edit" : "user.create");
  if (denied) return denied;
  const v = await validateBody(c, actionSchema);
  if (!v.ok) return v.response;
  const { id, user_id, default: isDefault, ...fields } = v.data;
  const db = c.get("db");
  let ownerId: number;
  if (id !== undefined) {
    const existing = await db.selectFrom("user_addresses").select(["id", "user_id"]).where("id", "=", id).executeTakeFirst();
    // Only customers' addresses are edited here; a user_id that does not own it selects nothing.
    if (!existing || existing.user_id === null || (user_id !== undefined && existing.user_id !== user_id)) return notFoundB(c);
    ownerId = existing.user_id;
  } else {
    if (user_id === undefined) return validationFailed(c, { form: ["The user id field is required."] });
    const user = await db.selectFrom("users").select("id").where("id", "=", user_id).executeTakeFirst();
    if (!user) return validationFailed(c, { form: ["The selected user id is invalid."] });
    ownerId = user.id;
  }
  const now = isoNow();
  const savedId = await db.transaction().execute(async (trx) => {
    let addressId = id;
    if (addressId === undefined) {
      const row = await trx
        .insertInto("user_addresses")
        .values({
          ...fields,
          state: fields.state ?? null,
          address_2: fields.address_2 ?? null,
          delivery_instruction: fields.delivery_instruction ?? null,
          user_id: ownerId,
          default: isDefault ?? 2,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      addressId = row.id;
    } else {
      const changes = Object.fromEntries(Object.entries(fields).filter(([, val]) => val !== undefined));
      await trx
        .updateTable("user_addresses")
        .set({ ...changes, ...(isDefault !== undefined ? { default: isDefault } : {}), updated_at: now })
        .where("id", "=", addressId)
        .execute();
    }
    // One default address per customer, mirrored in users.default_address.
    if (isDefault === 1) {
      await trx.updateTable("user_addresses").set({ default: 2 }).where("user_id", "=", ownerId).where("id", "!=", addressId).execute();
      await trx.updateTable("users").set({ default_address: addressId }).where("id", "=", ownerId).execute();
    } else if (isDefault === 2) {
      await trx
        .updateTable("users")
        .set({ default_address: null })
        .where("id", "=", ownerId)
        .where("default_address", "=", addressId)
        .execute();
    }
    return addressId;
  });
  const saved = await db.selectFrom("user_addresses").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(c, addressJson(saved), id === undefined ? "Address created successfully." : "Address updated successfully.");
});

async function requestedUserId(c: Context<Env>): Promise<number | undefined> {
  const fromQuery = toNumber(c.req.query("user_id"));
  if (fromQuery !== null) return fromQuery;
  const body = await readBody(c);
  const fromBody = body ? toNumber(body.user_id) : null;
  return fromBody ?? undefined;
}

userAddressRoutes.delete("/delete/:id", gate("user.delete"), async (c) => {
  const db = c.get("db");
  const id = toNumber(c.req.param("id"));
  const row =
    id !== null && Number.isInteger(id)
      ? await db.selectFrom("user_addresses").selectAll().where("id", "=", id).executeTakeFirst()
      : undefined;
  const userId = await requestedUserId(c);
  if (!row || row.user_id === null || (userId !== undefined && row.user_id !== userId)) return notFoundB(c);
  const used = await db.selectFrom("orders").select("id").where("user_address_id", "=", row.id).limit(1).executeTakeFirst();
  if (used) return businessError(c, "Unable to delete. Address is being used by an order.");
  await db.deleteFrom("user_addresses").where("id", "=", row.id).execute();
  return ok(c, addressJson(row), "Address deleted successfully.");
});
