import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { createAdmin, FORBIDDEN_MESSAGE, signInDemo, type DemoSession } from "./accounts";
import { addVariants, makeAttribute, makeBulkProduct, makeValue, type MadeProduct } from "./bulk-edit-fixtures";
import { useTestServer } from "./harness";

/*
 * `GET product/bulk-edit/rows` (server/docs/bulk-edit.md): the bulk editor's products by ids or by
 * the products list's filters, newest first, in the caller's scope, whole products up to 5,000
 * variants, each variant named by its attribute values in attribute order.
 */
const t = useTestServer();
let s: DemoSession;
let nobody: string;
let viewer: string;
let felpa: MadeProduct;
let cap: MadeProduct;
let hat: MadeProduct;
let vendorShirt: MadeProduct;
let brandId: number;
let categoryId: number;

const rows = (token: string, query: Record<string, string> = {}) => t().api(token).get("/product/bulk-edit/rows", query);
const idsOf = (reply: { data: { products: Array<{ id: number }> } }) => reply.data.products.map((p) => p.id);
const newestFirst = (...ids: number[]) => [...ids].sort((a, b) => b - a);

beforeAll(async () => {
  s = await signInDemo(t());
  nobody = (await createAdmin(t())).token;
  viewer = (await createAdmin(t(), { permissions: ["product.view"] })).token;
  const db = t().server.db;
  const admin = t().api(s.admin);
  brandId = (await admin.post("/brand/action", { title: "Zqbulk Brand", slug: "zqbulk-brand" })).data.id;
  categoryId = (await admin.post("/category/action", { title: "Zqbulk Cat", slug: "zqbulk-cat", meta_title: "m", meta_description: "d" }))
    .data.id;
  // Colour is the older attribute, but M is the older value: the name follows the attributes.
  const color = await makeAttribute(db, s.adminId, "BE Color");
  const size = await makeAttribute(db, s.adminId, "BE Size");
  const m = await makeValue(db, s.adminId, size, "M");
  const red = await makeValue(db, s.adminId, color, "Red");
  const blue = await makeValue(db, s.adminId, color, "Blue");
  felpa = await makeBulkProduct(db, {
    adminId: s.adminId,
    title: "Zqbulk Felpa",
    selling: 25,
    purchased: 10,
    brandId,
    variants: [
      { sku: "ZQ-FELPA-RM", quantity: 5, values: [m, red] },
      { sku: "ZQ-FELPA-B", quantity: 2, values: [blue] },
      { sku: null, quantity: 0 },
    ],
  });
  cap = await makeBulkProduct(db, { adminId: s.adminId, title: "Zqbulk Cap", status: 2 });
  hat = await makeBulkProduct(db, { adminId: s.adminId, title: "Plain hat", variants: [{ sku: "ZQBULK-SKU-HAT", quantity: 1 }] });
  vendorShirt = await makeBulkProduct(db, { adminId: s.vendorId, title: "Zqbulk Vendor Shirt" });
  await db
    .insertInto("product_categories")
    .values({ product_id: cap.id, category_id: categoryId, primary: 1, created_at: isoNow(), updated_at: isoNow() })
    .execute();
});

describe("rows by ids", () => {
  it("answers the products asked for, newest first, unknown ids left out, with their variants named in attribute order", async () => {
    const reply = await rows(s.admin, { ids: [felpa.id, cap.id, 99_999_999, vendorShirt.id].join(",") });
    expect(reply.status).toBe(200);
    expect(idsOf(reply)).toEqual(newestFirst(felpa.id, cap.id, vendorShirt.id));
    expect(reply.data).toMatchObject({ variants: 5, truncated: false });
    const row = reply.data.products.find((p: { id: number }) => p.id === felpa.id);
    const found = await t().raw(`/api/admin/product/find/${felpa.id}`, { headers: { Authorization: `Bearer ${s.admin}` } });
    expect(row).toEqual({
      id: felpa.id,
      title: "Zqbulk Felpa",
      purchased: 10,
      selling: 25,
      offered: 0,
      status: 1,
      version: (await found.json()).data.updated_at,
      inventories: [
        { id: felpa.variantIds[0], sku: "ZQ-FELPA-RM", quantity: 5, variant: "Red / M" },
        { id: felpa.variantIds[1], sku: "ZQ-FELPA-B", quantity: 2, variant: "Blue" },
        { id: felpa.variantIds[2], sku: null, quantity: 0, variant: "" },
      ],
    });
    // The version is the ETag product/find and updated-inventory/find send.
    expect(found.headers.get("ETag")).toBe(`"${row.version}"`);
    const stock = await t().raw(`/api/admin/updated-inventory/find/${felpa.id}`, { headers: { Authorization: `Bearer ${s.admin}` } });
    expect(stock.headers.get("ETag")).toBe(`"${row.version}"`);
  });

  it("a list that is not one of ids is refused", async () => {
    for (const ids of ["abc", "1,,2", "0", " 1"]) {
      const reply = await rows(s.admin, { ids });
      expect([reply.status, reply.data.form], ids).toEqual([201, ["The ids must be a comma-separated list of ids."]]);
    }
  });
});

