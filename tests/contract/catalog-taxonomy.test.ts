import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { fakePng, hugePng, png, type Tokens, tokens } from "./catalog-helpers";
import { useTestServer } from "./harness";

/* Contract 5.6 category, 5.7 subcategory, 5.8 brand, 5.11 tag, 5.12 attribute, 5.42 product-collection. */

const t = useTestServer();
let tk: Tokens;

beforeAll(async () => {
  tk = await tokens(t);
});

const NF = "We couldn't found anything.";
const FORBIDDEN = "Unauthorized access.";

function catBody(slug: string, extra: Record<string, unknown> = {}) {
  return { title: `Cat ${slug}`, slug, meta_title: "Meta", meta_description: "Desc", status: 1, ...extra };
}

describe("category", () => {
  it("creates with a generated id, lists with child, finds, updates", async () => {
    const api = t().api(tk.admin);
    const root = await api.post("/category/action", catBody("t-root"));
    expect(root.status).toBe(200);
    expect(root.data.id).toBeGreaterThanOrEqual(10_000_000);
    expect(root.data).not.toHaveProperty("admin_id");
    const kid = await api.post("/category/action", catBody("t-kid", { parent: root.data.id }));
    expect(kid.data.parent).toBe(root.data.id);
    const list = await api.get("/category/all", { q: "Cat t-root" });
    expect(list.data.per_page).toBe(14);
    const item = list.data.data.find((r: any) => r.id === root.data.id);
    expect(item.child.map((k: any) => k.id)).toEqual([kid.data.id]);
    expect(typeof item.created).toBe("string");
    const found = await api.get(`/category/find/${root.data.id}`);
    expect(found.data.slug).toBe("t-root");
    const upd = await api.post(`/category/action/${root.data.id}`, catBody("t-root", { title: "Renamed" }));
    expect(upd.data.title).toBe("Renamed");
    const look = await api.get("/category/all-categories", { q: "Renamed" });
    expect(look.data).toEqual([{ id: root.data.id, title: "Renamed" }]);
  });

  it("validates, refuses a taken slug, itself as parent and a cycle", async () => {
    const api = t().api(tk.admin);
    const bad = await api.post("/category/action", { slug: "x" });
    expect(bad.status).toBe(201);
    expect(bad.data.form).toContain("The title field is required.");
    const a = await api.post("/category/action", catBody("t-slug-a"));
    const dup = await api.post("/category/action", catBody("t-slug-a"));
    expect(dup.status).toBe(201);
    expect(dup.message).toBe("Slug already exists.");
    const self = await api.post(`/category/action/${a.data.id}`, catBody("t-slug-a", { parent: a.data.id }));
    expect(self.message).toBe("Category and parent category can not be the same");
    const b = await api.post("/category/action", catBody("t-slug-b", { parent: a.data.id }));
    const cycle = await api.post(`/category/action/${a.data.id}`, catBody("t-slug-a", { parent: b.data.id }));
    expect(cycle.status).toBe(201);
  });

  it("deletes a comma list, re-parents children, all or nothing", async () => {
    const api = t().api(tk.admin);
    const a = await api.post("/category/action", catBody("t-del-a"));
    const b = await api.post("/category/action", catBody("t-del-b"));
    const kid = await api.post("/category/action", catBody("t-del-kid", { parent: a.data.id }));
    const missing = await api.del(`/category/delete/${a.data.id},999`);
    expect(missing.status).toBe(200);
    expect(missing.message).toBe(NF);
    expect((await api.get(`/category/find/${a.data.id}`)).status).toBe(200);
    const del = await api.del(`/category/delete/${a.data.id},${b.data.id}`);
    expect(del.data).toBe(true);
    expect((await api.get(`/category/find/${a.data.id}`)).status).toBe(201);
    expect((await api.get(`/category/find/${kid.data.id}`)).data.parent).toBe(0);
  });

  it("uploads an image (draft create and replace) with the contract's checks", async () => {
    const api = t().api(tk.admin);
    const draft = await api.postForm("/category/upload", { photo: png() });
    expect(draft.status).toBe(200);
    expect(draft.data.image).toMatch(/^category-\d+-\d+\.png$/);
    const bad = await api.postForm(`/category/upload/${draft.data.id}`, { photo: fakePng() });
    expect(bad.data).toEqual({ image: ["The photo must be a file of type: jpeg, png, gif, svg, webp."] });
    const big = await api.postForm(`/category/upload/${draft.data.id}`, { photo: hugePng() });
    expect(big.data).toEqual({ image: ["The photo must not be greater than 1024 kilobytes."] });
  });

  it("not found, forbidden, unauthenticated, vendor scoping", async () => {
    const admin = t().api(tk.admin);
    expect((await admin.get("/category/find/123")).message).toBe(NF);
    expect((await t().api(tk.nobody).get("/category/all")).status).toBe(403);
    expect((await t().api(tk.nobody).post("/category/action", catBody("t-nobody"))).message).toBe(FORBIDDEN);
    expect((await t().api(tk.nobody).get("/category/all-categories")).status).toBe(403);
    const anon = await t().api().get("/category/all");
    expect(anon.status).toBe(204);
    const mine = await admin.post("/category/action", catBody("t-admins"));
    const vendor = t().api(tk.vendor);
    expect((await vendor.get(`/category/find/${mine.data.id}`)).status).toBe(403);
    expect((await vendor.post(`/category/action/${mine.data.id}`, catBody("t-admins"))).status).toBe(403);
    expect((await vendor.del(`/category/delete/${mine.data.id}`)).status).toBe(403);
    const own = await vendor.post("/category/action", catBody("t-vendors"));
    const list = await vendor.get("/category/all");
    expect(list.data.data.map((r: any) => r.id)).toEqual([own.data.id]);
  });

  it("translates with the language header", async () => {
    const api = t().api(tk.admin);
    const cat = await api.post("/category/action", catBody("t-lang", { title: "Phones" }));
    const res = await t().raw(`/api/admin/category/action/${cat.data.id}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tk.admin}`, "Content-Type": "application/json", language: "de", Accept: "application/json" },
      body: JSON.stringify(catBody("t-lang", { title: "Telefone" })),
    });
    expect((await res.json()).data.title).toBe("Telefone");
    expect((await api.get(`/category/find/${cat.data.id}`)).data.title).toBe("Phones");
  });
});

