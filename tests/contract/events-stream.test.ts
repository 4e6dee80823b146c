import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { KEEP_AT_LEAST, pruneEvents } from "../../server/src/events/store";
import { isoNow, toIso } from "../../server/src/http/format";
import { signJwt } from "../../server/src/security/jwt";
import { eventOf, openEvents, type EventStream, type Frame } from "../../scripts/events-client";
import { createAdmin, signInDemo, type DemoSession } from "./accounts";
import { useTestServer } from "./harness";

/*
 * Live events, the stream itself (server/docs/events.md): refusals (401, 429), the answer's headers,
 * the retry line and heartbeats, an event's frame, Last-Event-ID replay and `reset`, the end of the
 * stream at the token's expiry, and the table's retention. A short heartbeat and a cap of 3 streams
 * per admin keep the waits short.
 */
const t = useTestServer({ eventsHeartbeatSeconds: 1, eventsStreamsPerAdmin: 3 });
let s: DemoSession;
const open: EventStream[] = [];

beforeAll(async () => {
  s = await signInDemo(t());
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function stream(token: string | null, lastEventId?: number | string): Promise<EventStream> {
  const opened = await openEvents(t().url, { token, lastEventId });
  open.push(opened);
  return opened;
}

/** A contact message written outside any request (as the storefront does): a `message.created`. */
async function message(): Promise<number> {
  const row = await t()
    .server.db.insertInto("contact_us")
    .values({ name: "Visitor", email: "visitor@example.org", subject: "Hello", message: "A question" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const eventIds = (frames: Frame[]) => frames.filter((f) => f.event !== ":" && f.retry === undefined).map((f) => Number(f.id));

describe("events: refusals", () => {
  it("answers 401 in the envelope without a token or with a bad one", async () => {
    for (const token of [null, "not-a-token"]) {
      const refused = await stream(token);
      expect(refused.http).toBe(401);
      expect(await refused.json()).toEqual({ data: null, status: 204, token: null, message: "Unauthenticated." });
    }
  });

  it("answers 429 over the cap of streams per admin; another admin still gets one; a closed stream frees its place", async () => {
    const three = [await stream(s.admin), await stream(s.admin), await stream(s.admin)];
    expect(three.map((x) => x.http)).toEqual([200, 200, 200]);
    const fourth = await stream(s.admin);
    expect(fourth.http).toBe(429);
    expect(await fourth.json()).toMatchObject({ status: 429, message: "Too many open event streams." });
    expect((await stream(s.vendor)).http).toBe(200);

    // The server learns of the closed connection on its own time: ask again until it has.
    three[0].close();
    let again = await stream(s.admin);
    for (let i = 0; again.http === 429 && i < 50; i++) again = await stream(s.admin);
    expect(again.http).toBe(200);
  });
});

describe("events: the stream", () => {
  it("is an unbuffered, uncached, uncompressed event stream that starts with the retry line and sends heartbeats", async () => {
    const live = await stream(s.admin);
    expect(live.http).toBe(200);
    expect(live.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(live.headers["cache-control"]).toBe("no-store");
    expect(live.headers["x-accel-buffering"]).toBe("no");
    expect(live.headers["content-encoding"]).toBeUndefined();
    const ping = await live.waitFor((f) => f.comment === "ping");
    expect(live.frames[0]).toEqual({ id: null, event: "message", data: null, retry: 3000 });
    expect(ping.event).toBe(":");
  });

  it("sends an event's frame with its id, type, time, record and a null actor for a write outside a request", async () => {
    const live = await stream(s.admin);
    await live.waitFor((f) => f.retry === 3000);
    const id = await message();
    const frame = await live.waitFor(eventOf("message.created", id));
    expect(frame.id).toBe(String(frame.data.id));
    expect(frame.data).toEqual({
      id: Number(frame.id),
      type: "message.created",
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      record_type: "message",
      record_id: String(id),
      actor: null,
    });
  });

  it("names the signed-in admin who made the change as its actor", async () => {
    const live = await stream(s.admin);
    await live.waitFor((f) => f.retry === 3000);
    const created = await t()
      .api(s.admin)
      .post("/brand/action", { title: "Events brand", slug: `events-brand-${Date.now()}` });
    expect(created.status).toBe(200);
    const frame = await live.waitFor(eventOf("record.changed", created.data.id));
    expect(frame.data).toMatchObject({
      record_type: "brand",
      action: "create",
      record_title: "Events brand",
      actor: { id: s.adminId, name: "Shop Admin" },
    });
  });
});

describe("events: reconnection", () => {
  it("replays with Last-Event-ID the events missed while away, in order, then goes on live", async () => {
    const first = await stream(s.admin);
    await first.waitFor((f) => f.retry === 3000);
    const seen = await first.waitFor(eventOf("message.created", await message()));
    first.close();
    const missed = [await message(), await message()];

    const again = await stream(s.admin, seen.id!);
    const replayed = await again.until(eventOf("message.created", missed[1]));
    expect(replayed.filter((f) => f.event === "message.created").map((f) => f.data.record_id)).toEqual(missed.map(String));
    const ids = eventIds(replayed);
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const later = await message();
    await again.waitFor(eventOf("message.created", later));
    expect(again.frames.filter(eventOf("message.created", missed[0]))).toHaveLength(1);
  });

  it("without Last-Event-ID sends nothing from before (live from now)", async () => {
    const before = await message();
    const live = await stream(s.admin);
    await live.waitFor((f) => f.retry === 3000);
    const after = await message();
    const frames = await live.until(eventOf("message.created", after));
    expect(frames.filter(eventOf("message.created", before))).toEqual([]);
  });

  it("sends `reset` when events after Last-Event-ID are no longer kept, or the id is unknown, then goes on live", async () => {
    const first = await stream(s.admin);
    await first.waitFor((f) => f.retry === 3000);
    const seen = await first.waitFor(eventOf("message.created", await message()));
    first.close();
    await message();
    const kept = await message();
    // Pruned (oldest first) up to the event right after the caller's.
    await t()
      .server.db.deleteFrom("admin_events")
      .where("id", "<=", Number(seen.id) + 1)
      .execute();

    const again = await stream(s.admin, seen.id!);
    const reset = await again.waitFor((f) => f.event === "reset");
    expect(reset.data).toEqual({});
    expect(Number(reset.id)).toBeGreaterThanOrEqual(Number(seen.id) + 2);
    const live = await message();
    const frames = await again.until(eventOf("message.created", live));
    expect(frames.filter(eventOf("message.created", kept))).toEqual([]);

    const stranger = await stream(s.admin, 999_999_999);
    await stranger.waitFor((f) => f.event === "reset");
    await stranger.waitFor(eventOf("message.created", await message()));
  });
});

describe("events: token expiry and retention", () => {
  it("ends the stream when the caller's token expires", async () => {
    const config = t().server.config;
    const jti = randomBytes(16).toString("hex");
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + 2;
    await t()
      .server.db.insertInto("admin_tokens")
      .values({ jti, admin_id: s.adminId, name: "admin", expires_at: toIso(new Date(exp * 1000)), created_at: isoNow() })
      .execute();
    const token = signJwt({ sub: String(s.adminId), jti, scopes: ["admin"], iat, nbf: iat, exp }, config.jwtSecret);
    const short = await stream(token);
    expect(short.http).toBe(200);
    await short.ended;
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
  });

  it("keeps 24 h of events and at least the last 5000; older ones are pruned", async () => {
    const db = t().server.db;
    const old = toIso(new Date(Date.now() - 25 * 3600_000));
    const count = async (where: ReturnType<typeof sql>) =>
      Number((await sql<{ n: number }>`SELECT count(*) AS n FROM admin_events WHERE ${where}`.execute(db)).rows[0].n);
    const recentBefore = await count(sql`1`);
    // 6000 day-old events, then one fresh: the 5000 newest stay whatever their age, and so do the
    // recent ones written before them.
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
      INSERT INTO admin_events (created_at, type, record_type, record_id) SELECT ${old}, 'message.created', 'message', i FROM n`.execute(
      db,
    );
    await message();
    const last = Number((await sql<{ id: number }>`SELECT max(id) AS id FROM admin_events`.execute(db)).rows[0].id);
    while ((await pruneEvents(db, new Date(), 700)) > 0);
    expect(await count(sql`id > ${last - KEEP_AT_LEAST}`)).toBe(KEEP_AT_LEAST);
    expect(await count(sql`id <= ${last - KEEP_AT_LEAST} AND created_at = ${old}`)).toBe(0);
    expect(await count(sql`id <= ${last - KEEP_AT_LEAST} AND created_at <> ${old}`)).toBe(recentBefore);
  });

  it("leaves out the events whose permission the caller lacks (here message.view)", async () => {
    const clerk = await createAdmin(t(), { permissions: ["order.view"] });
    const live = await stream(clerk.token);
    expect(live.http).toBe(200);
    await live.waitFor((f) => f.retry === 3000);
    const hidden = await message();
    const fresh = await t().server.db.selectFrom("orders").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
    await t()
      .server.db.updateTable("orders")
      .set({ cancelled: sql`1 - cancelled` })
      .where("id", "=", fresh.id)
      .execute();
    const frames = await live.until(eventOf("order.changed", fresh.id));
    expect(frames.filter(eventOf("message.created", hidden))).toEqual([]);
  });
});
