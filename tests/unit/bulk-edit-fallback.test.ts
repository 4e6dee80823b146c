// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import {
  bulkEditOffered,
  forgetBulkEditOffer,
  readBulkRows,
  saveBulkChanges,
  type BulkChange,
  type BulkProduct,
} from "~/api/catalog/bulk-edit";
import { configureApi, setRequestTimeout } from "~/api/client";
import { envelope, fakeBackend, noSuchRoute, type Answer, type SentCall } from "./support/fake-backend";

/*
 * The bulk editor against a backend without the extension (server/docs/bulk-edit.md, "Without the
 * extension"): a 404 on `rows` is remembered, the rows come from `product/find` and `product/all`,
 * and each product is saved through `product/action` and `updated-inventory/action`, after a re-read
 * that stops a save over someone else's.
 */

beforeEach(() => {
  forgetBulkEditOffer();
  configureApi({ authorize: () => "token", onUnauthenticated: () => undefined });
  setRequestTimeout(1000);
});

/** A product as `product/find` answers it: more than the editor shows, links included. */
function record(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    title: `Felpa ${id}`,
    slug: `felpa-${id}`,
    unit: "pz",
    badge: null,
    description: "<p>d</p>",
    overview: "<p>o</p>",
    meta_title: "m",
    meta_description: "md",
    meta_keywords: null,
    tags: ",a,",
    purchased: 10,
    selling: 25,
    offered: 0,
    status: 1,
    tax_rule_id: 2,
    shipping_rule_id: 3,
    brand_id: 4,
    bundle_deal_id: null,
    warranty: 1,
    refundable: 2,
    primary_category_id: 8,
    product_categories: [
      { id: 1, category_id: 8, primary: 1, category: { id: 8, title: "Uomo" } },
      { id: 2, category_id: 9, primary: 0, category: { id: 9, title: "Felpe" } },
    ],
    product_collections: [{ id: 5, product_id: id, product_collection_id: 7 }],
    product_images: [{ id: 3, image: "a.jpg" }],
    ...over,
  };
}

const value = (id: number, title: string, attributeId: number) => ({
  attribute_value_id: id,
  attribute_value: { id, title, attribute_id: attributeId },
});

/** Variants as `updated-inventory/find` answers them; the size's attribute (1) comes before the colour's (2). */
const stock = () => [
  { id: 40, sku: "F-R-M", quantity: 5, price: 0, inventory_attributes: [value(21, "Rosso", 2), value(11, "M", 1)] },
  { id: 41, sku: "F-B-M", quantity: 2, price: 27, inventory_attributes: [value(22, "Blu", 2), value(11, "M", 1)] },
];

interface Shop {
  find: Record<number, { data: unknown; etag?: string }>;
  stock: Record<number, unknown[]>;
  onAction?: (call: SentCall) => Answer;
  onStock?: (call: SentCall) => Answer;
}

/** A backend without the extension holding `shop`'s products. */
function oldBackend(shop: Shop) {
  return fakeBackend((call) => {
    const id = Number(call.path.split("/").pop());
    if (call.path.startsWith("product/bulk-edit/")) return noSuchRoute();
    if (call.path.startsWith("product/find/")) {
      const found = shop.find[id];
      return found ? { data: found.data, etag: found.etag } : { data: { form: ["We couldn't found anything."] }, status: 201 };
    }
    if (call.path.startsWith("updated-inventory/find/")) return { data: shop.stock[id] ?? [] };
    if (call.path.startsWith("product/action/")) return shop.onAction?.(call) ?? { data: call.body };
    if (call.path.startsWith("updated-inventory/action/")) return shop.onStock?.(call) ?? { data: shop.stock[id] };
    return undefined;
  });
}

const loadedOf = (id: number, over: Partial<BulkProduct> = {}): BulkProduct => ({
  id,
  title: `Felpa ${id}`,
  purchased: 10,
  selling: 25,
  offered: 0,
  status: 1,
  version: null,
  inventories: [
    { id: 40, sku: "F-R-M", quantity: 5, variant: "M / Rosso" },
    { id: 41, sku: "F-B-M", quantity: 2, variant: "M / Blu" },
  ],
  ...over,
});

const change = (id: number, parts: Partial<BulkChange>): BulkChange => ({
  id,
  version: null,
  fields: {},
  inventories: [],
  loaded: loadedOf(id),
  ...parts,
});

const save = (changes: BulkChange[]) => saveBulkChanges(changes, { onOutcome: () => undefined });
/** The writes of the products and their stock (the extension's save, tried first, answered 404). */
const writes = (calls: SentCall[]) => calls.filter((call) => call.method === "POST" && !call.path.startsWith("product/bulk-edit/"));

