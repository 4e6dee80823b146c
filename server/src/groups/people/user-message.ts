import { Hono, type Context } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundA, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { optionalFlag12, validateBody } from "../../http/validate";
import { parseId } from "../../http/crud-kit";
import type { ContactUsTable } from "../../db/schema";
import { countParam, created } from "./common";

/*
 * Contact-form messages (contract 5.28). Listing does not mark anything viewed (the original
 * marked every message); opening one with `find` marks that one.
 */

export const userMessageRoutes = new Hono<Env>();

type Row = Selectable<ContactUsTable>;

export function messageJson(c: Context<Env>, r: Row) {
  return { ...r, created: created(c, r.created_at) };
}

userMessageRoutes.get("/all", gate("message.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "name", "email", "subject", "replied", "viewed", "created_at", "updated_at"] as const);
  let q = db.selectFrom("contact_us").select(["id", "name", "email", "subject", "replied", "viewed", "created_at", "updated_at"]);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("subject", pattern), likeEscaped("name", pattern), likeEscaped("email", pattern)]));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, { perPage: countParam(c), map: (rows) => rows.map((r) => ({ ...r, created: created(c, r.created_at) })) }),
  );
});

userMessageRoutes.get("/find/:id", gate("message.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("contact_us").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  if (row.viewed !== 1) {
    await db.updateTable("contact_us").set({ viewed: 1 }).where("id", "=", row.id).execute();
    row.viewed = 1;
  }
  return ok(c, messageJson(c, row));
});

// Only the flags can change: name, email, subject and text are what the customer wrote.
const actionSchema = z.object({ replied: optionalFlag12("replied"), viewed: optionalFlag12("viewed") });

// The original had no permission check here; marking a message replied is part of reading messages.
userMessageRoutes.post("/action/:id", gate("message.view"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("contact_us").select("id").where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  const v = await validateBody(c, actionSchema);
  if (!v.ok) return v.response;
  const changes = Object.fromEntries(Object.entries(v.data).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length) {
    await db
      .updateTable("contact_us")
      .set({ ...changes, updated_at: isoNow() })
      .where("id", "=", row.id)
      .execute();
  }
  const saved = await db.selectFrom("contact_us").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
  return ok(c, messageJson(c, saved));
});

// Without an id there is nothing to update (the original saved nothing either).
userMessageRoutes.post("/action", gate("message.view"), (c) => notFoundA(c));

userMessageRoutes.delete("/delete/:id", gate("message.delete"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("contact_us").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  await db.deleteFrom("contact_us").where("id", "=", row.id).execute();
  return ok(c, messageJson(c, row));
});
