import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo, type DemoSession } from "./accounts";
import { productBody, rules, type Rules } from "./catalog-helpers";
import { makeProduct } from "./commerce-fixtures";
import { useTestServer } from "./harness";
import { changeOf, changesMatching, entriesOf, logReader, oneEntry, type LogReader } from "./activity-log-capture-helpers";

/*
 * The activity log's capture (server/docs/activity-log.md) for the catalog and marketing groups:
 * each sample write through the API leaves exactly one entry, of its record, with its changes; the
 * rows a save changes besides the record's own (translations, inventories, places) fold into it.
 */
const t = useTestServer();
let s: DemoSession;
let r: Rules;
let log: LogReader;

beforeAll(async () => {
  s = await signInDemo(t());
  r = await rules(t);
  log = logReader(t());
});
afterAll(() => log.close());

const admin = () => t().api(s.admin);

describe("catalog", () => {
  it("a brand: create, then a rename records only the title, a save changing nothing records nothing", async () => {
    let id = 0;
    const created = await oneEntry(
      log,
      async () => (id = (await admin().post("/brand/action", { title: "Log Brand", slug: "log-brand", status: 1 })).data.id),
      { area: "catalog", action: "create", record_type: "brand", admin_id: s.adminId },
    );
    expect(created).toMatchObject({ record_id: String(id), record_title: "Log Brand", admin_name: "Shop Admin", admin_role: "superadmin" });
    expect(changeOf(created, "title")).toEqual({ field: "title", new: "Log Brand" });
    expect(created.changes.some((c) => c.field === "created_at" || c.field === "updated_at")).toBe(false);
    expect(created.ip).toMatch(/127\.0\.0\.1/);
    const renamed = await oneEntry(log, () => admin().post(`/brand/action/${id}`, { title: "Log Brand 2", slug: "log-brand", status: 1 }), {
      area: "catalog",
      action: "update",
      record_type: "brand",
      record_id: id,
    });
    expect(renamed.changes).toEqual([{ field: "title", old: "Log Brand", new: "Log Brand 2" }]);
    const same = await entriesOf(log, () => admin().post(`/brand/action/${id}`, { title: "Log Brand 2", slug: "log-brand", status: 1 }));
    expect(same).toEqual([]);
    const deleted = await oneEntry(log, () => admin().del(`/brand/delete/${id}`), {
      area: "catalog",
      action: "delete",
      record_type: "brand",
      record_id: id,
    });
    expect(changeOf(deleted, "title")).toEqual({ field: "title", old: "Log Brand 2" });
  });

  it("a category", async () => {
    const entry = await oneEntry(
      log,
      () => admin().post("/category/action", { title: "Log Cat", slug: "log-cat", meta_title: "m", meta_description: "d" }),
      { area: "catalog", action: "create", record_type: "category" },
    );
    expect(changeOf(entry, "slug").new).toBe("log-cat");
  });

  it("an attribute with its values: one entry, the values folded in", async () => {
    const entry = await oneEntry(
      log,
      () => admin().post("/attribute/action", { title: "Log Size", values: [{ title: "S" }, { title: "M" }] }),
      {
        area: "catalog",
        action: "create",
        record_type: "attribute",
      },
    );
    expect(changesMatching(entry, /^attribute_values\.\d+\.title$/).map((c) => c.new)).toEqual(["S", "M"]);
  });

  it("a product, and a change of its inventory: the inventory's rows fold into the product's entry", async () => {
    let id = 0;
    const created = await oneEntry(
      log,
      async () => (id = (await admin().post("/product/action", productBody(r, { title: "Log Phone", slug: "log-phone" }))).data.id),
      { area: "catalog", action: "create", record_type: "product", admin_id: s.adminId },
    );
    expect(created).toMatchObject({ record_title: "Log Phone", owner_id: s.adminId });
    expect(changeOf(created, "selling").new).toBe(100);
    const stock = await oneEntry(
      log,
      () => admin().post(`/updated-inventory/action/${id}`, { inventories: [{ quantity: 4, sku: "LOG-1", price: 0 }] }),
      { area: "catalog", action: "update", record_type: "product", record_id: id },
    );
    expect(stock.record_title).toBe("Log Phone");
    const [row] = changesMatching(stock, /^inventories\.\d+\.quantity$/);
    expect(row).toMatchObject({ new: 4 });
    const inventoryId = Number(row.field.split(".")[1]);
    const again = await oneEntry(
      log,
      () => admin().post(`/updated-inventory/action/${id}`, { inventories: [{ id: inventoryId, quantity: 3, sku: "LOG-1", price: 0 }] }),
      { area: "catalog", action: "update", record_type: "product", record_id: id },
    );
    expect(again.changes).toEqual([{ field: `inventories.${inventoryId}.quantity`, old: 4, new: 3 }]);
  });

  it("a product saved again as it is (its category links replaced by the same ones) leaves no entry", async () => {
    const cat = (await admin().post("/category/action", { title: "Log Links", slug: "log-links", meta_title: "m", meta_description: "d" }))
      .data.id;
    const body = productBody(r, { title: "Linked", slug: "log-linked", product_categories: [cat] });
    let id = 0;
    const created = await oneEntry(log, async () => (id = (await admin().post("/product/action", body)).data.id), {
      area: "catalog",
      action: "create",
      record_type: "product",
    });
    expect(changeOf(created, `product_categories.${cat}.category_id`).new).toBe(cat);
    expect(await entriesOf(log, () => admin().post(`/product/action/${id}`, body))).toEqual([]);
  });

  it("a vendor's own product is owned by the vendor", async () => {
    const entry = await oneEntry(
      log,
      () =>
        t()
          .api(s.vendor)
          .post("/product/action", productBody(r, { title: "Vendor Log", slug: "vendor-log" })),
      {
        area: "catalog",
        action: "create",
        record_type: "product",
        admin_id: s.vendorId,
      },
    );
    expect([entry.owner_id, entry.admin_role]).toEqual([s.vendorId, "vendor"]);
  });
});

