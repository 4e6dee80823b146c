import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../server/src/groups/catalog/csv";
import { createAdmin, signInDemo, type DemoSession } from "./accounts";
import { ALICE, allPages, entry, insertEntries, storedEntries, WALTER, type StoredEntry } from "./activity-log-routes-helpers";
import { useTestServer } from "./harness";

/*
 * Who sees what of the activity log, and the CSV export: a vendor sees the entries about its own
 * records (owner) and its own actions (actor), nothing else, in the list, a record's history, the
 * people to filter by and the export; the export is the filtered list, cell for cell safe to open.
 */
const t = useTestServer();
let s: DemoSession;
let own: number[];
let foreign: number[];

beforeAll(async () => {
  s = await signInDemo(t());
  const db = t().server.db;
  own = await insertEntries(db, [
    // The shop's admin changed the vendor's product: the vendor sees it (owner).
    entry({ created_at: "2026-06-01T10:00:00.000000Z", owner_id: s.vendorId, record_id: "501", record_title: "Vendor bag" }),
    // The vendor acted on a record it does not own (a withdrawal request, say): its own action.
    entry({
      created_at: "2026-06-01T11:00:00.000000Z",
      admin_id: s.vendorId,
      admin_name: "Vendor",
      admin_role: "vendor",
      owner_id: ALICE.id,
      area: "sales",
      record_type: "withdrawal",
      record_id: "9",
    }),
  ]);
  foreign = await insertEntries(db, [
    entry({ created_at: "2026-06-01T12:00:00.000000Z", owner_id: WALTER.id, record_id: "502", record_title: "Walter's shoe" }),
    entry({
      created_at: "2026-06-01T12:30:00.000000Z",
      admin_id: WALTER.id,
      admin_name: WALTER.name,
      owner_id: WALTER.id,
      record_id: "501",
    }),
    entry({ created_at: "2026-06-01T13:00:00.000000Z", owner_id: null, area: "settings", record_type: "setting", record_id: "smtp" }),
  ]);
  // Titles a spreadsheet would run as formulas, and text CSV must quote.
  await insertEntries(db, [
    entry({ created_at: "2026-06-02T09:00:00.000000Z", record_title: '=HYPERLINK("http://x")', admin_name: "@admin" }),
    entry({ created_at: "2026-06-02T09:01:00.000000Z", record_title: "+39 phone", admin_name: "-minus", ip: "\tip" }),
    entry({
      created_at: "2026-06-02T09:02:00.000000Z",
      record_title: 'Quote "and", comma\nnew line',
      changes: JSON.stringify([
        { field: "title", old: "Old", new: "New" },
        { field: "stripe_secret", changed: true },
        { field: "price", new: 10 },
        { field: "status", old: 1 },
      ]),
    }),
    entry({ created_at: "2026-06-02T09:03:00.000000Z", record_title: "\rcarriage" }),
  ]);
});

const inScope = (e: StoredEntry, id: number) => e.owner_id === id || e.admin_id === id;

describe("vendor scope", () => {
  it("a vendor's list holds exactly its own entries (owner or actor), every filter within them", async () => {
    const stored = await storedEntries(t().server.db);
    const expected = stored.filter((e) => inScope(e, s.vendorId)).map((e) => e.id);
    const got = await allPages(t(), s.vendor);
    expect(got.ids).toEqual(expected);
    expect(got.total).toBe(expected.length);
    expect(got.ids).toEqual(expect.arrayContaining(own));
    for (const id of foreign) expect(got.ids).not.toContain(id);
    const filtered = await allPages(t(), s.vendor, { record_id: "501" });
    expect([filtered.ids, filtered.total]).toEqual([[own[0]], 1]);
    // Counted as owner plus actor-not-owner: the vendor's action on another's record counts once.
    const sales = await allPages(t(), s.vendor, { area: "sales" });
    const expectedSales = stored.filter((e) => inScope(e, s.vendorId) && e.area === "sales").map((e) => e.id);
    expect([sales.ids, sales.total]).toEqual([expectedSales, expectedSales.length]);
    expect(sales.ids).toContain(own[1]);
  });

  it("a vendor's pages, in either order, are its entries once each", async () => {
    await insertEntries(t().server.db, [
      // Written late but dated early: the time order is not the id order.
      entry({ created_at: "2026-05-01T08:00:00.000000Z", owner_id: s.vendorId, record_id: "503" }),
      entry({ created_at: "2026-06-01T10:00:00.000000Z", admin_id: s.vendorId, owner_id: s.vendorId, record_id: "504" }),
    ]);
    const mine = (await storedEntries(t().server.db)).filter((e) => inScope(e, s.vendorId));
    const byTime = [...mine].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id).map((e) => e.id);
    const pages: number[] = [];
    for (let page = 1; page <= mine.length; page++) {
      const res = await t().api(s.vendor).get("/activity-log/all", { per_page: 1, page, orderby: "created_at", type: "asc" });
      expect(res.data).toMatchObject({ total: mine.length, last_page: mine.length });
      pages.push(...res.data.data.map((e: { id: number }) => e.id));
    }
    expect(pages).toEqual(byTime);
    const desc = await t().api(s.vendor).get("/activity-log/all", { per_page: 2, page: 2, orderby: "id", type: "desc" });
    expect(desc.data.data.map((e: { id: number }) => e.id)).toEqual(mine.slice(2, 4).map((e) => e.id));
  });

  it("a vendor's record history leaves out others' entries about the same record", async () => {
    const mine = await t().api(s.vendor).get("/activity-log/record/product/501");
    expect(mine.data.data.map((e: { id: number }) => e.id)).toEqual([own[0]]);
    const admin = await t().api(s.admin).get("/activity-log/record/product/501");
    expect(admin.data.data.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([own[0], foreign[1]]));
    const other = await t().api(s.vendor).get("/activity-log/record/product/502");
    expect([other.status, other.data.total, other.data.data]).toEqual([200, 0, []]);
  });

  it("a role holding activity_log.view that is not a vendor sees everything; a vendor role with it only its own", async () => {
    const clerk = await createAdmin(t(), { permissions: ["activity_log.view"] });
    const all = await storedEntries(t().server.db);
    expect((await t().api(clerk.token).get("/activity-log/all")).data.total).toBe(all.length);
    const seller = await createAdmin(t(), { permissions: ["activity_log.view"], vendor: true });
    await insertEntries(t().server.db, [entry({ created_at: "2026-06-03T09:00:00.000000Z", owner_id: seller.id })]);
    const theirs = await allPages(t(), seller.token);
    const expected = (await storedEntries(t().server.db)).filter((e) => inScope(e, seller.id)).map((e) => e.id);
    expect(theirs.ids).toEqual(expected);
    expect(theirs.total).toBeGreaterThan(0);
  });

  it("a vendor filters by itself and whoever acted on its records", async () => {
    const res = await t().api(s.vendor).get("/activity-log/users");
    const ids = res.data.map((p: { id: number }) => p.id).sort();
    expect(ids).toEqual(expect.arrayContaining([s.vendorId, ALICE.id]));
    expect(ids).not.toContain(WALTER.id);
  });
});

