import { Hono, type Context } from "hono";
import { z } from "zod";
import { NOTIFICATION_KINDS, type NotificationKind } from "../db/schema";
import { forbidden, ok } from "../http/envelope";
import type { Env } from "../http/env";
import { validateBody } from "../http/validate";
import { KIND_PERMISSION, newestId, markOf, setMark, summarise, type KindSummary } from "./notifications-kinds";

/*
 * Extension: the shell's notification bell.
 *
 * GET  notification/summary → { total, kinds: [{ kind, count, up_to, since, latest: [{ id, label, amount, created_at }] }] }
 *      `since` (orders only, else null): when the last order already counted as seen was placed —
 *      the bell counts the orders after it.
 *      Only the kinds the admin's permissions show (order.view, message.view,
 *      withdrawal_request.view); none of them → total 0 and no kinds (not a refusal: the bell sits
 *      on every screen).
 * POST notification/seen { kind, id } → marks one record seen (opened from the bell);
 *      { kind?, up_to? } → marks every record of the kind (of every kind the admin sees, without
 *      one) seen up to `up_to` (the summary's, so what arrived since stays new), or up to the newest.
 *      A kind the admin may not see → 403. Answers the new summary.
 * What counts as new is explained in notifications-kinds.ts.
 */

export const notificationRoutes = new Hono<Env>();

type Ctx = Context<Env>;

function permittedKinds(c: Ctx): NotificationKind[] {
  const permissions = c.get("admin").permissions;
  return NOTIFICATION_KINDS.filter((kind) => permissions.has(KIND_PERMISSION[kind]));
}

async function summary(c: Ctx) {
  const db = c.get("db");
  const me = c.get("admin");
  const kinds: KindSummary[] = [];
  for (const kind of permittedKinds(c)) kinds.push(await summarise(db, me, kind));
  return { total: kinds.reduce((sum, k) => sum + k.count, 0), kinds };
}

notificationRoutes.get("/summary", async (c) => ok(c, await summary(c)));

const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const seenSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS).optional(),
    id: positiveId.optional(),
    up_to: positiveId.optional(),
  })
  .refine((body) => body.id === undefined || body.kind !== undefined, { message: "The kind field is required with an id." });

notificationRoutes.post("/seen", async (c) => {
  const v = await validateBody(c, seenSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const me = c.get("admin");
  const allowed = permittedKinds(c);
  const { kind, id, up_to: upTo } = v.data;
  if (kind && !allowed.includes(kind)) return forbidden(c);
  if (kind && id !== undefined) {
    // Only ids that exist so far (an id above the newest would pre-mark records not yet placed).
    const [mark, newest] = await Promise.all([markOf(db, me, kind), newestId(db, me, kind)]);
    if (id > mark && id <= newest) {
      await db
        .insertInto("notification_seen")
        .values({ admin_id: me.id, kind, record_id: id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  } else {
    for (const each of kind ? [kind] : allowed) {
      const newest = await newestId(db, me, each);
      await setMark(db, me.id, each, upTo === undefined ? newest : Math.min(upTo, newest));
    }
  }
  return ok(c, await summary(c));
});
