import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { can } from "../http/auth";
import type { Env } from "../http/env";
import { envelope, forbidden, NOT_FOUND_MESSAGE, ok } from "../http/envelope";
import { isoNow, toIso } from "../http/format";
import { field, isBlank, validateBody } from "../http/validate";

/*
 * Presence (extension, server/docs/presence.md): an edit page's heartbeat says "I am here" and
 * answers who else has the same record open, so a page can show "Anna Rossi is also editing this
 * product" and, when the other person's save moves the version, "changed by Anna Rossi".
 *
 *   POST   presence/{subject}/{id}  {version?, saved?}  → {others: [{id, name, version, saved, seen_at}], ttl_seconds}
 *   DELETE presence/{subject}/{id}                      → true (the caller left the page)
 *
 * Gate: `<subject>.view`. A subject that is no permission's answers 404. The rows live in the
 * database (migration 0510), so several WORKERS processes see the same people.
 */

export const presenceRoutes = new Hono<Env>();

/** How long a heartbeat counts: the page sends one every 20 s, so two may be missed. */
export const PRESENCE_TTL_SECONDS = 45;

const SUBJECT = /^[a-z][a-z_]{0,39}$/;
const RECORD = /^[A-Za-z0-9_-]{1,64}$/;

/** A version as the ETag carries it (quotes optional), or nothing. */
const versionText = (name: string) =>
  field<string | null>((v) => {
    if (isBlank(v)) return { ok: true, value: null };
    const s = typeof v === "string" ? v.trim().replace(/^(?:W\/)?"(.*)"$/, "$1") : "";
    return s !== "" && s.length <= 64 && !/["\s]/.test(s)
      ? { ok: true, value: s }
      : { ok: false, messages: [`The ${name} format is invalid.`] };
  }).optional();

const schema = z.object({ version: versionText("version"), saved: versionText("saved") });

const notFound = (c: Context<Env>) => c.json(envelope({ form: [NOT_FOUND_MESSAGE] }, 404, NOT_FOUND_MESSAGE), 404);

/** The subject and record of the path, or the answer instead: 404 for no such subject, 403 without its `view`. */
async function place(c: Context<Env>): Promise<{ subject: string; record: string } | Response> {
  const subject = c.req.param("subject") ?? "";
  const record = c.req.param("id") ?? "";
  if (!SUBJECT.test(subject) || !RECORD.test(record)) return notFound(c);
  if (can(c, `${subject}.view`)) return { subject, record };
  const known = await c.get("db").selectFrom("permissions").select("id").where("name", "=", `${subject}.view`).executeTakeFirst();
  return known ? forbidden(c) : notFound(c);
}

const cutoff = () => toIso(new Date(Date.now() - PRESENCE_TTL_SECONDS * 1000));

// A heartbeat carries two short versions: a kilobyte is plenty.
const smallBody = bodyLimit({
  maxSize: 1024,
  onError: (c) => c.json(envelope({ form: ["The request is too large."] }, 413, "The request is too large."), 413),
});

presenceRoutes.post("/:subject/:id", smallBody, async (c) => {
  const at = await place(c);
  if (at instanceof Response) return at;
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin").id;
  const row = { seen_at: isoNow(), version: v.data.version ?? null, saved: v.data.saved ?? null };
  await db
    .insertInto("presence")
    .values({ ...at, admin_id: me, ...row })
    .onConflict((oc) => oc.columns(["subject", "record", "admin_id"]).doUpdateSet(row))
    .execute();
  const since = cutoff();
  // Opportunistic clean-up: whoever sends a heartbeat removes the rows nobody refreshed.
  await db.deleteFrom("presence").where("seen_at", "<", since).execute();
  const others = await db
    .selectFrom("presence as p")
    .innerJoin("admins as a", "a.id", "p.admin_id")
    .select(["a.id as id", "a.name as name", "p.version as version", "p.saved as saved", "p.seen_at as seen_at"])
    .where("p.subject", "=", at.subject)
    .where("p.record", "=", at.record)
    .where("p.admin_id", "!=", me)
    .where("p.seen_at", ">=", since)
    .orderBy("p.seen_at", "desc")
    .orderBy("a.id")
    .execute();
  return ok(c, { others, ttl_seconds: PRESENCE_TTL_SECONDS });
});

presenceRoutes.delete("/:subject/:id", async (c) => {
  const at = await place(c);
  if (at instanceof Response) return at;
  await c
    .get("db")
    .deleteFrom("presence")
    .where("subject", "=", at.subject)
    .where("record", "=", at.record)
    .where("admin_id", "=", c.get("admin").id)
    .execute();
  return ok(c, true);
});