describe("who wrote it", () => {
  it("requests of two people at the same time each leave their own entry, with their own name", async () => {
    const brands = Array.from({ length: 6 }, (_, i) => ({ token: i % 2 ? s.vendor : s.admin, title: `Parallel ${i}` }));
    const entries = await entriesOf(log, () =>
      Promise.all(
        brands.map((b, i) =>
          t()
            .api(b.token)
            .post("/brand/action", { title: b.title, slug: `parallel-${i}`, status: 1 }),
        ),
      ),
    );
    const byTitle = Object.fromEntries(entries.map((e) => [e.record_title, [e.admin_id, e.owner_id]]));
    expect(byTitle).toEqual(
      Object.fromEntries(brands.map((b) => [b.title, b.token === s.admin ? [s.adminId, s.adminId] : [s.vendorId, s.vendorId]])),
    );
    expect(new Set(entries.map((e) => e.request_id)).size).toBe(6);
  });
});

describe("marketing", () => {
  it("a voucher", async () => {
    const entry = await oneEntry(log, () => admin().post("/voucher/action", { title: "Log Ten", code: "LOGTEN", type: 1, price: 10 }), {
      area: "marketing",
      action: "create",
      record_type: "voucher",
    });
    expect(changeOf(entry, "code").new).toBe("LOGTEN");
  });

  it("a flash sale with its products", async () => {
    const product = await makeProduct(t().server.db, { adminId: s.adminId, title: "Sale Item", selling: 50 });
    const body = { title: "Log Sale", status: 1, start_time: "2030-01-01 00:00:00", end_time: "2030-01-02 00:00:00" };
    const entry = await oneEntry(
      log,
      () => admin().post("/flash-sale/action", { ...body, products: [{ product_id: product.productId, price: 40 }] }),
      { area: "marketing", action: "create", record_type: "flash_sale" },
    );
    expect(changesMatching(entry, /^flash_sale_products\.\d+\.price$/).map((c) => c.new)).toEqual([40]);
  });

  it("a bundle deal", async () => {
    const entry = await oneEntry(log, () => admin().post("/bundle-deal/action", { title: "Log 2+1", buy: 2, free: 1 }), {
      area: "marketing",
      action: "create",
      record_type: "bundle_deal",
    });
    expect(changeOf(entry, "buy").new).toBe(2);
  });

  it("a tax rule, updated", async () => {
    const id = (await admin().post("/tax-rule/action", { title: "Log VAT", type: 2, price: 7.5 })).data.id;
    const entry = await oneEntry(log, () => admin().post(`/tax-rule/action/${id}`, { title: "Log VAT", type: 2, price: 8 }), {
      area: "marketing",
      action: "update",
      record_type: "tax_rule",
      record_id: id,
    });
    expect(entry.changes).toEqual([{ field: "price", old: 7.5, new: 8 }]);
  });

  it("a shipping rule: its places fold into it", async () => {
    const body = { title: "Log Ground", single_price: 0, shipping_places: [{ country: "US", state: "CA", price: 5, day_needed: 3 }] };
    const entry = await oneEntry(log, () => admin().post("/shipping-rule/action", body), {
      area: "marketing",
      action: "create",
      record_type: "shipping_rule",
    });
    expect(changesMatching(entry, /^shipping_places\.\d+\.country$/).map((c) => c.new)).toEqual(["US"]);
  });
});
