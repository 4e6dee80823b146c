import { beforeAll, describe, expect, it } from "vitest";
import { applyRetention, RETENTION_KEY, retentionDays, scheduleRetention } from "../../server/src/activity/retention";
import { toIso } from "../../server/src/http/format";
import { createAdmin, FORBIDDEN_MESSAGE, signInDemo, type DemoSession } from "./accounts";
import { entry, insertEntries } from "./activity-log-routes-helpers";
import { expectValidationFailure, useTestServer } from "./harness";

/*
 * The activity log's retention (server/docs/activity-log.md): entries older than `retention_days`
 * go, the rest stay, running it twice changes nothing; and its settings route.
 */
const t = useTestServer();
let s: DemoSession;
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-29T12:00:00.000Z");
const daysAgo = (days: number, now = NOW) => toIso(new Date(now.getTime() - days * DAY));

beforeAll(async () => {
  s = await signInDemo(t());
});

const present = async (ids: number[]) =>
  (await t().server.db.selectFrom("activity_log").select("id").where("id", "in", ids).orderBy("id").execute()).map((r) => r.id);

describe("retention", () => {
  it("deletes only the entries older than the setting (default 365 days), idempotently", async () => {
    const db = t().server.db;
    await db.deleteFrom("env_settings").where("key", "=", RETENTION_KEY).execute();
    expect(await retentionDays(db)).toBe(365);
    const old = await insertEntries(db, [entry({ created_at: daysAgo(400) }), entry({ created_at: daysAgo(365.01) })]);
    const kept = await insertEntries(db, [
      entry({ created_at: daysAgo(364.99) }),
      entry({ created_at: daysAgo(1) }),
      entry({ created_at: daysAgo(0) }),
    ]);
    expect(await applyRetention(db, NOW)).toBeGreaterThanOrEqual(2);
    expect(await present([...old, ...kept])).toEqual(kept);
    expect(await applyRetention(db, NOW)).toBe(0);
    expect(await present(kept)).toEqual(kept);
  });

  it("follows the setting saved through the route, applying it at once", async () => {
    const db = t().server.db;
    const now = new Date();
    const [older, newer] = await insertEntries(db, [entry({ created_at: daysAgo(31, now) }), entry({ created_at: daysAgo(29, now) })]);
    const res = await t().api(s.admin).post("/activity-log/settings", { retention_days: 30 });
    expect([res.status, res.data]).toEqual([200, { retention_days: 30 }]);
    expect((await t().api(s.admin).get("/activity-log/settings")).data).toEqual({ retention_days: 30 });
    expect(await present([older, newer])).toEqual([newer]);
  });

  it("deletes a backlog larger than one batch", async () => {
    const db = t().server.db;
    const ids = await insertEntries(
      db,
      Array.from({ length: 12_000 }, (_, i) => entry({ created_at: daysAgo(3000 + i / 1000) })),
    );
    expect(await applyRetention(db)).toBe(12_000);
    expect(await present(ids.slice(0, 500))).toEqual([]);
  });

  it("the list totals stay exact through inserts, deletes and changes of entries", async () => {
    const db = t().server.db;
    const [a, b] = await insertEntries(db, [
      entry({ created_at: daysAgo(2, new Date()), area: "people", owner_id: s.vendorId }),
      entry({ created_at: daysAgo(2, new Date()), area: "people", admin_id: s.vendorId, owner_id: null }),
    ]);
    await db.updateTable("activity_log").set({ area: "content", owner_id: s.adminId }).where("id", "=", a).execute();
    await db.deleteFrom("activity_log").where("id", "=", b).execute();
    const count = async (where: (e: { area: string; action: string; owner_id: number | null; admin_id: number | null }) => boolean) =>
      (await db.selectFrom("activity_log").select(["area", "action", "owner_id", "admin_id"]).execute()).filter(where).length;
    const total = async (token: string, query: Record<string, string> = {}) =>
      (await t().api(token).get("/activity-log/all", query)).data.total;
    expect(await total(s.admin)).toBe(await count(() => true));
    for (const area of ["people", "content", "catalog"]) expect(await total(s.admin, { area })).toBe(await count((e) => e.area === area));
    expect(await total(s.admin, { action: "update" })).toBe(await count((e) => e.action === "update"));
    expect(await total(s.admin, { user: String(s.vendorId) })).toBe(await count((e) => e.admin_id === s.vendorId));
    expect(await total(s.vendor)).toBe(await count((e) => e.owner_id === s.vendorId || e.admin_id === s.vendorId));
  });

  it("the schedule runs at once and stops cleanly", async () => {
    const db = t().server.db;
    const [old] = await insertEntries(db, [entry({ created_at: daysAgo(5000) })]);
    const schedule = scheduleRetention(db, { everyMs: 60_000 });
    expect(await schedule.firstRun).toBe(1);
    expect(await present([old])).toEqual([]);
    await schedule.stop();
    // Stopped before it started, a run deletes nothing (a closing server leaves it to the next start).
    const [again] = await insertEntries(db, [entry({ created_at: daysAgo(5000) })]);
    const stopped = scheduleRetention(db, { everyMs: 60_000 });
    await stopped.stop();
    expect(await stopped.firstRun).toBe(0);
    expect(await present([again])).toEqual([again]);
  });
});

describe("activity-log/settings", () => {
  it("validates retention_days (an integer 1–3650)", async () => {
    const api = t().api(s.admin);
    expectValidationFailure(await api.post("/activity-log/settings", {}), ["The retention days field is required."]);
    expectValidationFailure(await api.post("/activity-log/settings", { retention_days: 0 }), ["The retention days must be at least 1."]);
    expectValidationFailure(await api.post("/activity-log/settings", { retention_days: 3651 }), [
      "The retention days must not be greater than 3650.",
    ]);
    expectValidationFailure(await api.post("/activity-log/settings", { retention_days: 1.5 }), ["The retention days must be an integer."]);
    expectValidationFailure(await api.post("/activity-log/settings", { retention_days: "many" }), ["The retention days must be a number."]);
    const ok = await api.post("/activity-log/settings", { retention_days: "3650" });
    expect(ok.data).toEqual({ retention_days: 3650 });
  });

  it("saving needs setting.edit; reading needs activity_log.view", async () => {
    const viewer = await createAdmin(t(), { permissions: ["activity_log.view"] });
    expect((await t().api(viewer.token).get("/activity-log/settings")).data).toEqual({ retention_days: 3650 });
    const refused = await t().api(viewer.token).post("/activity-log/settings", { retention_days: 10 });
    expect([refused.status, refused.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    const vendor = await t().api(s.vendor).post("/activity-log/settings", { retention_days: 10 });
    expect(vendor.status).toBe(403);
    const editor = await createAdmin(t(), { permissions: ["setting.edit"] });
    expect((await t().api(editor.token).post("/activity-log/settings", { retention_days: 90 })).data).toEqual({ retention_days: 90 });
    expect(await retentionDays(t().server.db)).toBe(90);
  });
});
