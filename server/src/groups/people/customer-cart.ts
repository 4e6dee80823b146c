import { Hono, type Context } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { gate } from "../../http/auth";
import { idsOrAnswer, parseId } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { paginate, searchParam, sortParams } from "../../http/pagination";
import { requiredString, validateBody } from "../../http/validate";
import { loadCartLines, selectCartLines, UNIT_PRICE } from "./cart-lines";
import { created, money } from "./common";

/*
 * Extension: customers' carts for the admin (registered users by user_id, guests by their token).
 * `all` has one item per customer; `find/{id}` and `delete/{ids}` take user ids, or guest-user
 * ids with `?guest=1`. Admins' own POS carts (admin_id set) are not customers' carts.
 * `remind/{id}` queues a reminder e-mail to the customer in mail_outbox (nothing leaves the machine).
 */

export const customerCartRoutes = new Hono<Env>();

const isGuest = (v: string | undefined) => v === "1" || v === "true";

customerCartRoutes.get("/all", gate("user.view"), async (c) => {
  const db = c.get("db");
  const sort = sortParams(
    c.req.query(),
    ["updated_at", "created_at", "name", "email", "item_count", "quantity", "total"] as const,
    "updated_at",
  );
  if (!sort.ok) return businessError(c, sort.message);
  let q = db
    .selectFrom("carts as c")
    .leftJoin("users as u", "u.id", "c.user_id")
    .leftJoin("guest_users as g", (j) => j.onRef("g.user_token", "=", "c.user_token").on("c.user_id", "is", null))
    .leftJoin("products as p", "p.id", "c.product_id")
    .leftJoin("updated_inventories as i", "i.id", "c.inventory_id")
    .select([
      sql<number | null>`coalesce(c.user_id, g.id)`.as("id"),
      sql<number>`case when c.user_id is null then 1 else 0 end`.as("guest"),
      sql<string | null>`coalesce(u.name, g.name)`.as("name"),
      sql<string | null>`coalesce(u.email, g.email)`.as("email"),
      sql<number>`count(*)`.as("item_count"),
      sql<number>`sum(c.quantity)`.as("quantity"),
      sql<number>`sum(${UNIT_PRICE} * c.quantity)`.as("total"),
      sql<string>`min(c.created_at)`.as("created_at"),
      sql<string>`max(c.updated_at)`.as("updated_at"),
    ])
    .where("c.admin_id", "is", null)
    // A guest cart whose guest row is gone has nobody to show it for.
    .where((eb) => eb.or([eb("c.user_id", "is not", null), eb("g.id", "is not", null)]))
    // One group per customer: a registered user's rows group by user id even if they also carry a token.
    .groupBy(sql`coalesce('u' || c.user_id, 'g' || c.user_token)`);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) {
    // A customer matches on its name/email or on any product in its cart.
    q = q.having(
      sql<boolean>`max(case when coalesce(u.name, g.name, '') like ${pattern} escape '\\' or coalesce(u.email, g.email, '') like ${pattern} escape '\\' or coalesce(p.title, '') like ${pattern} escape '\\' then 1 else 0 end) = 1`,
    );
  }
  q = q.orderBy(sql.ref(sort.column), sort.direction).orderBy(sql.ref("guest")).orderBy(sql.ref("id"), sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) =>
        rows.map((r) => ({
          id: r.id,
          guest: r.guest,
          name: r.name,
          email: r.email,
          item_count: Number(r.item_count),
          quantity: Number(r.quantity),
          total: money(r.total),
          created_at: r.created_at,
          updated_at: r.updated_at,
          created: created(c, r.created_at),
          updated: created(c, r.updated_at),
        })),
    }),
  );
});

/** Where-clause target of one customer: `{user_id}` or the guest's `{user_token}`. */
async function owners(c: Context<Env>, ids: number[]) {
  const db = c.get("db");
  if (isGuest(c.req.query("guest"))) {
    const rows = await db.selectFrom("guest_users").select(["id", "name", "email", "user_token"]).where("id", "in", ids).execute();
    return rows.length === ids.length ? { guest: true as const, rows } : null;
  }
  const rows = await db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", ids).execute();
  return rows.length === ids.length ? { guest: false as const, rows } : null;
}

type Owners = NonNullable<Awaited<ReturnType<typeof owners>>>;

/** The cart lines of one customer found by `owners`, oldest first. */
function linesOf(c: Context<Env>, found: Owners) {
  const owner = found.rows[0];
  const q = selectCartLines(c.get("db"));
  const mine = found.guest
    ? q.where("c.user_token", "=", (owner as { user_token: string }).user_token).where("c.user_id", "is", null)
    : q.where("c.user_id", "=", owner.id);
  return mine.orderBy("c.created_at").orderBy("c.id").execute();
}

/** One customer (`:id`, `?guest=1`), or null when the id is not a known customer. */
async function oneOwner(c: Context<Env>): Promise<Owners | null> {
  const id = parseId(c.req.param("id"));
  return id ? owners(c, [id]) : null;
}

customerCartRoutes.get("/find/:id", gate("user.view"), async (c) => {
  const found = await oneOwner(c);
  if (!found) return notFoundA(c);
  const owner = found.rows[0];
  const lines = (await loadCartLines(c.get("db"), await linesOf(c, found))).map((l) => ({ ...l, created: created(c, l.created_at) }));
  return ok(c, {
    customer: { id: owner.id, name: owner.name, email: owner.email, guest: found.guest ? 1 : 0 },
    item_count: lines.length,
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    total: money(lines.reduce((n, l) => n + l.line_total, 0)),
    lines,
  });
});

/** Bounds of a reminder: a subject line and a short plain-text message. */
export const REMINDER_LIMITS = { subject: 150, message: 5000 } as const;

const reminderSchema = z.object({
  subject: requiredString("subject", { max: REMINDER_LIMITS.subject }),
  message: requiredString("message", { max: REMINDER_LIMITS.message }),
});

customerCartRoutes.post("/remind/:id", gate("user.edit"), async (c) => {
  const found = await oneOwner(c);
  if (!found) return notFoundA(c);
  const v = await validateBody(c, reminderSchema);
  if (!v.ok) return v.response;
  const owner = found.rows[0];
  if (!owner.email) return businessError(c, "The customer has no email address.");
  // A reminder is about the goods waiting in the cart: none, nothing to remind of.
  if (!(await linesOf(c, found)).length) return businessError(c, "The cart is empty.");
  const mail = await c
    .get("db")
    .insertInto("mail_outbox")
    .values({ to_email: owner.email, subject: v.data.subject, body: v.data.message, kind: "cart_reminder", created_at: isoNow() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return ok(c, { id: mail.id, to: owner.email }, `A reminder has been queued for ${owner.email}.`);
});

customerCartRoutes.delete("/delete/:ids", gate("user.delete"), async (c) => {
  const db = c.get("db");
  const ids = idsOrAnswer(c, c.req.param("ids"), notFoundA);
  if (ids instanceof Response) return ids;
  const found = await owners(c, ids);
  if (!found) return notFoundA(c);
  // One statement: every listed customer's cart goes, or (on error) none.
  if (found.guest) {
    const tokens = found.rows.map((r) => (r as { user_token: string }).user_token);
    await db.deleteFrom("carts").where("user_token", "in", tokens).where("user_id", "is", null).where("admin_id", "is", null).execute();
  } else {
    await db.deleteFrom("carts").where("user_id", "in", ids).where("admin_id", "is", null).execute();
  }
  return ok(c, true);
});
