import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, FORBIDDEN_MESSAGE } from "./accounts";
import { adminIds, productBody, productSetup, type Rules, type Tokens } from "./catalog-helpers";
import { expectValidationFailure, useTestServer } from "./harness";

/*
 * Issue 17, scope: references were checked for existence only, so a vendor's product went into the
 * superadmin's collection and bundle deal, and any vendor could rename the shop's tags. Collections,
 * bundle deals and products are their owner's; taxonomy and rules are shared (server/README.md).
 */
const t = useTestServer();

let tk: Tokens;
let r: Rules;
let ids: { admin: number; vendor: number };

async function ownedId(table: "product_collections" | "bundle_deals" | "products", adminId: number): Promise<number> {
  const row = await t().server.db.selectFrom(table).select("id").where("admin_id", "=", adminId).orderBy("id").executeTakeFirst();
  if (!row) throw new Error(`the demo shop has no ${table} row of admin ${adminId}`);
  return row.id;
}

beforeAll(async () => {
  ({ tk, r } = await productSetup(t));
  ids = await adminIds(t);
});

describe("a vendor's product references only what the vendor may use", () => {
  it("the superadmin's collection and bundle deal are refused with the exists message; nothing is written", async () => {
    const collection = await ownedId("product_collections", ids.admin);
    const deal = await ownedId("bundle_deals", ids.admin);
    const before = await t()
      .server.db.selectFrom("collection_with_products")
      .select("id")
      .where("product_collection_id", "=", collection)
      .execute();
    const res = await t()
      .api(tk.vendor)
      .post("/product/action", productBody(r, { title: "Scoped phone", product_collections: [collection], bundle_deal_id: deal }));
    expectValidationFailure(res, ["The selected bundle deal id is invalid.", "The selected product collections is invalid."]);
    const after = await t()
      .server.db.selectFrom("collection_with_products")
      .select("id")
      .where("product_collection_id", "=", collection)
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it("the vendor's own collection is accepted, and so are the shop's shared brands, categories and rules", async () => {
    // The demo vendor's role may not create collections: the vendor's collection is made in the database.
    const now = new Date().toISOString();
    const own = await t()
      .server.db.insertInto("product_collections")
      .values({ title: "Vendor picks", slug: "vendor-picks-scope", admin_id: ids.vendor, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const brand = await t().server.db.selectFrom("brands").select("id").where("admin_id", "=", ids.admin).executeTakeFirstOrThrow();
    const category = await t().server.db.selectFrom("categories").select("id").where("admin_id", "=", ids.admin).executeTakeFirstOrThrow();
    const res = await t()
      .api(tk.vendor)
      .post(
        "/product/action",
        productBody(r, { title: "Own picks phone", product_collections: [own.id], brand_id: brand.id, product_categories: [category.id] }),
      );
    expect(res.status).toBe(200);
    expect(res.data.brand_id).toBe(brand.id);
  });

  it("the admin may still put a vendor's product into the admin's collection", async () => {
    const collection = await ownedId("product_collections", ids.admin);
    const product = await ownedId("products", ids.vendor);
    const res = await t()
      .api(tk.admin)
      .post(`/product/action/${product}`, productBody(r, { product_collections: [collection] }));
    expect(res.status).toBe(200);
  });

  it("the product form's pickers offer a vendor only its own collections and bundle deals", async () => {
    const mine = new Set(
      (await t().server.db.selectFrom("product_collections").select("id").where("admin_id", "=", ids.vendor).execute()).map((x) => x.id),
    );
    const dropdown = await t().api(tk.vendor).get("/product/dropdown-data");
    expect(dropdown.data.product_collections.every((x: { id: number }) => mine.has(x.id))).toBe(true);
    expect(dropdown.data.product_collections.length).toBe(mine.size);
    expect(dropdown.data.brands.length).toBeGreaterThan(0);
    const picker = await t().api(tk.vendor).get("/product-collection/all-product-collections");
    expect(picker.data.map((x: { id: number }) => x.id).sort()).toEqual([...mine].sort());
  });

  it("a vendor's slide may not lead to another vendor's product", async () => {
    const editor = await createAdmin(t(), { permissions: ["home_slider.view", "home_slider.create", "home_slider.edit"], vendor: true });
    const foreign = await ownedId("products", ids.admin);
    const body = { title: "Sale", slug: "scoped-sale", type: 1, source_type: 6, url: "/sale", source_categories: [], source_brands: [] };
    const res = await t()
      .api(editor.token)
      .post("/home-slider-image/action", { ...body, source_products: [{ product: { id: foreign } }] });
    expectValidationFailure(res, ["The selected source_products.0.product.id is invalid."]);
  });
});

describe("tags are the shop's", () => {
  it("a vendor may add a tag but not rename one; an admin may rename", async () => {
    const created = await t().api(tk.vendor).post("/tag/action", { title: "scope-tag" });
    expect(created.status).toBe(200);
    const renamed = await t().api(tk.vendor).post(`/tag/action/${created.data.id}`, { title: "hijacked" });
    expect(renamed.status).toBe(403);
    expect(renamed.message).toBe(FORBIDDEN_MESSAGE);
    const stored = await t().server.db.selectFrom("tags").select("title").where("id", "=", created.data.id).executeTakeFirstOrThrow();
    expect(stored.title).toBe("scope-tag");
    const byAdmin = await t().api(tk.admin).post(`/tag/action/${created.data.id}`, { title: "scope-tag-2" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.data.title).toBe("scope-tag-2");
  });
});