describe("subcategory", () => {
  it("crud, validation, not found, refusals, forbidden", async () => {
    const api = t().api(tk.admin);
    const cat = await api.post("/category/action", catBody("t-sub-parent"));
    const body = { title: "Zz Unique Sub", category_id: cat.data.id, slug: "t-sub", meta_title: "m", meta_description: "d" };
    const sub = await api.post("/subcategory/action", body);
    expect(sub.status).toBe(200);
    expect(sub.data).not.toHaveProperty("admin_id");
    const list = await api.get("/subcategory/all", { q: "Zz Unique", orderby: "title", type: "asc" });
    expect(list.data.data.find((r: any) => r.id === sub.data.id).category).toEqual({
      id: cat.data.id,
      title: cat.data.title,
      slug: "t-sub-parent",
    });
    expect((await api.get("/subcategory/all", { type: "up" })).message).toBe('Order direction must be "asc" or "desc".');
    expect((await api.post("/subcategory/action", { ...body, category_id: 0 })).data.form).toContain(
      "The selected category id is invalid.",
    );
    expect((await api.get(`/subcategory/find/${sub.data.id}`)).data.slug).toBe("t-sub");
    expect((await api.get("/subcategory/find/5")).status).toBe(201);
    expect((await api.get("/subcategory/all-subcategories")).data.some((r: any) => r.id === sub.data.id)).toBe(true);
    const up = await api.postForm(`/subcategory/upload/${sub.data.id}`, { photo: png(), category_id: String(cat.data.id) });
    expect(up.data.image).toMatch(/^sub-category-/);
    const noCat = await api.postForm(`/subcategory/upload/${sub.data.id}`, { photo: png() });
    expect(noCat.data.form).toContain("The category id field is required.");
    const db = t().server.db;
    const now = isoNow();
    const adminId = (await db.selectFrom("admins").select("id").where("email", "=", "admin@example.com").executeTakeFirstOrThrow()).id;
    await db
      .insertInto("products")
      .values({ id: 5555, title: "uses sub", subcategory_id: sub.data.id, admin_id: adminId, created_at: now, updated_at: now })
      .execute();
    expect((await api.del(`/subcategory/delete/${sub.data.id}`)).message).toBe("Unable to delete. This item is being used by a product.");
    await db.deleteFrom("products").where("id", "=", 5555).execute();
    expect((await t().api(tk.nobody).del(`/subcategory/delete/${sub.data.id}`)).status).toBe(403);
    expect((await t().api(tk.vendor).get(`/subcategory/find/${sub.data.id}`)).status).toBe(403);
    const del = await api.del(`/subcategory/delete/${sub.data.id}`);
    expect(del.data.id).toBe(sub.data.id);
    expect((await api.del(`/subcategory/delete/${sub.data.id}`)).status).toBe(200);
    expect((await t().api().get("/subcategory/all")).status).toBe(204);
  });
});

