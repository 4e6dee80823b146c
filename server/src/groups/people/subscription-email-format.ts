import { saveAtVersion, staleVersion, versioned } from "../../http/record-version";
import { Hono, type Context } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import { can, denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { forbidden, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { isBlank, requiredString, validateBody } from "../../http/validate";
import { parseId } from "../../http/crud-kit";
import type { SubscriptionEmailFormatTable } from "../../db/schema";
import { countParam, created } from "./common";
import { sanitizeHtml } from "../../http/html-sanitize";

/*
 * Newsletter templates (contract 5.27). `created` comes from the row's own created_at (the
 * original showed the current time). The body is sanitised before it is stored: it is mailed to
 * every subscriber and shown in the panel's previews, and a mail client or a web copy of the
 * newsletter must never receive a script the admin pasted (or a stolen session stored).
 */

export const subscriptionEmailFormatRoutes = new Hono<Env>();

type Row = Selectable<SubscriptionEmailFormatTable>;

function formatJson(c: Context<Env>, r: Row) {
  return {
    id: r.id,
    title: r.title,
    subject: r.subject,
    body: r.body,
    created_at: r.created_at,
    updated_at: r.updated_at,
    created: created(c, r.created_at),
  };
}

// The send-email screen lists the formats with only subscriber.view, so either permission opens it.
subscriptionEmailFormatRoutes.get("/all-subscription-email-formats", async (c) => {
  if (!can(c, "subscription_email_format.view") && !can(c, "subscriber.view")) return forbidden(c);
  const rows = await c.get("db").selectFrom("subscription_email_formats").selectAll().orderBy("created_at").orderBy("id").execute();
  return ok(
    c,
    rows.map((r) => formatJson(c, r)),
  );
});

subscriptionEmailFormatRoutes.get("/all", gate("subscription_email_format.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "title", "subject", "created_at", "updated_at"] as const);
  let q = db.selectFrom("subscription_email_formats").selectAll();
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("subject", pattern), likeEscaped("title", pattern)]));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { perPage: countParam(c), map: (rows) => rows.map((r) => formatJson(c, r)) }));
});

subscriptionEmailFormatRoutes.get("/find/:id", gate("subscription_email_format.view"), async (c) => {
  const id = parseId(c.req.param("id"));
  const row = id
    ? await c.get("db").selectFrom("subscription_email_formats").selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  return row ? ok(versioned(c, row), formatJson(c, row)) : notFoundA(c);
});

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  subject: requiredString("subject", { max: 255 }),
  body: requiredString("body", { max: 200_000 }),
});

async function save(c: Context<Env>, id: number | null) {
  const denied = denyUnless(c, id === null ? "subscription_email_format.create" : "subscription_email_format.edit");
  if (denied) return denied;
  const db = c.get("db");
  const current =
    id === null ? undefined : await db.selectFrom("subscription_email_formats").selectAll().where("id", "=", id).executeTakeFirst();
  if (id !== null && !current) return notFoundA(c);
  // A form opened on an older version of the format (If-Match, record-version.ts).
  const stale = current && (await staleVersion(c, current, async () => formatJson(c, current)));
  if (stale) return stale;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const body = await sanitizeHtml(v.data.body);
  // A body that was nothing but scripts is empty once they are gone: as required as an empty one.
  if (isBlank(body)) return validationFailed(c, { form: ["The body field is required."] });
  const values = { ...v.data, body };
  const now = isoNow();
  const write = async () => {
    if (id === null) {
      const row = await db
        .insertInto("subscription_email_formats")
        .values({ ...values, admin_id: c.get("admin").id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    }
    await db
      .updateTable("subscription_email_formats")
      .set({ ...values, updated_at: now })
      .where("id", "=", id)
      .execute();
    return id;
  };
  const savedId = await saveAtVersion(
    c,
    "subscription_email_formats",
    current ?? null,
    async (row) => formatJson(c, row as typeof current & object),
    write,
  );
  if (savedId instanceof Response) return savedId;
  const row = await db.selectFrom("subscription_email_formats").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(versioned(c, row), formatJson(c, row));
}

subscriptionEmailFormatRoutes.post("/action", (c) => save(c, null));
subscriptionEmailFormatRoutes.post("/action/:id", (c) => {
  const id = parseId(c.req.param("id"));
  return id ? save(c, id) : notFoundA(c);
});

subscriptionEmailFormatRoutes.delete("/delete/:id", gate("subscription_email_format.delete"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("id"));
  const row = id ? await db.selectFrom("subscription_email_formats").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!row) return notFoundA(c);
  await db.deleteFrom("subscription_email_formats").where("id", "=", row.id).execute();
  return ok(c, formatJson(c, row));
});