describe("rows by the list's filters", () => {
  it("q matches the title or any variant's SKU", async () => {
    expect(idsOf(await rows(s.admin, { q: "zqbulk" }))).toEqual(newestFirst(felpa.id, cap.id, hat.id, vendorShirt.id));
    expect(idsOf(await rows(s.admin, { q: "SKU-HAT" }))).toEqual([hat.id]);
  });

  it("status, brands and categories narrow the list", async () => {
    expect(idsOf(await rows(s.admin, { q: "zqbulk", status: "2" }))).toEqual([cap.id]);
    expect(idsOf(await rows(s.admin, { q: "zqbulk", status: "1" }))).toEqual(newestFirst(felpa.id, hat.id, vendorShirt.id));
    expect(idsOf(await rows(s.admin, { brands: String(brandId) }))).toEqual([felpa.id]);
    expect(idsOf(await rows(s.admin, { categories: String(categoryId) }))).toEqual([cap.id]);
  });

  it("a status that is not 1 or 2 is refused", async () => {
    const reply = await rows(s.admin, { status: "3" });
    expect([reply.status, reply.data.form]).toEqual([201, ["The selected status is invalid."]]);
  });
});

describe("scope and permissions", () => {
  it("a vendor reads its own products only: others are left out of ids, filters and the whole list", async () => {
    expect(idsOf(await rows(s.vendor, { ids: `${felpa.id},${vendorShirt.id}` }))).toEqual([vendorShirt.id]);
    expect(idsOf(await rows(s.vendor, { q: "zqbulk" }))).toEqual([vendorShirt.id]);
    const all = await rows(s.vendor);
    const own = await t().server.db.selectFrom("products").select("id").where("admin_id", "=", s.vendorId).orderBy("id", "desc").execute();
    expect(all.data.truncated).toBe(false);
    expect(idsOf(all)).toEqual(own.map((p) => p.id));
  });

  it("needs product.view", async () => {
    const denied = await rows(nobody, { ids: String(felpa.id) });
    expect([denied.status, denied.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    expect(idsOf(await rows(viewer, { ids: String(felpa.id) }))).toEqual([felpa.id]);
  });
});

describe("at most 5,000 variants, whole products", () => {
  it("three products of 2,000 variants: the two newest are answered and the list says it was truncated", async () => {
    const db = t().server.db;
    const big: number[] = [];
    for (const n of [1, 2, 3]) {
      const made = await makeBulkProduct(db, { adminId: s.adminId, title: `Zqmany ${n}`, variants: [] });
      await addVariants(db, made.id, 2000);
      big.push(made.id);
    }
    const reply = await rows(s.admin, { ids: big.join(",") });
    expect(idsOf(reply)).toEqual(newestFirst(...big).slice(0, 2));
    expect(reply.data).toMatchObject({ variants: 4000, truncated: true });
    expect(reply.data.products.map((p: { inventories: unknown[] }) => p.inventories.length)).toEqual([2000, 2000]);

    // Exactly 5,000 fit.
    const small = await makeBulkProduct(db, { adminId: s.adminId, title: "Zqmany small", variants: [] });
    await addVariants(db, small.id, 1000);
    const full = await rows(s.admin, { ids: [big[0], big[1], small.id].join(",") });
    expect(idsOf(full)).toEqual(newestFirst(big[0], big[1], small.id));
    expect(full.data).toMatchObject({ variants: 5000, truncated: false });
  });
});
