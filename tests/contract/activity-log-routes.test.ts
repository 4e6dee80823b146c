import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, FORBIDDEN_MESSAGE, signInDemo, type DemoSession } from "./accounts";
import { ALICE, allPages, BRUNO, entry, insertEntries, storedEntries, type StoredEntry } from "./activity-log-routes-helpers";
import { expectValidationFailure, useTestServer } from "./harness";

/*
 * The activity log's list routes (server/docs/activity-log.md): each filter narrows to exactly the
 * entries the table holds for it, paging and sorting cover every entry once, one record's history,
 * the people to filter by, and the refusals. The entries are written straight into the table.
 */
const t = useTestServer();
let s: DemoSession;

const AREAS = ["catalog", "sales", "people", "settings"] as const;
const ACTIONS = ["create", "update", "delete"] as const;

beforeAll(async () => {
  s = await signInDemo(t());
  const rows = [];
  for (let i = 0; i < 40; i++) {
    const who = i % 3 === 0 ? BRUNO : ALICE;
    // Two entries share each second, so created_at ties are broken by id.
    const at = new Date(Date.UTC(2026, 2, 1 + Math.floor(i / 4), 9, 0, Math.floor(i / 2)));
    rows.push(
      entry({
        created_at: at.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z"),
        admin_id: who.id,
        admin_name: who.name,
        admin_role: who.role,
        area: AREAS[i % AREAS.length],
        action: ACTIONS[i % ACTIONS.length],
        record_type: i % 2 ? "product" : "brand",
        record_id: String(100 + (i % 5)),
        record_title: i === 7 ? "Borsa 100% pelle_nera" : `Title ${i}`,
      }),
    );
  }
  await insertEntries(t().server.db, rows);
});

const matching = async (test: (e: StoredEntry) => boolean) => (await storedEntries(t().server.db)).filter(test).map((e) => e.id);

describe("activity-log/all", () => {
  it("answers the paginator of entries, newest first, changes parsed, no internal columns", async () => {
    const res = await t().api(s.admin).get("/activity-log/all");
    expect([res.http, res.status]).toEqual([200, 200]);
    const page = res.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 14, from: 1, to: 14 });
    const stored = await storedEntries(t().server.db);
    expect(page.total).toBe(stored.length);
    expect(page.last_page).toBe(Math.ceil(stored.length / 14));
    expect(page.data.map((e: { id: number }) => e.id)).toEqual(stored.slice(0, 14).map((e) => e.id));
    const fixture = page.data.find((e: { admin_id: number }) => e.admin_id === ALICE.id);
    expect(Object.keys(fixture).sort()).toEqual(
      [
        "id",
        "created_at",
        "admin_id",
        "admin_name",
        "admin_role",
        "area",
        "action",
        "record_type",
        "record_id",
        "record_title",
        "changes",
        "ip",
        "user_agent",
      ].sort(),
    );
    expect(fixture.changes).toEqual([{ field: "selling", old: 28, new: 25.5 }]);
  });

  it.each([
    ["user", String(BRUNO.id), (e: StoredEntry) => e.admin_id === BRUNO.id],
    ["area", "sales", (e: StoredEntry) => e.area === "sales"],
    ["action", "delete", (e: StoredEntry) => e.action === "delete"],
    ["record_type", "brand", (e: StoredEntry) => e.record_type === "brand"],
    ["record_id", "103", (e: StoredEntry) => e.record_id === "103"],
    ["q", "100% pelle_", (e: StoredEntry) => (e.record_title ?? "").includes("100% pelle_")],
    ["q", "bruno fix", (e: StoredEntry) => (e.admin_name ?? "").toLowerCase().includes("bruno fix")],
    // Two characters have no trigram: the search reads the log with the LIKE alone.
    ["q", "ru", (e: StoredEntry) => [e.record_title, e.admin_name].some((v) => (v ?? "").toLowerCase().includes("ru"))],
  ])("filter %s=%s narrows to exactly the matching entries", async (name, value, test) => {
    const expected = await matching(test);
    expect(expected.length).toBeGreaterThan(0);
    const got = await allPages(t(), s.admin, { [name]: value });
    expect(got.ids).toEqual(expected);
    expect(got.total).toBe(expected.length);
  });

  it("combines filters; a wildcard in q is literal", async () => {
    const expected = await matching((e) => e.area === "catalog" && e.record_type === "brand" && e.admin_id === ALICE.id);
    expect(expected.length).toBeGreaterThan(0);
    const got = await allPages(t(), s.admin, { area: "catalog", record_type: "brand", user: ALICE.id });
    expect(got.ids).toEqual(expected);
    expect((await allPages(t(), s.admin, { q: "Title_1" })).total).toBe(0);
  });

  it("from/to are whole days, inclusive, in the shop's time zone", async () => {
    const db = t().server.db;
    const [late, early] = await insertEntries(db, [
      entry({ created_at: "2027-01-10T23:30:00.000000Z", record_title: "late" }),
      entry({ created_at: "2027-01-10T22:30:00.000000Z", record_title: "early" }),
    ]);
    const day = { from: "2027-01-10", to: "2027-01-10" };
    const { time_zone: seeded } = await db.selectFrom("settings").select("time_zone").executeTakeFirstOrThrow();
    try {
      // No shop zone: the request's time_zone, else UTC.
      await db.updateTable("settings").set({ time_zone: null }).execute();
      expect((await allPages(t(), s.admin, day)).ids).toEqual([early, late]);
      expect((await allPages(t(), s.admin, { ...day, time_zone: "Asia/Tokyo" })).ids).toEqual([]);
      // In Rome (UTC+1) 23:30 UTC is already the 11th; the shop's zone wins over the request's.
      await db.updateTable("settings").set({ time_zone: "Europe/Rome" }).execute();
      expect((await allPages(t(), s.admin, { ...day, time_zone: "Asia/Tokyo" })).ids).toEqual([early]);
      expect((await allPages(t(), s.admin, { from: "2027-01-11" })).ids).toEqual([late]);
      expect((await allPages(t(), s.admin, { to: "2027-01-10", from: "2027-01-10", user: ALICE.id })).ids).toEqual([early]);
    } finally {
      await db.updateTable("settings").set({ time_zone: seeded }).execute();
    }
    // March fixtures: the range counts both ends.
    const march = await matching((e) => e.created_at >= "2026-03-02" && e.created_at < "2026-03-04");
    expect((await allPages(t(), s.admin, { from: "2026-03-02", to: "2026-03-03" })).ids).toEqual(march);
    expect(march.length).toBe(8);
  });

  it("refuses unreadable filters and sort directions", async () => {
    const api = t().api(s.admin);
    expectValidationFailure(await api.get("/activity-log/all", { from: "2026-02-31", to: "yesterday" }), [
      "The from is not a valid date.",
      "The to is not a valid date.",
    ]);
    expectValidationFailure(await api.get("/activity-log/all", { user: "bruno" }), ["The user must be an integer."]);
    const bad = await api.get("/activity-log/all", { type: "sideways" });
    expect([bad.status, bad.message]).toEqual([201, 'Order direction must be "asc" or "desc".']);
  });

  it("pages cover every entry once, in the asked order, with per_page up to 100", async () => {
    const stored = await storedEntries(t().server.db);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(stored.length / 7); page++) {
      const res = await t().api(s.admin).get("/activity-log/all", { per_page: 7, page, orderby: "id", type: "asc" });
      expect(res.data).toMatchObject({ current_page: page, per_page: 7, total: stored.length });
      pages.push(...res.data.data.map((e: { id: number }) => e.id));
    }
    expect(pages).toEqual(stored.map((e) => e.id).reverse());
    const byCreated = [...stored].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map((e) => e.id);
    expect((await allPages(t(), s.admin, { orderby: "created_at", type: "desc" })).ids).toEqual(byCreated);
    const big = await t().api(s.admin).get("/activity-log/all", { per_page: 5000 });
    expect(big.data.per_page).toBe(100);
    const beyond = await t().api(s.admin).get("/activity-log/all", { page: 999 });
    expect(beyond.data).toMatchObject({ data: [], from: null, total: stored.length });
  });
});

