import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, FORBIDDEN_MESSAGE, signInDemo, type DemoSession } from "./accounts";
import { rowOf, saver } from "./bulk-edit-calls";
import { makeBulkProduct, stored, type MadeProduct } from "./bulk-edit-fixtures";
import { useTestServer } from "./harness";

/*
 * `POST product/bulk-edit/save` as a whole request (server/docs/bulk-edit.md): a body not of the
 * contract's shape, more than 100 products or the same product twice is refused with 422 and
 * nothing written; a vendor saves only its own products (another's is `not_found`); the route
 * needs product.edit.
 */
const t = useTestServer();
const save = saver(t);
let s: DemoSession;
let viewer: string;
let nobody: string;
let mine: MadeProduct;
let theirs: MadeProduct;

beforeAll(async () => {
  s = await signInDemo(t());
  viewer = (await createAdmin(t(), { permissions: ["product.view"] })).token;
  nobody = (await createAdmin(t())).token;
  const db = t().server.db;
  mine = await makeBulkProduct(db, { adminId: s.vendorId, title: "Zqreq vendor", selling: 50 });
  theirs = await makeBulkProduct(db, { adminId: s.adminId, title: "Zqreq admin", selling: 50 });
});

describe("422: the whole request refused, nothing written", () => {
  const ok = () => ({ id: mine.id, fields: { selling: 60 } });
  const cases: Array<[string, () => unknown, string]> = [
    ["not JSON", () => "{products:", "The request body must be a JSON object."],
    ["an array", () => [ok()], "The request body must be a JSON object."],
    ["no products", () => ({}), "The products must be an array."],
    ["products not a list", () => ({ products: { 0: ok() } }), "The products must be an array."],
    ["a product that is not an object", () => ({ products: [ok(), 5] }), "The products.1 must be an object."],
    ["an id that is not an integer", () => ({ products: [ok(), { id: "12" }] }), "The products.1.id must be an integer of at least 1."],
    ["a version that is not a string", () => ({ products: [{ ...ok(), version: 5 }] }), "The products.0.version must be a string."],
    ["fields not an object", () => ({ products: [{ ...ok(), fields: [] }] }), "The products.0.fields must be an object."],
    [
      "a field the editor does not save",
      () => ({ products: [{ ...ok(), fields: { slug: "x" } }] }),
      "The products.0.fields.slug field is not allowed.",
    ],
    ["a key of its own", () => ({ products: [{ ...ok(), admin_id: 1 }] }), "The products.0.admin_id field is not allowed."],
    ["inventories not a list", () => ({ products: [{ ...ok(), inventories: {} }] }), "The products.0.inventories must be an array."],
    [
      "a variant without an id",
      () => ({ products: [{ ...ok(), inventories: [{ quantity: 1 }] }] }),
      "The products.0.inventories.0.id must be an integer of at least 1.",
    ],
    [
      "a variant field the editor does not save",
      () => ({ products: [{ ...ok(), inventories: [{ id: mine.variantIds[0], price: 3 }] }] }),
      "The products.0.inventories.0.price field is not allowed.",
    ],
    [
      "the same variant twice",
      () => ({
        products: [
          {
            ...ok(),
            inventories: [
              { id: mine.variantIds[0], quantity: 1 },
              { id: mine.variantIds[0], quantity: 2 },
            ],
          },
        ],
      }),
      "The products.0.inventories.1.id is listed twice.",
    ],
    ["the same product twice", () => ({ products: [ok(), { id: theirs.id }, ok()] }), "The products.2.id is listed twice."],
    [
      "101 products",
      () => ({ products: Array.from({ length: 101 }, (_, i) => (i === 0 ? ok() : { id: 50_000_000 + i })) }),
      "The products must not have more than 100 items.",
    ],
  ];

  it.each(cases)("%s", async (_label, body, message) => {
    const before = await stored(t, mine.id);
    const answer = await save(s.vendor, body());
    expect([answer.http, answer.body.status, answer.body.message, answer.body.data]).toEqual([422, 422, message, { form: [message] }]);
    expect(await stored(t, mine.id)).toEqual(before);
  });

  it("100 products are taken (unknown ones answer not_found), and an empty list answers no results", async () => {
    const products = Array.from({ length: 100 }, (_, i) => ({ id: 50_000_000 + i }));
    const answer = await save(s.vendor, { products });
    expect([answer.http, answer.body.status, answer.body.data.results.length]).toEqual([200, 200, 100]);
    expect((await save(s.vendor, { products: [] })).body.data).toEqual({ results: [] });
  });
});

describe("vendor scope", () => {
  it("a vendor saves its own product; another's is not_found and stays as it is", async () => {
    const before = await stored(t, theirs.id);
    const answer = await save(s.vendor, {
      products: [
        { id: theirs.id, fields: { selling: 70 } },
        { id: mine.id, fields: { selling: 71 }, inventories: [{ id: mine.variantIds[0], quantity: 3 }] },
      ],
    });
    expect(answer.body.data.results[0]).toEqual({ id: theirs.id, outcome: "not_found" });
    expect(answer.body.data.results[1]).toMatchObject({ id: mine.id, outcome: "saved", product: { selling: 71 } });
    expect(await stored(t, theirs.id)).toEqual(before);
    expect((await stored(t, mine.id)).variants[0].quantity).toBe(3);
  });

  it("a vendor's product saved by the superadmin", async () => {
    const answer = await save(s.admin, { products: [{ id: mine.id, fields: { selling: 72 } }] });
    expect(answer.body.data.results[0]).toMatchObject({ outcome: "saved", product: { id: mine.id, selling: 72 } });
  });
});

describe("permissions", () => {
  it("saving needs product.edit: product.view alone, or no permission, answers 403 and writes nothing", async () => {
    const before = await stored(t, theirs.id);
    for (const token of [viewer, nobody]) {
      const answer = await save(token, { products: [{ id: theirs.id, fields: { selling: 80 } }] });
      expect([answer.body.status, answer.body.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    }
    expect(await stored(t, theirs.id)).toEqual(before);
    // The viewer still reads the rows.
    expect((await rowOf(t, viewer, theirs.id)).id).toBe(theirs.id);
  });
});