async function exportOf(token: string, query: Record<string, string> = {}) {
  const res = await t().raw(`/api/admin/activity-log/export?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // TextDecoder drops a byte-order mark: the bytes say whether it was sent.
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder().decode(bytes);
  return { res, text, bom, rows: parseCsv(text) };
}

describe("activity-log/export", () => {
  it("is the filtered list as CSV: same ids, order and count, with a header row", async () => {
    for (const [token, query] of [
      [s.admin, {}],
      [s.admin, { area: "catalog", orderby: "created_at", type: "asc" }],
      [s.admin, { q: "vendor", user: String(ALICE.id) }],
      [s.vendor, {}],
    ] as Array<[string, Record<string, string>]>) {
      const { res, bom, rows } = await exportOf(token, query);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(bom).toBe(true);
      expect(rows[0]).toEqual([
        "Id",
        "Date",
        "User",
        "Role",
        "Area",
        "Action",
        "Record type",
        "Record id",
        "Record title",
        "Changes",
        "IP",
      ]);
      const list = await allPages(t(), token, query);
      expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(list.ids);
      expect(rows.length - 1).toBe(list.total);
    }
  });

  it("a long export (several batches) keeps the list's order across batches, also by time with ties", async () => {
    // Dated backwards against the ids, two entries a second: batches continue after (created_at, id).
    await insertEntries(
      t().server.db,
      Array.from({ length: 2300 }, (_, i) =>
        entry({
          created_at: new Date(Date.UTC(2026, 7, 1, 0, 0, 0) - Math.floor(i / 2) * 1000).toISOString().replace("Z", "000Z"),
          area: "bulk",
        }),
      ),
    );
    for (const query of [
      { area: "bulk", orderby: "created_at", type: "asc" },
      { area: "bulk", orderby: "created_at", type: "desc" },
      { area: "bulk", orderby: "id", type: "asc" },
    ]) {
      const { rows } = await exportOf(s.admin, query);
      const list = await allPages(t(), s.admin, query);
      expect(list.total).toBe(2300);
      expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(list.ids);
    }
  });

  it("writes readable changes, never secrets' values, and makes formula-like cells inert", async () => {
    const { rows } = await exportOf(s.admin, { from: "2026-06-02", to: "2026-06-02" });
    const byTitle = new Map(rows.slice(1).map((r) => [r[8], r]));
    const quoted = byTitle.get('Quote "and", comma\nnew line')!;
    expect(quoted[9]).toBe("title: Old → New; stripe_secret: changed; price: 10; status: 1 →");
    expect(quoted[1]).toBe("2026-06-02T09:02:00.000000Z");
    expect(quoted.slice(2, 8)).toEqual([ALICE.name, "superadmin", "catalog", "update", "product", "1"]);
    const formula = byTitle.get('\'=HYPERLINK("http://x")')!;
    expect(formula[2]).toBe("'@admin");
    const plus = byTitle.get("'+39 phone")!;
    expect([plus[2], plus[10]]).toEqual(["'-minus", "'\tip"]);
    expect(byTitle.has("'\rcarriage")).toBe(true);
    expect(rows.slice(1).every((r) => r.length === 11)).toBe(true);
  });

  it("answers the list's refusals for unreadable filters", async () => {
    const { res, text } = await exportOf(s.admin, { from: "nope" });
    expect(JSON.parse(text)).toMatchObject({ status: 201, data: { form: ["The from is not a valid date."] } });
    expect(res.status).toBe(200);
  });
});