describe("brand", () => {
  it("crud, validation, slug, not found, forbidden, upload", async () => {
    const api = t().api(tk.admin);
    const b = await api.post("/brand/action", { title: "Acme", slug: "t-acme", status: 1 });
    expect(b.data.id).toBeGreaterThanOrEqual(10_000_000);
    expect((await api.post("/brand/action", { title: "Acme 2", slug: "t-acme" })).message).toBe("Slug already exists.");
    expect((await api.post("/brand/action", { title: "x" })).data.form).toEqual(["The slug field is required."]);
    expect((await api.post("/brand/action", { title: "x", slug: "y", status: 5 })).data.form).toEqual(["The selected status is invalid."]);
    const list = await api.get("/brand/all", { q: "acme", orderby: "title", type: "desc" });
    expect(list.data.data.map((r: any) => r.id)).toContain(b.data.id);
    expect((await api.get("/brand/all-brands", { per_page: 2 })).data.per_page).toBe(2);
    expect((await api.get(`/brand/find/${b.data.id}`)).data.title).toBe("Acme");
    expect((await api.get("/brand/find/77")).status).toBe(201);
    const up = await api.postForm(`/brand/upload/${b.data.id}`, { photo: png() });
    expect(up.data.image).toMatch(/^brand-/);
    expect((await t().api(tk.nobody).get("/brand/all")).status).toBe(403);
    expect((await t().api(tk.vendor).post(`/brand/action/${b.data.id}`, { title: "Mine", slug: "t-acme" })).status).toBe(403);
    expect((await api.del(`/brand/delete/${b.data.id},1`)).status).toBe(201);
    expect((await api.del(`/brand/delete/${b.data.id}`)).data).toBe(true);
    expect((await t().api().post("/brand/action", {})).status).toBe(204);
  });
});

describe("tag", () => {
  it("lists newest first, creates without duplicates, updates, validates, checks permissions", async () => {
    const api = t().api(tk.admin);
    const a = await api.post("/tag/action", { title: "t-new" });
    expect(a.data.title).toBe("t-new");
    const again = await api.post("/tag/action", { title: "t-new" });
    expect(again.data.id).toBe(a.data.id);
    const list = await api.get("/tag/all", { q: "t-new" });
    expect(list.data.data[0]).toMatchObject({ id: a.data.id, title: "t-new" });
    const upd = await api.post(`/tag/action/${a.data.id}`, { title: "t-renamed" });
    expect(upd.data.title).toBe("t-renamed");
    expect((await api.post("/tag/action", {})).data.form).toEqual(["The title field is required."]);
    expect((await api.post("/tag/action/999999", { title: "z" })).status).toBe(201);
    expect((await t().api(tk.nobody).get("/tag/all")).status).toBe(403);
    expect((await t().api().get("/tag/all")).status).toBe(204);
  });
});