describe("reading without the extension", () => {
  it("reads the ticked products one by one after the 404, remembers it, and names variants in attribute order", async () => {
    const { calls } = oldBackend({ find: { 12: { data: record(12), etag: '"2026-11-29 07:10:11.123"' } }, stock: { 12: stock() } });
    const rows = await readBulkRows({ ids: [12, 99] });
    expect(bulkEditOffered()).toBe(false);
    expect(rows).toEqual({ truncated: false, products: [loadedOf(12, { version: '"2026-11-29 07:10:11.123"' })] });

    const before = calls.length;
    await readBulkRows({ ids: [12] });
    expect(calls.slice(before).map((call) => call.path)).toEqual(["product/find/12", "updated-inventory/find/12"]);
  });

  it("reads a filter through product/all's pages and keeps whole products up to 5,000 variants", async () => {
    const variants = (product: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: product * 10_000 + i, sku: `S${i}`, quantity: 1, price: 0, inventory_attributes: [] }));
    const summary = (id: number, n: number) => ({
      ...record(id),
      updated_at: `2026-11-2${id % 10} 10:00:00`,
      product_inventories: variants(id, n),
    });
    const pages: Record<string, unknown[]> = {
      "1": [summary(9, 2000), summary(8, 2000)],
      "2": [summary(7, 900), summary(6, 200)],
      "3": [],
    };
    const { calls } = fakeBackend((call) => {
      if (call.path === "product/bulk-edit/rows") return noSuchRoute();
      if (call.path !== "product/all") return undefined;
      const page = call.query.get("page") ?? "1";
      return { data: { current_page: Number(page), last_page: 3, per_page: 2, total: 5, from: 1, to: 2, data: pages[page] } };
    });
    const rows = await readBulkRows({ q: "felpa", brands: "4", status: 1 });
    const lists = calls.filter((call) => call.path === "product/all");
    expect(lists.map((call) => call.query.get("page"))).toEqual(["1", "2", "3"]);
    expect(Object.fromEntries(lists[0].query)).toMatchObject({ q: "felpa", brands: "4", status: "1", orderby: "id", type: "desc" });
    expect(rows.products.map((p) => [p.id, p.inventories.length])).toEqual([
      [9, 2000],
      [8, 2000],
      [7, 900],
    ]);
    expect(rows.truncated).toBe(true);
    expect(rows.products[0].version).toBe("2026-11-29 10:00:00");
  });
});

