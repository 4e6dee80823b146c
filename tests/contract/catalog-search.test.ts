import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { productBody, productSetup, type Rules, type Tokens } from "./catalog-helpers";
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
