import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo, type DemoSession } from "./accounts";
import { changeOf, logReader, oneEntry, type LogReader } from "./activity-log-capture-helpers";
import { rowOf, saver } from "./bulk-edit-calls";
import { makeBulkProduct, stored, type BulkProductSpec } from "./bulk-edit-fixtures";
import { useTestServer } from "./harness";

/*
 * `POST product/bulk-edit/save` (server/docs/bulk-edit.md): what is sent lands and nothing else,
 * versions move as product/action moves them, a stale version is a conflict, a refused product
 * writes nothing while the others of the request are saved, the activity log keeps the save, and
 * an Idempotency-Key replays the first answer.
 */
const t = useTestServer();
const save = saver(t);
let s: DemoSession;
let log: LogReader;
let n = 0;

beforeAll(async () => {
  s = await signInDemo(t());
  log = logReader(t());
});
afterAll(() => log.close());

/** A product of the superadmin's: selling 25, purchased 10, two variants (A: 5, B: 2). */
function product(extra: Partial<BulkProductSpec> = {}) {
  const title = `Zqsave ${++n}`;
  return makeBulkProduct(t().server.db, {
    adminId: s.adminId,
    title,
    selling: 25,
    purchased: 10,
    variants: [
      { sku: `${title}-A`, quantity: 5 },
      { sku: `${title}-B`, quantity: 2 },
    ],
    ...extra,
  });
}

const find = async (path: string) => {
  const res = await t().raw(`/api/admin${path}`, { headers: { Authorization: `Bearer ${s.admin}` } });
  return { etag: res.headers.get("ETag"), data: (await res.json()).data };
};

describe("saved", () => {
  it("the fields and stock sent land (product/find, updated-inventory/find); every other field and variant stays", async () => {
    const p = await product();
    const before = await find(`/product/find/${p.id}`);
    const stockBefore = await find(`/updated-inventory/find/${p.id}`);
    const version = (await rowOf(t, s.admin, p.id)).version;
    const answer = await save(s.admin, {
      products: [{ id: p.id, version, fields: { selling: 27.5, offered: 20 }, inventories: [{ id: p.variantIds[0], quantity: 9 }] }],
    });
    expect([answer.http, answer.body.status]).toEqual([200, 200]);
    const [result] = answer.body.data.results;
    expect(result).toMatchObject({ id: p.id, outcome: "saved" });
    expect(result.product.version).not.toBe(version);
    expect(result.product).toEqual(await rowOf(t, s.admin, p.id));

    const after = await find(`/product/find/${p.id}`);
    expect(after.data).toEqual({ ...before.data, selling: 27.5, offered: 20, updated_at: result.product.version });
    expect(after.etag).toBe(`"${result.product.version}"`);
    const stockAfter = await find(`/updated-inventory/find/${p.id}`);
    expect(stockAfter.etag).toBe(after.etag);
    const quantities = stockAfter.data.map((v: { id: number; quantity: number; sku: string; price: string }) => [
      v.id,
      v.quantity,
      v.sku,
      v.price,
    ]);
    const expected = stockBefore.data.map((v: { id: number; quantity: number; sku: string; price: string }) => [
      v.id,
      v.id === p.variantIds[0] ? 9 : v.quantity,
      v.sku,
      v.price,
    ]);
    expect(quantities).toEqual(expected);
  });

  it("title, purchased, status and SKUs too; two SKUs swapped in one save are no clash", async () => {
    const p = await product();
    const [a, b] = p.variantIds;
    const { variants } = await stored(t, p.id);
    const answer = await save(s.admin, {
      products: [
        {
          id: p.id,
          fields: { title: "Zqsave renamed", purchased: 11, status: 2 },
          inventories: [
            { id: a, sku: variants[1].sku },
            { id: b, sku: variants[0].sku, quantity: 0 },
          ],
        },
      ],
    });
    expect(answer.body.data.results[0].outcome).toBe("saved");
    const now = await stored(t, p.id);
    expect(now.product).toMatchObject({ title: "Zqsave renamed", purchased: 11, selling: 25, status: 2 });
    expect(now.variants.map((v) => [v.sku, v.quantity])).toEqual([
      [variants[1].sku, 5],
      [variants[0].sku, 0],
    ]);
  });

  it("a stock-only save moves the product's version as updated-inventory/action does", async () => {
    const p = await product();
    const version = (await rowOf(t, s.admin, p.id)).version;
    const answer = await save(s.admin, { products: [{ id: p.id, version, inventories: [{ id: p.variantIds[1], quantity: 7 }] }] });
    const saved = answer.body.data.results[0].product;
    expect(saved.version > version).toBe(true);
    expect((await stored(t, p.id)).product.updated_at).toBe(saved.version);
    expect((await find(`/product/find/${p.id}`)).etag).toBe(`"${saved.version}"`);
  });
});

