import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { adminIds, fakePng, hugePng, png, productBody, productSetup, type Rules, type Tokens } from "./catalog-helpers";
import { expectValidationFailure, useTestServer } from "./harness";

/*
 * Contract 5.9 product, 5.10 product-image-attributes, 5.14 updated-inventory, 5.41 wysiwyg-image.
 */

const t = useTestServer();
let tk: Tokens;
let r: Rules;

beforeAll(async () => ({ tk, r } = await productSetup(t)));

const NF = "We couldn't found anything.";

async function newCategory(slug: string) {
  const res = await t().api(tk.admin).post("/category/action", { title: slug, slug, meta_title: "m", meta_description: "d" });
  return res.data.id as number;
}

async function newAttribute(title: string, values: string[]) {
  const res = await t()
    .api(tk.admin)
    .post("/attribute/action", { title, values: values.map((v) => ({ title: v })) });
  return res.data as { id: number; values: Array<{ id: number; title: string }> };
}

/** An order line using the product (and variant), inserted straight into the database. */
async function orderLine(productId: number, inventoryId: number | null) {
  const db = t().server.db;
  const now = isoNow();
  const order = await db
    .insertInto("orders")
    .values({ order: `T-${Date.now()}-${Math.random()}`, order_method: 2, currency: "USD", created_at: now, updated_at: now } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("ordered_products")
    .values({
      order_id: order.id,
      product_id: productId,
      inventory_id: inventoryId,
      quantity: 1,
      selling: 10,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe("product action / find / all", () => {
  it("creates with category, primary category and collection links; finds; updates", async () => {
    const api = t().api(tk.admin);
    const c1 = await newCategory("p-phones");
    const c2 = await newCategory("p-audio");
    const col = (await api.post("/product-collection/action", { title: "Best", slug: "p-best" })).data.id;
    const res = await api.post(
      "/product/action",
      productBody(r, { product_categories: [c1, c2], primary_category_id: c2, product_collections: [col], offered: 90 }),
    );
    expect(res.status).toBe(200);
    const p = res.data;
    expect(p.id).toBeGreaterThanOrEqual(10_000_000);
    expect(p.slug).toBe("test-phone");
    expect(p.admin_id).toBeTypeOf("number");
    expect(p.primary_category_id).toBe(c2);
    expect(p.product_categories[0]).toMatchObject({ category_id: c2, primary: 1 });
    expect(p.product_categories[0].category.id).toBe(c2);
    expect(p.product_collections).toEqual([expect.objectContaining({ product_collection_id: col, product_id: p.id })]);
    expect(p.selling).toBe(100);
    const found = await api.get(`/product/find/${p.id}`);
    expect(found.data.flash_sale_product).toEqual([]);
    const upd = await api.post(`/product/action/${p.id}`, productBody(r, { title: "Renamed", product_categories: [c1], badge: "" }));
    expect(upd.data.title).toBe("Renamed");
    expect(upd.data.primary_category_id).toBe(c1);
    expect(upd.data.product_collections).toHaveLength(1);
    expect(upd.data.badge).toBeNull();
  });

  it("validates, refuses a taken slug and unknown references", async () => {
    const api = t().api(tk.admin);
    const bad = await api.post("/product/action", { title: "x", selling: 0 });
    expectValidationFailure(
      bad,
      expect.arrayContaining([
        "The unit field is required.",
        "The selected selling is invalid.",
        "The purchased field is required.",
        "The tax rule id field is required.",
      ]),
    );
    await api.post("/product/action", productBody(r, { slug: "p-unique" }));
    const dup = await api.post("/product/action", productBody(r, { slug: "p-unique" }));
    expect(dup.message).toBe("Slug already exists.");
    const ref = await api.post("/product/action", productBody({ tax: 999999, ship: r.ship }));
    expect(ref.data.form).toEqual(["The selected tax rule id is invalid."]);
    expect((await api.post("/product/action/123", productBody(r))).data).toBeNull();
  });

  it("lists summaries with q on title or sku, category and brand filters", async () => {
    const api = t().api(tk.admin);
    const cat = await newCategory("p-filter");
    const brand = (await api.post("/brand/action", { title: "Filterco", slug: "p-filterco" })).data.id;
    const p = (await api.post("/product/action", productBody(r, { title: "Zeta Gadget", brand_id: brand, product_categories: [cat] })))
      .data;
    const other = (await api.post("/product/action", productBody(r, { title: "Other Gadget" }))).data;
    await api.post(`/updated-inventory/action/${other.id}`, { inventories: [{ quantity: 3, sku: "SKU-ZZTOP-1", price: 0 }] });
    const byTitle = await api.get("/product/all", { q: "Zeta", orderby: "title", type: "asc" });
    expect(byTitle.data.data.map((x: any) => x.id)).toEqual([p.id]);
    const item = byTitle.data.data[0];
    expect(item).toMatchObject({ brand: { id: brand, title: "Filterco" }, tax_rules: { id: r.tax, price: "10.00" } });
    expect(typeof item.created).toBe("string");
    expect(item.product_categories[0].category.id).toBe(cat);
    const bySku = await api.get("/product/all", { q: "zztop" });
    expect(bySku.data.data.map((x: any) => x.id)).toEqual([other.id]);
    expect(bySku.data.data[0].product_inventories[0].sku).toBe("SKU-ZZTOP-1");
    expect((await api.get("/product/all", { categories: String(cat) })).data.data.map((x: any) => x.id)).toEqual([p.id]);
    expect((await api.get("/product/all", { brands: `${brand},99` })).data.data.map((x: any) => x.id)).toEqual([p.id]);
    expect((await api.get("/product/all", { type: "sideways" })).status).toBe(201);
    expect((await api.get("/product/all-products", { q: "Zeta" })).data).toEqual([{ id: p.id, title: "Zeta Gadget" }]);
    const dd = await api.get("/product/dropdown-data");
    expect(Object.keys(dd.data).sort()).toEqual([
      "attributes",
      "brands",
      "bundle_deals",
      "categories",
      "product_collections",
      "shipping_rules",
      "tax_rules",
    ]);
  });

  it("vendor sees only its own products and gets 403 on the admin's", async () => {
    const admin = t().api(tk.admin);
    const vendor = t().api(tk.vendor);
    const adminsProduct = (await admin.post("/product/action", productBody(r, { title: "Admin Only" }))).data;
    const own = (await vendor.post("/product/action", productBody(r, { title: "Vendor Own" }))).data;
    expect(own.admin_id).toBe((await adminIds(t)).vendor);
    const list = await vendor.get("/product/all");
    expect(list.data.data.every((x: any) => x.admin_id === own.admin_id)).toBe(true);
    expect(list.data.data.map((x: any) => x.id)).toContain(own.id);
    expect((await vendor.get(`/product/find/${adminsProduct.id}`)).status).toBe(403);
    expect((await vendor.post(`/product/action/${adminsProduct.id}`, productBody(r))).status).toBe(403);
    expect((await vendor.del(`/product/delete/${adminsProduct.id}`)).status).toBe(403);
    expect((await vendor.get(`/updated-inventory/find/${adminsProduct.id}`)).status).toBe(403);
    expect((await vendor.postForm(`/product/upload/${adminsProduct.id}`, { photo: png() })).status).toBe(403);
    expect((await t().api(tk.nobody).get("/product/all")).status).toBe(403);
    expect((await t().api(tk.nobody).get("/product/dropdown-data")).status).toBe(403);
    expect((await t().api().get("/product/all")).status).toBe(204);
    expect((await admin.get("/product/find/1")).message).toBe(NF);
  });
});

describe("product translations and lookups", () => {
  it("writes and reads translated fields with the language header; vendor lookups are scoped", async () => {
    const api = t().api(tk.admin);
    const p = (await api.post("/product/action", productBody(r, { title: "Kettle" }))).data;
    const headers = { Authorization: `Bearer ${tk.admin}`, "Content-Type": "application/json", Accept: "application/json", language: "fr" };
    const res = await t().raw(`/api/admin/product/action/${p.id}`, {
      method: "POST",
      headers,
      body: JSON.stringify(productBody(r, { title: "Bouilloire" })),
    });
    expect((await res.json()).data.title).toBe("Bouilloire");
    expect((await api.get(`/product/find/${p.id}`)).data.title).toBe("Kettle");
    const fr = await t().raw(`/api/admin/product/find/${p.id}`, { headers });
    expect((await fr.json()).data.title).toBe("Bouilloire");
    const vendorList = await t().api(tk.vendor).get("/product/all-products", { q: "Kettle" });
    expect(vendorList.data).toEqual([]);
    expect((await t().api(tk.nobody).get("/product/all-products")).status).toBe(403);
    expect((await t().api(tk.nobody).postForm(`/product/upload-video/${p.id}`, {})).status).toBe(403);
    expect((await t().api().postForm(`/product/upload-video/${p.id}`, {})).status).toBe(204);
  });
});

describe("product files and delete", () => {
  it("uploads the main image, a video and gallery images; deletes an image", async () => {
    const api = t().api(tk.admin);
    const draft = await api.postForm("/product/upload", { photo: png() });
    expect(draft.data.image).toMatch(/^product-/);
    const id = draft.data.id;
    expect((await api.postForm(`/product/upload/${id}`, { photo: fakePng() })).data).toEqual({
      image: ["The photo must be a file of type: jpeg, png, gif, svg, webp."],
    });
    expect((await api.postForm(`/product/upload/${id}`, { photo: hugePng() })).data).toEqual({
      image: ["The photo must not be greater than 1024 kilobytes."],
    });
    const mp4 = new File([Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(64)])], "v.mp4", {
      type: "video/mp4",
    });
    const video = await api.postForm(`/product/upload-video/${id}`, { video_file: mp4, thumb: png() });
    expect(video.data.video).toMatch(/^product-video-/);
    expect(video.data.video_thumb).toMatch(/^product-video-thumb-/);
    expect((await api.postForm(`/product/upload-video/${id}`, { video_file: png() })).data.video[0]).toMatch(
      /^The video file must be a file of type/,
    );
    const gallery = await api.postForm(`/product/upload-images/${id}`, { "images[]": [png("a.png"), png("b.png")] });
    expect(gallery.data).toHaveLength(2);
    expect(gallery.data[0].attributes).toEqual([]);
    expect((await api.postForm(`/product/upload-images/${id}`, { "images[]": [fakePng()] })).data.multiple_image).toHaveLength(1);
    expect((await api.postForm("/product/upload-images/1", { "images[]": [png()] })).data).toEqual({ multiple_image: [NF] });
    const all = await api.get(`/product/all-images/${id}`);
    expect(all.data.map((i: any) => i.image)).toEqual(gallery.data.map((i: any) => i.image));
    expect(all.data[0]).not.toHaveProperty("attributes");
    const rest = await api.del(`/product/delete-image/${gallery.data[0].id}`);
    expect(rest.data.map((i: any) => i.id)).toEqual([gallery.data[1].id]);
    expect(existsSync(path.join(t().dirs.uploads, gallery.data[0].image))).toBe(false);
    expect((await api.del(`/product/delete-image/${gallery.data[0].id}`)).message).toBe(NF);
    expect(
      (
        await t()
          .api(tk.nobody)
          .postForm(`/product/upload-images/${id}`, { "images[]": [png()] })
      ).status,
    ).toBe(403);
  });

  it("delete cascades images, inventories and links; all or nothing; refuses ordered products", async () => {
    const api = t().api(tk.admin);
    const db = t().server.db;
    const cat = await newCategory("p-cascade");
    const attr = await newAttribute("p-size", ["S", "M"]);
    const p = (await api.post("/product/action", productBody(r, { title: "Cascade", product_categories: [cat] }))).data;
    await api.postForm(`/product/upload-images/${p.id}`, { "images[]": [png()] });
    await api.post(`/updated-inventory/action/${p.id}`, {
      inventories: [{ quantity: 1, sku: "C-S", values: [{ id: attr.values[0].id }] }],
    });
    expect((await api.del(`/product/delete/${p.id},424242`)).status).toBe(201);
    expect((await api.get(`/product/find/${p.id}`)).status).toBe(200);
    const del = await api.del(`/product/delete/${p.id}`);
    expect(del.status).toBe(200);
    expect(del.data).toBeNull();
    for (const table of ["product_images", "updated_inventories", "product_categories"] as const) {
      expect(await db.selectFrom(table).select("id").where("product_id", "=", p.id).execute()).toEqual([]);
    }
    const ordered = (await api.post("/product/action", productBody(r, { title: "Ordered" }))).data;
    await orderLine(ordered.id, null);
    expect((await api.del(`/product/delete/${ordered.id}`)).message).toBe("Unable to delete. This product is being used in an order.");
    expect((await t().api(tk.nobody).del(`/product/delete/${ordered.id}`)).status).toBe(403);
  });
});

describe("updated-inventory", () => {
  it("applies the full list: update, create, delete; price rules; order refusal", async () => {
    const api = t().api(tk.admin);
    const attr = await newAttribute("inv-color", ["Red", "Blue", "Green"]);
    const [red, blue, green] = attr.values;
    const p = (await api.post("/product/action", productBody(r, { title: "Inventory" }))).data;
    const first = await api.post(`/updated-inventory/action/${p.id}`, {
      inventories: [
        { quantity: 5, sku: "I-R", price: 100, values: [{ id: red.id }] },
        { quantity: 2, sku: "I-B", price: 120, values: [{ id: blue.id }] },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.data.map((i: any) => i.price)).toEqual(["0.00", "120.00"]);
    expect(first.data[0].inventory_attributes[0].attribute_value).toMatchObject({ id: red.id, title: "Red" });
    const [ir, ib] = first.data;
    const second = await api.post(`/updated-inventory/action/${p.id}`, {
      inventories: [
        { id: ir.id, quantity: 9, sku: "I-R2", price: 0, values: [{ id: red.id }] },
        { quantity: 1, sku: "I-G", price: 80, values: [{ id: green.id }] },
      ],
    });
    expect(second.data.map((i: any) => i.sku)).toEqual(["I-R2", "I-G"]);
    expect(second.data.find((i: any) => i.id === ib.id)).toBeUndefined();
    expect((await api.get(`/updated-inventory/find/${p.id}`)).data).toHaveLength(2);
    await orderLine(p.id, ir.id);
    const refused = await api.post(`/updated-inventory/action/${p.id}`, {
      inventories: [{ quantity: 1, sku: "NEW", values: [{ id: blue.id }] }],
    });
    expect(refused).toMatchObject({
      status: 201,
      data: { inventory: ["You can not add a new combination. Old inventory was used in an order."] },
    });
    const invalid = await api.post(`/updated-inventory/action/${p.id}`, { inventories: [{ sku: "x" }] });
    expect(invalid.data).toEqual({ inventory: ["The inventories.0.quantity field is required."] });
    expect((await api.post(`/updated-inventory/action/${p.id}`, {})).data).toEqual({ inventory: ["The inventories field is required."] });
    expect((await api.get("/updated-inventory/find/1")).message).toBe(NF);
    expect((await t().api(tk.nobody).post(`/updated-inventory/action/${p.id}`, { inventories: [] })).status).toBe(403);
    expect((await t().api().get(`/updated-inventory/find/${p.id}`)).status).toBe(204);
  });
});

describe("product-image-attributes", () => {
  it("makes the given values the image's full set", async () => {
    const api = t().api(tk.admin);
    const db = t().server.db;
    const attr = await newAttribute("img-color", ["A", "B", "C"]);
    const [a, b, c] = attr.values;
    const p = (await api.post("/product/action", productBody(r, { title: "Images" }))).data;
    const img = (await api.postForm(`/product/upload-images/${p.id}`, { "images[]": [png()] })).data[0];
    expect(
      (await api.post("/product-image-attributes/action", { product_image_id: img.id, product_id: p.id, values: [a.id, b.id] })).data,
    ).toBe(true);
    const firstLinks = await db
      .selectFrom("product_image_attributes")
      .selectAll()
      .where("product_image_id", "=", img.id)
      .orderBy("id")
      .execute();
    await api.post("/product-image-attributes/action", { product_image_id: img.id, values: [b.id, c.id] });
    const links = await db
      .selectFrom("product_image_attributes")
      .selectAll()
      .where("product_image_id", "=", img.id)
      .orderBy("id")
      .execute();
    expect(links.map((l) => l.attribute_value_id)).toEqual([b.id, c.id]);
    // The unchanged link is kept, not re-created.
    expect(links[0].id).toBe(firstLinks[1].id);
    const found = await api.get(`/product/find/${p.id}`);
    expect(found.data.product_images[0].attributes).toHaveLength(2);
    expect((await api.post("/product-image-attributes/action", { values: [a.id] })).data).toEqual({
      images_attribute: ["The product image id field is required."],
    });
    expect((await api.post("/product-image-attributes/action", { product_image_id: 999999 })).data).toEqual({
      images_attribute: ["The selected product image id is invalid."],
    });
    expect((await t().api(tk.nobody).post("/product-image-attributes/action", { product_image_id: img.id })).status).toBe(403);
    expect((await t().api(tk.vendor).post("/product-image-attributes/action", { product_image_id: img.id })).status).toBe(403);
    expect((await t().api().post("/product-image-attributes/action", {})).status).toBe(204);
  });
});

describe("wysiwyg-image", () => {
  it("stores the image and answers its url without touching the product HTML", async () => {
    const api = t().api(tk.admin);
    const p = (await api.post("/product/action", productBody(r, { title: "Rich", overview: "<p>x</p>" }))).data;
    const up = await api.postForm("/wysiwyg-image/upload", { photo: png(), type: "2", item_id: String(p.id) });
    expect(up.status).toBe(200);
    expect(Object.keys(up.data).sort()).toEqual(["created_at", "id", "image", "item_id", "updated_at", "url"]);
    // No PUBLIC_URL in the harness: root-relative, never built from the request (upload-hardening.test.ts).
    expect(up.data.url).toBe(`/uploads/${up.data.image}`);
    expect((await api.get(`/product/find/${p.id}`)).data.overview).toBe("<p>x</p>");
    const draft = await api.postForm("/wysiwyg-image/upload", {
      photo: png(),
      type: "3",
      product: JSON.stringify({ title: "Draft product" }),
    });
    expect((await api.get(`/product/find/${draft.data.item_id}`)).data.title).toBe("Draft product");
    expect((await api.postForm("/wysiwyg-image/upload", { photo: png(), type: "9", item_id: String(p.id) })).data).toEqual({
      image: ["The selected type is invalid."],
    });
    expect((await api.postForm("/wysiwyg-image/upload", { photo: fakePng(), type: "2", item_id: String(p.id) })).data.image).toHaveLength(
      1,
    );
    expect(
      (
        await t()
          .api(tk.vendor)
          .postForm("/wysiwyg-image/upload", { photo: png(), type: "2", item_id: String(p.id) })
      ).status,
    ).toBe(403);
    expect((await t().api(tk.nobody).del(`/wysiwyg-image/delete/${up.data.image}`)).status).toBe(403);
    const del = await api.del(`/wysiwyg-image/delete/${up.data.image}`);
    expect(del.data.id).toBe(up.data.id);
    expect(existsSync(path.join(t().dirs.uploads, up.data.image))).toBe(false);
    expect((await api.del(`/wysiwyg-image/delete/${up.data.image}`)).data).toBeNull();
    expect((await t().api().postForm("/wysiwyg-image/upload", {})).status).toBe(204);
  });
});
