import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "../../server/src/groups/catalog/csv";
import { fakePng, png, productBody, productSetup, type Rules, type Tokens } from "./catalog-helpers";
import { useTestServer } from "./harness";

/* Contract 5.2 bulk (as CSV) and 5.4 images (media library). */

const t = useTestServer();
let tk: Tokens;
let r: Rules;

beforeAll(async () => ({ tk, r } = await productSetup(t)));

async function exportCsv(token: string): Promise<{ res: Response; rows: string[][] }> {
  const res = await t().raw("/api/admin/bulk/export", { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } });
  const rows = res.headers.get("content-type")?.startsWith("text/csv") ? parseCsv(await res.text()) : [];
  return { res, rows };
}

function csvFile(rows: string[][]): File {
  return new File([toCsv(rows)], "products.csv", { type: "text/csv" });
}

describe("csv", () => {
  it("round-trips quotes, commas and line breaks", () => {
    const rows = [["a", 'say "hi"', "x,y", "line1\nline2", " pad "]];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

describe("bulk export / import", () => {
  it("exports a CSV download with the contract's columns", async () => {
    const { res, rows } = await exportCsv(tk.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}-\d{2}_\d{2}_\d{2}\.csv"$/);
    // The contract's column names, in the contract's order.
    const header =
      "Title|Badge|Unit|Description|Overview|Meta title|Meta description|Image|Video|Video thumb|Warranty|Refundable|Slug|Tags";
    const rest = "Tax rule|Brand|Shipping rule|Bundle deal|Purchased|Selling|Offered|Status|Id|Collections|Categories|Inventories|Images";
    expect(rows[0]).toEqual(`${header}|${rest}`.split("|"));
  });

  it("round-trips: export, edit, import updates the product and creates new rows", async () => {
    const api = t().api(tk.admin);
    const cat = (await api.post("/category/action", { title: "Bulk", slug: "b-bulk", meta_title: "m", meta_description: "d" })).data.id;
    const attr = (await api.post("/attribute/action", { title: "b-size", values: [{ title: "S" }, { title: "L" }] })).data;
    const p = (await api.post("/product/action", productBody(r, { title: 'Bulk, "quoted" item', tags: "a,b", product_categories: [cat] })))
      .data;
    await api.postForm(`/product/upload/${p.id}`, { photo: png() });
    const gallery = (await api.postForm(`/product/upload-images/${p.id}`, { "images[]": [png()] })).data;
    const inv = (
      await api.post(`/updated-inventory/action/${p.id}`, {
        inventories: [{ quantity: 4, sku: "B-S", price: 0, values: [{ id: attr.values[0].id }] }],
      })
    ).data;

    const { rows } = await exportCsv(tk.admin);
    const header = rows[0];
    const col = (name: string) => header.indexOf(name);
    const mine = rows.find((row) => row[col("Id")] === String(p.id)) as string[];
    expect(mine[col("Title")]).toBe('Bulk, "quoted" item');
    expect(mine[col("Tags")]).toBe("a|b");
    expect(mine[col("Categories")]).toBe(String(cat));
    expect(JSON.parse(mine[col("Images")])).toEqual([gallery[0].image]);
    expect(JSON.parse(mine[col("Inventories")])[0]).toMatchObject({ id: inv[0].id, sku: "B-S", values: [attr.values[0].id] });

    const edited = [...mine];
    edited[col("Title")] = "Bulk renamed";
    edited[col("Selling")] = "150";
    edited[col("Inventories")] = JSON.stringify([{ id: inv[0].id, quantity: 9, sku: "B-S", price: 0, values: [attr.values[0].id] }]);
    const fresh = [...mine];
    fresh[col("Id")] = "";
    fresh[col("Slug")] = "";
    fresh[col("Title")] = "Bulk new product";
    const before = Number(
      (
        await t()
          .server.db.selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const res = await api.postForm("/bulk/import", { file: csvFile([header, edited, fresh]) });
    expect(res.status).toBe(200);
    expect(res.data).toBe(true);
    const after = Number(
      (
        await t()
          .server.db.selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before + 1);
    const updated = (await api.get(`/product/find/${p.id}`)).data;
    expect(updated).toMatchObject({ title: "Bulk renamed", selling: 150, tags: "a,b", primary_category_id: cat });
    expect((await api.get(`/updated-inventory/find/${p.id}`)).data[0].quantity).toBe(9);
    const created = await api.get("/product/all", { q: "Bulk new product" });
    expect(created.data.total).toBe(1);
    const createdFull = (await api.get(`/product/find/${created.data.data[0].id}`)).data;
    expect(createdFull.product_images.map((i: any) => i.image)).toEqual([gallery[0].image]);
    expect(createdFull.slug).toBe("bulk-new-product");
  });

  it("one bad row writes nothing and names the row", async () => {
    const api = t().api(tk.admin);
    const p = (await api.post("/product/action", productBody(r, { title: "Untouched" }))).data;
    const { rows } = await exportCsv(tk.admin);
    const header = rows[0];
    const col = (name: string) => header.indexOf(name);
    const mine = rows.find((row) => row[col("Id")] === String(p.id)) as string[];
    const good = [...mine];
    good[col("Title")] = "Should not be written";
    good[col("Image")] = "";
    const bad = [...good];
    bad[col("Id")] = "";
    bad[col("Slug")] = "";
    bad[col("Selling")] = "";
    const res = await api.postForm("/bulk/import", { file: csvFile([header, good, good, bad]) });
    expect(res.status).toBe(201);
    expect(res.data.form).toContain("Row 4: The selling field is required.");
    expect(res.data.form).toContain("Row 3: The same product id is listed twice.");
    expect((await api.get(`/product/find/${p.id}`)).data.title).toBe("Untouched");
    const missingCols = await api.postForm("/bulk/import", { file: csvFile([["Title"], ["x"]]) });
    expect(missingCols.status).toBe(201);
    expect(missingCols.data.form[0]).toMatch(/^The file is missing the columns: Badge, /);
    expect((await api.postForm("/bulk/import", {})).data).toEqual({ form: ["The file field is required."] });
  });

  it("checks permissions", async () => {
    // Vendors hold bulk_upload.create only (contract 4.2).
    expect((await exportCsv(tk.vendor)).res.headers.get("content-type")).toMatch(/json/);
    const vendorExport = await t().api(tk.vendor).get("/bulk/export");
    expect(vendorExport.status).toBe(403);
    expect(
      (
        await t()
          .api(tk.vendor)
          .postForm("/bulk/import", { file: csvFile([["Title"]]) })
      ).status,
    ).toBe(403);
    expect((await t().api().get("/bulk/export")).status).toBe(204);
  });
});

describe("images (media library)", () => {
  it("uploads, lists newest first, deletes safely", async () => {
    const api = t().api(tk.admin);
    const up = await api.postForm("/images/upload", { "images[]": [png("one.png"), png("two.png")] });
    expect(up.status).toBe(200);
    expect(up.data).toHaveLength(2);
    expect(up.data[0].name).toMatch(/^product-\d+-\d+\.png$/);
    const list = await api.get("/images/all");
    expect(list.data).toEqual(expect.arrayContaining(up.data.map((x: any) => x.name)));
    const del = await api.del(`/images/delete/${up.data[0].name}`);
    expect(del.data).toBe(up.data[0].name);
    expect((await api.get("/images/all")).data).not.toContain(up.data[0].name);
    expect((await api.del(`/images/delete/${up.data[0].name}`)).status).toBe(201);
    expect((await api.del("/images/delete/..%2Fshop.sqlite")).status).toBe(201);
    const p = (await api.postForm("/product/upload", { photo: png() })).data;
    expect((await api.del(`/images/delete/${p.image}`)).message).toBe("Unable to delete. This image is being used by a product.");
  });

  it("refuses more than 10, none, and non-images", async () => {
    const api = t().api(tk.admin);
    const many = await api.postForm("/images/upload", { "images[]": Array.from({ length: 11 }, (_, i) => png(`${i}.png`)) });
    expect(many).toMatchObject({ status: 201, data: { multiple_image: ["You can not upload more that 10 images at once."] } });
    expect((await api.postForm("/images/upload", { other: "x" })).data).toEqual({ multiple_image: ["Invalid Parameter."] });
    expect((await api.postForm("/images/upload", { "images[]": [fakePng()] })).data).toEqual({
      multiple_image: ["The images.0 must be a file of type: jpeg, png, gif, svg, webp."],
    });
  });

  it("checks permissions", async () => {
    expect((await t().api(tk.vendor).get("/images/all")).status).toBe(403);
    expect(
      (
        await t()
          .api(tk.nobody)
          .postForm("/images/upload", { "images[]": [png()] })
      ).status,
    ).toBe(403);
    expect((await t().api(tk.vendor).del("/images/delete/x.png")).status).toBe(403);
    expect((await t().api().get("/images/all")).status).toBe(204);
  });
});