describe("activity-log/record, users, refusals", () => {
  it("one record's entries, newest first, paged", async () => {
    const expected = await matching((e) => e.record_type === "product" && e.record_id === "101");
    expect(expected.length).toBeGreaterThan(2);
    const res = await t().api(s.admin).get("/activity-log/record/product/101", { per_page: 2 });
    expect(res.data).toMatchObject({ total: expected.length, per_page: 2 });
    expect(res.data.data.map((e: { id: number }) => e.id)).toEqual(expected.slice(0, 2));
    const none = await t().api(s.admin).get("/activity-log/record/product/999999");
    expect([none.status, none.data.total]).toEqual([200, 0]);
  });

  it("users: the admins to filter by", async () => {
    const res = await t().api(s.admin).get("/activity-log/users");
    expect(res.status).toBe(200);
    expect(res.data).toEqual(expect.arrayContaining([{ id: s.adminId, name: "Shop Admin" }]));
    const admins = await t().server.db.selectFrom("admins").select("id").execute();
    expect(res.data).toHaveLength(admins.length);
  });

  it("a role without activity_log.view is refused every route", async () => {
    const nobody = await createAdmin(t(), { permissions: ["product.view", "setting.edit"] });
    for (const path of [
      "/activity-log/all",
      "/activity-log/record/product/101",
      "/activity-log/export",
      "/activity-log/users",
      "/activity-log/settings",
    ]) {
      const res = await t().api(nobody.token).get(path);
      expect([path, res.status, res.message]).toEqual([path, 403, FORBIDDEN_MESSAGE]);
    }
    const anonymous = await t().api().get("/activity-log/all");
    expect(anonymous.status).toBe(204);
  });

  it("the log is append-only: no route updates or deletes an entry", async () => {
    const [id] = (await storedEntries(t().server.db)).map((e) => e.id);
    const auth = { Authorization: `Bearer ${s.admin}`, Accept: "application/json" };
    for (const [method, path] of [
      ["DELETE", `/api/admin/activity-log/delete/${id}`],
      ["POST", `/api/admin/activity-log/delete/${id}`],
      ["POST", `/api/admin/activity-log/action/${id}`],
      ["DELETE", `/api/admin/activity-log/${id}`],
      ["PUT", `/api/admin/activity-log/all`],
      ["POST", `/api/admin/activity-log/all`],
    ]) {
      const res = await t().raw(path, { method, headers: auth });
      expect([method, path, res.status]).toEqual([method, path, 405]);
    }
    expect((await t().raw(`/api/admin/activity-log/find/${id}`, { headers: auth })).status).toBe(404);
    expect(await t().server.db.selectFrom("activity_log").select("id").where("id", "=", id).executeTakeFirst()).toEqual({ id });
  });
});
