import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import { eventHub } from "../events/hub";
import { RETRY } from "../events/frames";
import { Subscriber } from "../events/subscriber";
import { requireAdmin, type AdminContext } from "../http/auth";
import type { Env } from "../http/env";
import { envelope } from "../http/envelope";
import { verifyJwt } from "../security/jwt";

/*
 * Live events (extension, server/docs/events.md): `GET events` is a server-sent event stream of
 * what changes in the shop (new orders, status changes, messages, withdrawals, stock, saved
 * records), each frame filtered by the caller's permissions and vendor scope. The events come from
 * the admin_events table (migration 0540), read by one poller per process (events/hub.ts).
 *
 * Mounted with the public routes so that it answers the token check's refusals itself: as HTTP 401
 * (the stream's client reads the HTTP status, not a JSON body), with the usual envelope.
 */

export const eventsPublic = new Hono<Env>();

/** Last-Event-ID: a whole number, else as if absent (live from now). */
function lastEventId(c: Context<Env>): number | null {
  const raw = c.req.header("last-event-id")?.trim() ?? "";
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** The caller, or the token check's refusal turned into an HTTP 401. */
async function signedIn(c: Context<Env>): Promise<AdminContext | Response> {
  let admin: AdminContext | undefined;
  const refused = await requireAdmin(c, async () => {
    admin = c.get("admin");
  });
  if (admin) return admin;
  const body = refused ? ((await refused.json()) as object) : envelope(null, 204, "Unauthenticated.");
  return c.json(body, 401);
}

eventsPublic.get("/events", async (c) => {
  const admin = await signedIn(c);
  if (admin instanceof Response) return admin;
  const config = c.get("config");
  const hub = eventHub(c.get("db"), { heartbeatMs: config.eventsHeartbeatSeconds * 1000 });
  if (hub.openBy(admin.id) >= config.eventsStreamsPerAdmin) {
    const message = "Too many open event streams.";
    return c.json(envelope({ form: [message] }, 429, message), 429);
  }
  const claims = verifyJwt(/^Bearer\s+(\S+)/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "", config.jwtSecret);
  const expiresAt = (claims?.exp ?? 0) * 1000;
  const after = lastEventId(c);
  const viewer = { id: admin.id, isVendor: admin.isVendor, permissions: admin.permissions };

  const response = streamSSE(c, async (stream) => {
    const subscriber = new Subscriber(stream, viewer, expiresAt, after ?? 0);
    subscriber.write(RETRY);
    // Added before the first await: the cap above counts it for the caller's next request.
    const live = await hub.open(subscriber);
    if (after !== null) await hub.replay(subscriber, after, live);
    subscriber.release();
    await subscriber.closed;
  });
  // No compression and no buffering on the way (nginx reads X-Accel-Buffering), nothing cached.
  response.headers.set("Content-Type", "text/event-stream; charset=utf-8");
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Accel-Buffering", "no");
  return response;
});
