import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { requiredInteger, validateBody } from "../../http/validate";
import { mountDelete } from "../../http/crud-kit";
import { created } from "./common";

/*
 * Newsletter subscribers (contract 5.26). Mailing writes one row per subscriber into mail_outbox:
 * nothing leaves the machine.
 */

export const subscriberRoutes = new Hono<Env>();

subscriberRoutes.get("/all", gate("subscriber.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "email", "created_at", "updated_at"] as const);
  let q = db.selectFrom("subscribers").select(["id", "email", "created_at", "updated_at"]);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("email", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => ({ ...r, created: created(c, r.created_at) })) }));
});

// The original had no check; the list of addresses is the subscriber screen's data.
subscriberRoutes.get("/all-subscribers", gate("subscriber.view"), async (c) => {
  const rows = await c.get("db").selectFrom("subscribers").select(["id", "email"]).orderBy("created_at").orderBy("id").execute();
  return ok(c, rows);
});

mountDelete(subscriberRoutes, { table: "subscribers", perm: "subscriber", notFound: notFoundA });

const sendSchema = z.object({ id: requiredInteger("id") });

subscriberRoutes.post("/send-subscription-email", gate("subscriber.view"), async (c) => {
  const v = await validateBody(c, sendSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const format = await db.selectFrom("subscription_email_formats").selectAll().where("id", "=", v.data.id).executeTakeFirst();
  if (!format) return businessError(c, "No email format found.");
  const subscribers = await db.selectFrom("subscribers").select("email").orderBy("id").execute();
  if (!subscribers.length) return businessError(c, "No subscriber found.");
  const now = isoNow();
  await db.transaction().execute(async (trx) => {
    // SQLite allows ~32k bound variables; 5 per row keeps a batch well below that.
    for (let i = 0; i < subscribers.length; i += 500) {
      await trx
        .insertInto("mail_outbox")
        .values(
          subscribers
            .slice(i, i + 500)
            .map((s) => ({ to_email: s.email, subject: format.subject, body: format.body, kind: "subscription", created_at: now })),
        )
        .execute();
    }
  });
  return ok(c, subscribers.length, `Email has been sent to ${subscribers.length} subscriber${subscribers.length === 1 ? "" : "s"}.`);
});