describe("attribute", () => {
  it("adds, renames and deletes values; refuses removing a value in use", async () => {
    const api = t().api(tk.admin);
    const a = await api.post("/attribute/action", { title: "Colour", values: [{ title: "Red" }, { title: "Blue" }] });
    expect(a.status).toBe(200);
    expect(a.data.values.map((v: any) => v.title)).toEqual(["Red", "Blue"]);
    const [red, blue] = a.data.values;
    const upd = await api.post(`/attribute/action/${a.data.id}`, {
      title: "Color",
      values: [{ id: red.id, title: "Crimson" }, { id: blue.id, title: "" }, { title: "Green" }],
    });
    expect(upd.data.title).toBe("Color");
    expect(upd.data.values.map((v: any) => v.title)).toEqual(["Crimson", "Green"]);
    // A value used by an inventory cannot be removed.
    const db = t().server.db;
    const now = isoNow();
    const adminId = (await db.selectFrom("admins").select("id").where("email", "=", "admin@example.com").executeTakeFirstOrThrow()).id;
    await db.insertInto("products").values({ id: 6666, title: "p", admin_id: adminId, created_at: now, updated_at: now }).execute();
    const inv = await db
      .insertInto("updated_inventories")
      .values({ product_id: 6666, quantity: 1, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("inventory_attributes")
      .values({ inventory_id: inv.id, attribute_value_id: red.id, created_at: now, updated_at: now })
      .execute();
    const refused = await api.post(`/attribute/action/${a.data.id}`, { title: "Color", values: [{ id: red.id, title: "" }] });
    expect(refused.message).toBe("Deleted attribute is being used by Order. Delete the order first.");
    const refusedDel = await api.del(`/attribute/delete/${a.data.id}`);
    expect(refusedDel.message).toBe("Attribute Value is being used by Order. Delete the order first.");
    await db.deleteFrom("products").where("id", "=", 6666).execute();
    expect((await api.get("/attribute/all", { q: "Color" })).data.data[0].values).toHaveLength(2);
    expect((await api.get("/attribute/all-attributes")).data.some((r: any) => r.id === a.data.id)).toBe(true);
    expect((await api.get(`/attribute/find/${a.data.id}`)).data).not.toHaveProperty("admin_id");
    expect((await api.get("/attribute/find/99999")).status).toBe(201);
    expect((await api.post("/attribute/action", { values: [] })).data.form).toEqual(["The title field is required."]);
    expect((await t().api(tk.vendor).get(`/attribute/find/${a.data.id}`)).status).toBe(403);
    expect((await t().api(tk.nobody).post("/attribute/action", { title: "x" })).status).toBe(403);
    expect((await api.del(`/attribute/delete/${a.data.id}`)).data).toBe(true);
    expect((await api.del(`/attribute/delete/${a.data.id}`)).status).toBe(200);
    expect((await t().api().get("/attribute/all")).status).toBe(204);
  });
});

describe("product-collection", () => {
  it("crud, slug, validation, not found, forbidden", async () => {
    const api = t().api(tk.admin);
    const col = await api.post("/product-collection/action", { title: "Zz Solstice", slug: "t-summer", status: 1 });
    expect(col.data).toMatchObject({ title: "Zz Solstice", slug: "t-summer", status: 1 });
    expect(col.data).not.toHaveProperty("admin_id");
    expect((await api.post("/product-collection/action", { title: "S2", slug: "t-summer" })).message).toBe("Slug already exists.");
    expect((await api.post("/product-collection/action", { slug: "s" })).data.form).toEqual(["The title field is required."]);
    expect((await api.get("/product-collection/all", { q: "Zz Solstice" })).data.total).toBe(1);
    expect((await api.get("/product-collection/all-product-collections")).data.some((r: any) => r.id === col.data.id)).toBe(true);
    expect((await api.get(`/product-collection/find/${col.data.id}`)).data.id).toBe(col.data.id);
    expect((await api.get("/product-collection/find/424242")).status).toBe(201);
    expect((await t().api(tk.vendor).get("/product-collection/all")).status).toBe(403);
    expect((await api.del(`/product-collection/delete/${col.data.id}`)).data).toBe(true);
    expect((await api.del(`/product-collection/delete/${col.data.id}`)).status).toBe(200);
    expect((await t().api().get("/product-collection/all")).status).toBe(204);
  });
});

/** Every catalog route: [method, path]. Ids are placeholders: the checks run before any lookup. */
const ROUTES: Array<["get" | "post" | "del", string]> = [
  ["get", "/category/all"],
  ["get", "/category/all-categories"],
  ["get", "/category/find/1"],
  ["post", "/category/action"],
  ["post", "/category/action/1"],
  ["del", "/category/delete/1"],
  ["post", "/category/upload/1"],
  ["get", "/subcategory/all"],
  ["get", "/subcategory/all-subcategories"],
  ["get", "/subcategory/find/1"],
  ["post", "/subcategory/action"],
  ["del", "/subcategory/delete/1"],
  ["post", "/subcategory/upload"],
  ["get", "/brand/all"],
  ["get", "/brand/all-brands"],
  ["get", "/brand/find/1"],
  ["post", "/brand/action"],
  ["del", "/brand/delete/1"],
  ["post", "/brand/upload"],
  ["get", "/attribute/all"],
  ["get", "/attribute/all-attributes"],
  ["get", "/attribute/find/1"],
  ["post", "/attribute/action"],
  ["del", "/attribute/delete/1"],
  ["get", "/tag/all"],
  ["post", "/tag/action"],
  ["get", "/product/all"],
  ["get", "/product/find/1"],
  ["get", "/product/all-products"],
  ["get", "/product/dropdown-data"],
  ["post", "/product/action"],
  ["del", "/product/delete/1"],
  ["post", "/product/upload"],
  ["post", "/product/upload-video"],
  ["get", "/product/all-images/1"],
  ["post", "/product/upload-images/1"],
  ["del", "/product/delete-image/1"],
  ["post", "/product-image-attributes/action"],
  ["get", "/updated-inventory/find/1"],
  ["post", "/updated-inventory/action/1"],
  ["post", "/wysiwyg-image/upload"],
  ["del", "/wysiwyg-image/delete/x.png"],
  ["get", "/product-collection/all"],
  ["get", "/product-collection/all-product-collections"],
  ["get", "/product-collection/find/1"],
  ["post", "/product-collection/action"],
  ["del", "/product-collection/delete/1"],
  ["get", "/bulk/export"],
  ["post", "/bulk/import"],
  ["get", "/images/all"],
  ["post", "/images/upload"],
  ["del", "/images/delete/x.png"],
];

describe("every catalog route", () => {
  it("answers Unauthenticated. without a token", async () => {
    for (const [method, path] of ROUTES) {
      const res = await t().api()[method](path);
      expect([path, res.http, res.status, res.message]).toEqual([path, 201, 204, "Unauthenticated."]);
    }
  });

  it("answers 403 to an admin whose role has no permissions", async () => {
    const api = t().api(tk.nobody);
    for (const [method, path] of ROUTES) {
      const res = await api[method](path);
      expect([path, res.status, res.message]).toEqual([path, 403, "Unauthorized access."]);
    }
  });
});