describe("saving without the extension", () => {
  it("writes the product as find answered it with the changed fields, links kept, under its version", async () => {
    let written: SentCall | undefined;
    const { calls } = oldBackend({
      find: { 12: { data: record(12), etag: '"v1"' } },
      stock: { 12: stock() },
      onAction: (call) => {
        written = call;
        return { data: { ...record(12), selling: 27.5 }, etag: '"v2"' };
      },
    });
    const outcomes = await save([change(12, { version: '"v1"', fields: { selling: 27.5 }, loaded: loadedOf(12, { version: '"v1"' }) })]);
    expect(bulkEditOffered()).toBe(false);
    expect(writes(calls)).toHaveLength(1);
    expect(written?.headers.get("If-Match")).toBe('"v1"');
    expect(written?.body).toEqual({
      title: "Felpa 12",
      slug: "felpa-12",
      unit: "pz",
      badge: "",
      description: "<p>d</p>",
      overview: "<p>o</p>",
      meta_title: "m",
      meta_description: "md",
      meta_keywords: "",
      tags: ",a,",
      purchased: 10,
      selling: 27.5,
      offered: 0,
      status: 1,
      tax_rule_id: 2,
      shipping_rule_id: 3,
      brand_id: 4,
      bundle_deal_id: null,
      warranty: 1,
      refundable: 2,
      product_categories: [8, 9],
      primary_category_id: 8,
      product_collections: [7],
    });
    expect(outcomes).toEqual([{ id: 12, outcome: "saved", product: loadedOf(12, { selling: 27.5, version: '"v2"' }) }]);
  });

  it("sends the whole variant list with the changed cells, under the product's new version", async () => {
    let sent: SentCall | undefined;
    oldBackend({
      find: { 12: { data: record(12), etag: '"v1"' } },
      stock: { 12: stock() },
      onAction: () => ({ data: record(12, { offered: 20 }), etag: '"v2"' }),
      onStock: (call) => {
        sent = call;
        return {
          data: [
            { ...stock()[0], quantity: 9 },
            { ...stock()[1], sku: "NEW" },
          ],
          etag: '"v3"',
        };
      },
    });
    const [outcome] = await save([
      change(12, {
        version: '"v1"',
        fields: { offered: 20 },
        inventories: [
          { id: 40, quantity: 9 },
          { id: 41, sku: "NEW" },
        ],
      }),
    ]);
    expect(sent?.headers.get("If-Match")).toBe('"v2"');
    expect(sent?.body).toEqual({
      inventories: [
        { id: 40, sku: "F-R-M", quantity: 9, price: 0, values: [{ id: 21 }, { id: 11 }] },
        { id: 41, sku: "NEW", quantity: 2, price: 27, values: [{ id: 22 }, { id: 11 }] },
      ],
    });
    expect(outcome).toMatchObject({
      outcome: "saved",
      product: { offered: 20, version: '"v3"', inventories: [{ quantity: 9 }, { sku: "NEW" }] },
    });
  });

  it("writes nothing over a newer version: a conflict with the product as it is now", async () => {
    const { calls } = oldBackend({ find: { 12: { data: record(12, { selling: 30 }), etag: '"v2"' } }, stock: { 12: stock() } });
    const [outcome] = await save([change(12, { version: '"v1"', fields: { purchased: 11 } })]);
    expect(writes(calls)).toHaveLength(0);
    expect(outcome).toEqual({ id: 12, outcome: "conflict", product: loadedOf(12, { selling: 30, version: '"v2"' }) });
  });

  it("without versions, compares the values it would write over: a changed field or a changed variant's stock", async () => {
    const moved = stock();
    moved[0].quantity = 4;
    const { calls } = oldBackend({
      find: { 12: { data: record(12, { selling: 30 }) }, 13: { data: record(13) }, 14: { data: record(14, { selling: 30 }) } },
      stock: { 12: stock(), 13: moved, 14: stock() },
    });
    const outcomes = await save([
      change(12, { fields: { selling: 26 } }),
      change(13, { inventories: [{ id: 40, sku: "X" }] }),
      // The selling price moved, but this change writes only the purchase price: no conflict.
      change(14, { fields: { purchased: 11 } }),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(["conflict", "conflict", "saved"]);
    expect(outcomes[0]).toMatchObject({ product: { selling: 30, version: null } });
    expect(writes(calls).map((call) => call.path)).toEqual(["product/action/14"]);
    expect((writes(calls)[0].body as { selling: number }).selling).toBe(30);
  });

  it("gives a save refused with 409 the product as it is now", async () => {
    let reads = 0;
    oldBackend({
      find: {
        get 12() {
          reads += 1;
          return { data: record(12, { title: reads > 1 ? "Theirs" : "Felpa 12" }), etag: reads > 1 ? '"v2"' : '"v1"' };
        },
      },
      stock: { 12: stock() },
      onAction: () =>
        envelope(
          {
            data: record(12, { title: "Theirs" }),
            status: 409,
            message: "The record was changed by someone else after it was loaded.",
            etag: '"v2"',
          },
          409,
        ),
    });
    const [outcome] = await save([change(12, { version: '"v1"', fields: { title: "Mine" } })]);
    expect(outcome).toMatchObject({ outcome: "conflict", product: { title: "Theirs", version: '"v2"' } });
  });

  it("maps the stock route's refusal to the variant's key, and keeps a key it cannot tell", async () => {
    oldBackend({
      find: { 12: { data: record(12) } },
      stock: { 12: stock() },
      onStock: () => ({
        status: 201,
        message: "The inventories.1.quantity must be at least 0.",
        data: {
          inventory: [
            "The inventories.1.quantity must be at least 0.",
            "You can not add a new combination. Old inventory was used in an order.",
          ],
        },
      }),
    });
    const [outcome] = await save([change(12, { inventories: [{ id: 41, quantity: -1 }] })]);
    expect(outcome).toEqual({
      id: 12,
      outcome: "refused",
      message: "The inventories.1.quantity must be at least 0.",
      errors: {
        "inventories.41.quantity": ["The inventories.1.quantity must be at least 0."],
        inventory: ["You can not add a new combination. Old inventory was used in an order."],
      },
    });
  });

  it("keeps the product route's field errors, and says a product gone is not found", async () => {
    oldBackend({
      find: { 12: { data: record(12) } },
      stock: { 12: stock() },
      onAction: () => ({
        status: 201,
        message: "The offered must be less than the selling.",
        data: { offered: ["The offered must be less than the selling."] },
      }),
    });
    const outcomes = await save([change(12, { fields: { offered: 99 } }), change(77, { fields: { offered: 1 } })]);
    expect(outcomes[0]).toEqual({
      id: 12,
      outcome: "refused",
      message: "The offered must be less than the selling.",
      errors: { offered: ["The offered must be less than the selling."] },
    });
    expect(outcomes[1]).toEqual({ id: 77, outcome: "not_found" });
  });
});