describe("conflict", () => {
  it("a version that is no longer the product's: conflict with the row as it is now, nothing written", async () => {
    const p = await product();
    const opened = (await rowOf(t, s.admin, p.id)).version;
    const first = await save(s.admin, { products: [{ id: p.id, version: opened, fields: { selling: 30 } }] });
    expect(first.body.data.results[0].outcome).toBe("saved");
    const before = await stored(t, p.id);
    const stale = await save(s.admin, {
      products: [{ id: p.id, version: opened, fields: { selling: 40 }, inventories: [{ id: p.variantIds[0], quantity: 1 }] }],
    });
    expect(stale.body.data.results).toEqual([{ id: p.id, outcome: "conflict", product: await rowOf(t, s.admin, p.id) }]);
    expect(stale.body.data.results[0].product.selling).toBe(30);
    expect(await stored(t, p.id)).toEqual(before);
    // The conflict's version saves.
    const merged = await save(s.admin, {
      products: [{ id: p.id, version: stale.body.data.results[0].product.version, fields: { selling: 40 } }],
    });
    expect(merged.body.data.results[0].outcome).toBe("saved");
  });
});

describe("versions under load", () => {
  it("ten saves sent at once with one version: exactly one is saved, the other nine are conflicts", async () => {
    const p = await product();
    const version = (await rowOf(t, s.admin, p.id)).version;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(s.admin, { products: [{ id: p.id, version, fields: { purchased: 11 + i } }] })),
    );
    const outcomes = answers.map((a) => a.body.data.results[0].outcome as string);
    expect(outcomes.filter((o) => o === "saved")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "conflict")).toHaveLength(9);
    const winner = answers[outcomes.indexOf("saved")].body.data.results[0].product;
    expect((await stored(t, p.id)).product).toMatchObject({ purchased: winner.purchased, updated_at: winner.version });
  });
});

describe("empty values", () => {
  it("offered sent empty clears the offer to 0 (as product/action); status sent empty is not written", async () => {
    const p = await product({ offered: 20, status: 2 });
    const answer = await save(s.admin, { products: [{ id: p.id, fields: { offered: null, status: "" } }] });
    expect(answer.body.data.results[0]).toMatchObject({ outcome: "saved", product: { offered: 0, status: 2 } });
    expect((await stored(t, p.id)).product).toMatchObject({ offered: 0, status: 2 });
  });
});

