import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { adminIds, productBody, productSetup, type Rules, type Tokens } from "./catalog-helpers";
import { useTestServer } from "./harness";

/*
 * product/all `q` goes through the trigram indexes (migration 0110) from three characters on. The
 * answer must stay that of `title LIKE %q%` or any variant's `sku LIKE %q%` (ASCII case-insensitive,
 * wildcards literal), with the indexes kept current by the triggers on insert, update and delete.
 */

const t = useTestServer();
let tk: Tokens;
let r: Rules;

beforeAll(async () => ({ tk, r } = await productSetup(t)));

/** Ids the plain scan finds, the reference the indexed search must equal. */
async function scanIds(q: string): Promise<number[]> {
  const pattern = `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await sql<{ id: number }>`select id from products where title like ${pattern} escape '\\'
    or id in (select product_id from updated_inventories where sku like ${pattern} escape '\\') order by id`.execute(t().server.db);
  return rows.rows.map((x) => x.id);
}

async function searchIds(q: string): Promise<{ ids: number[]; total: number }> {
  const res = await t().api(tk.admin).get("/product/all", { q, orderby: "id", type: "asc" });
  expect(res.status).toBe(200);
  return { ids: res.data.data.map((x: any) => x.id), total: res.data.total };
}

describe("product/all search", () => {
  it("answers exactly like the LIKE scan, wildcards, quotes and case included", async () => {
    const api = t().api(tk.admin);
    const titles = [
      "Qwz Sale 100% Off",
      "Qwz a_b Tool",
      "Qwz aXb Tool",
      'Qwz "Quoted" Lamp',
      "Qwz back\\slash",
      "Qwz ÉCOLE Bag",
      "Qwz école Pen",
    ];
    for (const title of titles) expect((await api.post("/product/action", productBody(r, { title }))).status).toBe(200);
    const plain = (await api.post("/product/action", productBody(r, { title: "Plain Thing" }))).data;
    await api.post(`/updated-inventory/action/${plain.id}`, { inventories: [{ quantity: 1, sku: "QWZ-SKU_77", price: 0 }] });

    for (const q of [
      "qwz",
      "QWZ",
      "100%",
      "0% o",
      "a_b",
      "_b T",
      '"Quoted"',
      'z "q',
      "k\\sl",
      "ÉCOLE",
      "école",
      "cole",
      "sku_7",
      "Qw",
      "%",
      "  qwz sale  ",
    ]) {
      const expected = await scanIds(q);
      const got = await searchIds(q);
      expect({ q, total: got.total }).toEqual({ q, total: expected.length });
      expect({ q, ids: got.ids }).toEqual({ q, ids: expected.slice(0, 14) });
    }
  });

  it("pages the matches with the same total on every page, past the last one included", async () => {
    const api = t().api(tk.admin);
    for (let i = 0; i < 16; i++) expect((await api.post("/product/action", productBody(r, { title: `Qvp Item ${i}` }))).status).toBe(200);
    const expected = await scanIds("qvp item");
    expect(expected.length).toBe(16);
    for (const [page, from] of [
      [1, 0],
      [2, 14],
      [3, 28],
    ]) {
      const res = await api.get("/product/all", { q: "qvp item", orderby: "id", type: "asc", page });
      expect(res.status).toBe(200);
      expect({ page, total: res.data.total, ids: res.data.data.map((x: any) => x.id) }).toEqual({
        page,
        total: 16,
        ids: expected.slice(from, from + 14),
      });
    }
  });

  it("keeps LIKE's case rules where the trigram index folds more: non-ASCII letters, ſ and the Kelvin sign", async () => {
    const api = t().api(tk.admin);
    // The trigram index folds ſ (U+017F) to s and K (U+212A) to k, and É to é; LIKE does not.
    for (const title of ["Qvr \u017Fhoe \u212Aey", "Qvr shoe key", "Qvr été Robe"]) {
      expect((await api.post("/product/action", productBody(r, { title }))).status).toBe(200);
    }
    for (const q of ["qvr shoe", "QVR SHOE KEY", "qvr \u017Fhoe", "\u212Aey", "qvr été", "QVR été", "qvr ÉTÉ", "été robe"]) {
      const expected = await scanIds(q);
      const got = await searchIds(q);
      expect({ q, total: got.total, ids: got.ids }).toEqual({ q, total: expected.length, ids: expected.slice(0, 14) });
    }
    expect((await searchIds("qvr shoe")).total).toBe(1);
    expect((await searchIds("QVR été")).total).toBe(1);
    expect((await searchIds("qvr ÉTÉ")).total).toBe(0);
  });

  it("follows renames, new variants and deletes", async () => {
    const api = t().api(tk.admin);
    const p = (await api.post("/product/action", productBody(r, { title: "Xylo Before" }))).data;
    expect((await searchIds("xylo bef")).ids).toEqual([p.id]);
    await api.post(`/product/action/${p.id}`, productBody(r, { title: "Xylo After" }));
    expect((await searchIds("xylo bef")).ids).toEqual([]);
    expect((await searchIds("xylo aft")).ids).toEqual([p.id]);
    await api.post(`/updated-inventory/action/${p.id}`, { inventories: [{ quantity: 2, sku: "VBN-991", price: 0 }] });
    expect((await searchIds("vbn-99")).ids).toEqual([p.id]);
    await api.del(`/product/delete/${p.id}`);
    expect((await searchIds("xylo aft")).ids).toEqual([]);
    expect((await searchIds("vbn-99")).ids).toEqual([]);
  });
});

/*
 * Migration 0111 made the indexes exact (the text as LIKE compares it), so product-search.ts takes
 * the matches and their total from the indexes alone: the answer must stay the LIKE scan's also for
 * text only the database can hold, for a vendor, under the list's filters and in any sort order.
 */
describe("product/all search from the LIKE-exact indexes", () => {
  interface ScanOptions {
    adminId?: number;
    status?: number;
    brandIds?: number[];
    orderby?: string;
    type?: "asc" | "desc";
  }

  /** The plain scan in the list's order (`orderby`, then id), with the list's filters. */
  async function scan(q: string, o: ScanOptions = {}): Promise<number[]> {
    const pattern = `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const dir = sql.raw(o.type ?? "desc");
    const rows = await sql<{ id: number }>`select id from products where (title like ${pattern} escape '\\'
      or id in (select product_id from updated_inventories where sku like ${pattern} escape '\\'))
      and (${o.adminId ?? null} is null or admin_id = ${o.adminId ?? null})
      and (${o.status ?? null} is null or status = ${o.status ?? null})
      and (${o.brandIds ? 0 : 1} or brand_id in (${sql.join(o.brandIds ?? [0])}))
      order by ${sql.ref(o.orderby ?? "created_at")} ${dir}, id ${dir}`.execute(t().server.db);
    return rows.rows.map((x) => x.id);
  }

  async function search(token: string, q: string, o: ScanOptions & { page?: number } = {}) {
    const query: Record<string, string | number> = { q, orderby: o.orderby ?? "created_at", type: o.type ?? "desc", page: o.page ?? 1 };
    if (o.status !== undefined) query.status = o.status;
    if (o.brandIds) query.brands = o.brandIds.join(",");
    const res = await t().api(token).get("/product/all", query);
    expect(res.status).toBe(200);
    return { ids: res.data.data.map((x: any) => x.id) as number[], total: res.data.total as number };
  }

  it("matches LIKE on titles the API cannot write: a NUL ends the text LIKE reads, a BLOB never matches", async () => {
    const api = t().api(tk.admin);
    const made: number[] = [];
    for (const title of ["Qnl first", "Qnl second", "Qnl third"])
      made.push((await api.post("/product/action", productBody(r, { title }))).data.id);
    const db = t().server.db;
    await sql`update products set title = 'Qnl abc' || char(0) || 'hidden' where id = ${made[0]}`.execute(db);
    await sql`update products set title = cast('Qnl blob hidden' as blob) where id = ${made[1]}`.execute(db);
    for (const q of ["qnl", "hidden", "abc", "QNL BLOB", "qnl th"]) {
      const expected = await scan(q, { orderby: "id", type: "asc" });
      const got = await search(tk.admin, q, { orderby: "id", type: "asc" });
      expect({ q, total: got.total, ids: got.ids }).toEqual({ q, total: expected.length, ids: expected.slice(0, 14) });
    }
    expect((await search(tk.admin, "hidden")).total).toBe(0);
    expect((await search(tk.admin, "qnl")).total).toBe(2);
    // What the triggers wrote is what the index's own text gives (FTS5 re-reads it from the view).
    await sql`insert into products_title_fts (products_title_fts) values ('integrity-check')`.execute(db);
    await sql`insert into inventory_sku_fts (inventory_sku_fts) values ('integrity-check')`.execute(db);
  });

  it("gives a vendor only its own matches, with their total, on every page", async () => {
    const api = t().api(tk.admin);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push((await api.post("/product/action", productBody(r, { title: `Qvd Lamp ${i}`, status: 1 + (i % 2) }))).data.id);
    const { vendor } = await adminIds(t);
    await t().server.db.updateTable("products").set({ admin_id: vendor }).where("id", "in", ids.slice(0, 17)).execute();
    // Only the vendor's products count, also through a variant's SKU.
    const other = (await api.post("/product/action", productBody(r, { title: "Plain Qvd-less" }))).data.id;
    await api.post(`/updated-inventory/action/${other}`, { inventories: [{ quantity: 1, sku: "QVD LAMP-X", price: 0 }] });
    for (const o of [{}, { status: 1 }, { orderby: "title", type: "asc" as const }, { orderby: "id", type: "asc" as const, status: 2 }]) {
      const expected = await scan("qvd lamp", { ...o, adminId: vendor });
      expect(expected.length).toBeGreaterThan(0);
      for (const page of [1, 2, 3]) {
        const got = await search(tk.vendor, "QVD LAMP", { ...o, page });
        expect({ o, page, total: got.total, ids: got.ids }).toEqual({
          o,
          page,
          total: expected.length,
          ids: expected.slice((page - 1) * 14, page * 14),
        });
      }
    }
    const all = await search(tk.admin, "qvd lamp");
    expect(all.total).toBe(21);
    expect(all.ids).toEqual((await scan("qvd lamp")).slice(0, 14));
  });

  it("pages by date along the date index when matches are common among the newest, and falls back when not", async () => {
    const db = t().server.db;
    const { admin } = await adminIds(t);
    // 200 matches, the newest products (ties on created_at broken by id); the newest of all matching
    // by a variant's SKU alone; and newer still, one that matches only if `_` and `%` were wildcards.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 200)
      insert into products (title, slug, admin_id, created_at, updated_at)
      select 'Qwk_Walk 50% ' || i, 'qwk-walk-' || i, ${admin}, '2030-01-01T00:00:' || printf('%02d', i % 50) || '.000000Z', '2030-01-01T00:00:00.000000Z'
      from n`.execute(db);
    const api = t().api(tk.admin);
    const plain = (await api.post("/product/action", productBody(r, { title: "Plain Old" }))).data.id;
    await api.post(`/updated-inventory/action/${plain}`, { inventories: [{ quantity: 1, sku: "QWK_WALK 50%-SKU", price: 0 }] });
    const decoy = (await api.post("/product/action", productBody(r, { title: "QwkXWalk 50 off" }))).data.id;
    await db.updateTable("products").set({ created_at: "2031-01-01T00:00:00.000000Z" }).where("id", "=", plain).execute();
    await db.updateTable("products").set({ created_at: "2032-01-01T00:00:00.000000Z" }).where("id", "=", decoy).execute();
    const everything = Number((await sql<{ n: number }>`select count(*) as n from products`.execute(db)).rows[0].n);
    // product-search.ts datePage walks when 2 × (offset + 14) × products < matches² (page 1 here)…
    expect(2 * 14 * everything).toBeLessThan(201 * 201);
    for (const type of ["desc", "asc"] as const) {
      // …and with `asc` the oldest products (the demo's) hold no match: the walk falls back.
      const expected = await scan("k_walk 50%", { orderby: "created_at", type });
      expect(expected.length).toBe(201);
      expect(expected).not.toContain(decoy);
      for (const page of [1, 2, 15, 16]) {
        const got = await search(tk.admin, "K_WALK 50%", { orderby: "created_at", type, page });
        expect({ type, page, total: got.total, ids: got.ids }).toEqual({
          type,
          page,
          total: 201,
          ids: expected.slice((page - 1) * 14, page * 14),
        });
      }
    }
  });

  it("walks by date from the covering index alone, in the index's order (no sort of every product)", async () => {
    for (const dir of ["desc", "asc"]) {
      const d = sql.raw(dir);
      const plan = await sql<{ detail: string }>`explain query plan select id from (
          select id, title, created_at from products order by created_at ${d}, id ${d} limit 100
        ) p where p.title like '%x%' escape '\\' order by p.created_at ${d}, p.id ${d} limit 14 offset 0`.execute(t().server.db);
      const details = plan.rows.map((x) => x.detail).join("\n");
      expect(details).toMatch(/COVERING INDEX products_created_at_id_title_idx/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("sorts and filters the matches like the list: any sort column, status, brands, ties by id", async () => {
    const api = t().api(tk.admin);
    const brand = await t().server.db.selectFrom("brands").select("id").orderBy("id").executeTakeFirstOrThrow();
    for (let i = 0; i < 18; i++) {
      const body = productBody(r, { title: `Qsf Chair ${i % 5}`, selling: 10 + (i % 4), status: 1 + (i % 2) });
      const id = (await api.post("/product/action", body)).data.id;
      if (i % 3 === 0) await t().server.db.updateTable("products").set({ brand_id: brand.id }).where("id", "=", id).execute();
    }
    const cases: ScanOptions[] = [
      {},
      { type: "asc" },
      { orderby: "title", type: "asc" },
      { orderby: "selling", type: "desc" },
      { status: 2 },
      { brandIds: [brand.id] },
      { orderby: "purchased", type: "asc", status: 1, brandIds: [brand.id] },
    ];
    for (const o of cases) {
      const expected = await scan("qsf chair", o);
      for (const page of [1, 2]) {
        const got = await search(tk.admin, "qsf CHAIR", { ...o, page });
        expect({ o, page, total: got.total, ids: got.ids }).toEqual({
          o,
          page,
          total: expected.length,
          ids: expected.slice((page - 1) * 14, page * 14),
        });
      }
    }
    expect(await search(tk.admin, "qsf chair", { page: 9 })).toEqual({ ids: [], total: 18 });
    expect(await search(tk.admin, "qsf chair zz")).toEqual({ ids: [], total: 0 });
  });
});