describe("refused", () => {
  const cases: Array<[string, (p: { id: number; variantIds: number[] }) => object, (p: { id: number; variantIds: number[] }) => object]> = [
    ["offered above selling", () => ({ fields: { offered: 30 } }), () => ({ offered: ["The offered must be less than the selling."] })],
    [
      "selling below the stored offer",
      () => ({ fields: { selling: 15 } }),
      () => ({ offered: ["The offered must be less than the selling."] }),
    ],
    [
      "negative quantity",
      (p) => ({ inventories: [{ id: p.variantIds[0], quantity: -1 }] }),
      (p) => ({ [`inventories.${p.variantIds[0]}.quantity`]: [`The inventories.${p.variantIds[0]}.quantity must be at least 0.`] }),
    ],
    [
      "fractional quantity",
      (p) => ({ inventories: [{ id: p.variantIds[1], quantity: 1.5 }] }),
      (p) => ({ [`inventories.${p.variantIds[1]}.quantity`]: [`The inventories.${p.variantIds[1]}.quantity must be an integer.`] }),
    ],
    ["empty title", () => ({ fields: { title: "  " } }), () => ({ title: ["The title field is required."] })],
    [
      "title too long",
      () => ({ fields: { title: "x".repeat(256) } }),
      () => ({ title: ["The title must not be greater than 255 characters."] }),
    ],
    ["selling 0", () => ({ fields: { selling: 0 } }), () => ({ selling: ["The selected selling is invalid."] })],
    ["purchased not a number", () => ({ fields: { purchased: "ten" } }), () => ({ purchased: ["The purchased must be a number."] })],
    ["status 3", () => ({ fields: { status: 3 } }), () => ({ status: ["The selected status is invalid."] })],
    [
      "duplicate SKU in the product",
      (p) => ({ inventories: [{ id: p.variantIds[1], sku: `Zqsave ${n}-A` }] }),
      (p) => ({ [`inventories.${p.variantIds[1]}.sku`]: [`The inventories.${p.variantIds[1]}.sku has already been taken.`] }),
    ],
    [
      "blank SKU",
      (p) => ({ inventories: [{ id: p.variantIds[0], sku: "" }] }),
      (p) => ({ [`inventories.${p.variantIds[0]}.sku`]: [`The inventories.${p.variantIds[0]}.sku field is required.`] }),
    ],
    [
      "SKU too long",
      (p) => ({ inventories: [{ id: p.variantIds[0], sku: "S".repeat(256) }] }),
      (p) => ({
        [`inventories.${p.variantIds[0]}.sku`]: [`The inventories.${p.variantIds[0]}.sku must not be greater than 255 characters.`],
      }),
    ],
  ];

  it.each(cases)("%s: refused under its key, nothing of the product written", async (_label, change, errors) => {
    const p = await product({ offered: 20 });
    const before = await stored(t, p.id);
    // A valid change rides along: it must not be written either.
    const sent = change(p) as { fields?: object; inventories?: object[] };
    const answer = await save(s.admin, {
      products: [{ id: p.id, fields: { purchased: 12, ...sent.fields }, inventories: sent.inventories }],
    });
    expect([answer.http, answer.body.status]).toEqual([200, 200]);
    expect(answer.body.data.results).toEqual([{ id: p.id, outcome: "refused", errors: errors(p) }]);
    expect(await stored(t, p.id)).toEqual(before);
  });

  it("a variant of another product: refused under inventories.<id>", async () => {
    const p = await product();
    const other = await product();
    const before = await stored(t, p.id);
    const foreign = other.variantIds[0];
    const answer = await save(s.admin, { products: [{ id: p.id, fields: { selling: 26 }, inventories: [{ id: foreign, quantity: 3 }] }] });
    expect(answer.body.data.results).toEqual([
      { id: p.id, outcome: "refused", errors: { [`inventories.${foreign}`]: [`The selected inventories.${foreign}.id is invalid.`] } },
    ]);
    expect(await stored(t, p.id)).toEqual(before);
    expect((await stored(t, other.id)).variants[0].quantity).toBe(5);
  });

  it("the other products of the request are saved, in the order sent", async () => {
    const [one, bad, two] = [await product(), await product(), await product()];
    const badBefore = await stored(t, bad.id);
    const answer = await save(s.admin, {
      products: [
        { id: one.id, fields: { selling: 31 } },
        { id: bad.id, fields: { selling: 32 }, inventories: [{ id: bad.variantIds[0], quantity: -5 }] },
        { id: 99_999_999, fields: { selling: 33 } },
        { id: two.id, inventories: [{ id: two.variantIds[0], quantity: 8 }] },
      ],
    });
    expect(answer.body.data.results.map((r: { id: number; outcome: string }) => [r.id, r.outcome])).toEqual([
      [one.id, "saved"],
      [bad.id, "refused"],
      [99_999_999, "not_found"],
      [two.id, "saved"],
    ]);
    expect(answer.body.data.results[2]).toEqual({ id: 99_999_999, outcome: "not_found" });
    expect((await stored(t, one.id)).product.selling).toBe(31);
    expect(await stored(t, bad.id)).toEqual(badBefore);
    expect((await stored(t, two.id)).variants[0].quantity).toBe(8);
  });
});

describe("activity log and Idempotency-Key", () => {
  it("a saved product leaves its entry, with the price and the stock it changed", async () => {
    const p = await product();
    const entry = await oneEntry(
      log,
      () => save(s.admin, { products: [{ id: p.id, fields: { selling: 28 }, inventories: [{ id: p.variantIds[0], quantity: 4 }] }] }),
      { area: "catalog", action: "update", record_type: "product", record_id: p.id, admin_id: s.adminId },
    );
    expect(changeOf(entry, "selling")).toMatchObject({ old: 25, new: 28 });
    expect(changeOf(entry, `inventories.${p.variantIds[0]}.quantity`)).toMatchObject({ old: 5, new: 4 });
  });

  it("the same key with the same body answers the first answer again, and writes once", async () => {
    const p = await product();
    const body = { products: [{ id: p.id, fields: { selling: 29 } }] };
    const key = { "Idempotency-Key": `bulk-save-${p.id}` };
    const first = await save(s.admin, body, key);
    const version = (await stored(t, p.id)).product.updated_at;
    const again = await save(s.admin, body, key);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await stored(t, p.id)).product.updated_at).toBe(version);
    expect(first.body.data.results[0].product.version).toBe(version);
  });
});
