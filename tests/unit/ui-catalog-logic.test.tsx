import { describe, expect, it } from "vitest";
import type { AttributeWithValues, Inventory } from "~/api/catalog/product";
import { attributes } from "~/features/catalog/attributes";
import { checkBulkFile } from "~/features/catalog/bulk-check";
import { categoryTree } from "~/features/catalog/categories";
import { inventoryPayload, inventoryToSave, selectedValuesOf, variantRows } from "~/features/catalog/inventory";
import { joinTags, parseTags } from "~/features/catalog/product-resource";
import { parseCsvText } from "~/ui/list-page/csv-parse";
import { buildCsv } from "~/ui/list-page/csv";

/** An attribute and its values (`id: title`). */
const attribute = (id: number, title: string, values: Record<number, string>): AttributeWithValues => ({
  id,
  title,
  values: Object.entries(values).map(([valueId, valueTitle]) => ({ id: Number(valueId), title: valueTitle })),
});
const colour = attribute(1, "Colour", { 11: "Red", 12: "Blue" });
const size = attribute(2, "Size", { 21: "S", 22: "M" });

describe("inventory grid", () => {
  it("one row without attributes", () => {
    const rows = variantRows([colour, size], new Set(), []);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: "", label: "", valueIds: [] });
  });

  it("the cartesian product of the ticked values, labelled in attribute order", () => {
    const rows = variantRows([colour, size], new Set([11, 12, 22]), []);
    expect(rows.map((r) => r.label)).toEqual(["Red + M", "Blue + M"]);
  });

  it("existing variants keep id, SKU, price and quantity when still selected", () => {
    const existing: Inventory[] = [
      { id: 5, sku: "R-M", price: 12, quantity: 3, inventory_attributes: [{ attribute_value_id: 22 }, { attribute_value_id: 11 }] },
    ];
    expect(selectedValuesOf(existing)).toEqual(new Set([11, 22]));
    const rows = variantRows([colour, size], new Set([11, 12, 22]), existing);
    expect(rows[0]).toMatchObject({ id: 5, sku: "R-M", price: 12, quantity: 3 });
    expect(rows[1]).toMatchObject({ id: undefined, sku: "", quantity: 0 });
  });

  it("sends the full list; the single row's price follows the product (0)", () => {
    expect(inventoryPayload([{ key: "", label: "", valueIds: [], sku: " A ", price: 9, quantity: "4" }])).toEqual([
      { sku: "A", price: 0, quantity: 4, values: [] },
    ]);
    expect(inventoryPayload([{ key: "11", label: "Red", valueIds: [11], id: 3, sku: "", price: "", quantity: -2 }])).toEqual([
      { id: 3, sku: "", price: 0, quantity: 0, values: [{ id: 11 }] },
    ]);
  });
});

describe("the variants a product's Save sends", () => {
  const variant = (id: number, valueId: number, quantity: number, price = 0, sku = `S${id}`): Inventory => ({
    id,
    sku,
    price,
    quantity,
    inventory_attributes: [{ attribute_value_id: valueId }],
  });
  const loaded = [variant(1, 11, 5, 30), variant(2, 12, 5)];

  it("takes the server's current values, with only the fields the user changed on the page", () => {
    // Meanwhile a sale took Red to 4 and someone repriced it to 35; here the user changed Blue's quantity.
    const fresh = [variant(1, 11, 4, 35), variant(2, 12, 5)];
    const edits = new Map([["12", { quantity: 12 }]]);
    expect(inventoryToSave([colour], new Set([11, 12]), loaded, edits, fresh)).toEqual([
      { id: 1, sku: "S1", price: 35, quantity: 4, values: [{ id: 11 }] },
      { id: 2, sku: "S2", price: 0, quantity: 12, values: [{ id: 12 }] },
    ]);
  });

  it("an edit typed back to what the page showed writes nothing of its own", () => {
    const fresh = [variant(1, 11, 2, 30), variant(2, 12, 5)];
    const edits = new Map([["11", { quantity: "5", sku: "S1" }]]);
    expect(inventoryToSave([colour], new Set([11, 12]), loaded, edits, fresh)[0]).toEqual({
      id: 1,
      sku: "S1",
      price: 30,
      quantity: 2,
      values: [{ id: 11 }],
    });
  });

  it("drops the variants the user unticked, keeps those added elsewhere meanwhile", () => {
    const fresh = [variant(1, 11, 5, 30), variant(2, 12, 5), variant(3, 21, 7)];
    const payload = inventoryToSave([colour], new Set([11]), loaded, new Map(), fresh);
    expect(payload.map((row) => row.id)).toEqual([1, 3]);
    expect(payload[1]).toEqual({ id: 3, sku: "S3", price: 0, quantity: 7, values: [{ id: 21 }] });
  });
});

describe("attribute values protocol", () => {
  it("adds without id, renames with id, deletes with id and an empty title, skips empty new rows", () => {
    expect(
      attributes.toPayload({
        title: " Size ",
        values: [
          { key: "a", id: 1, title: "XS", removed: false },
          { key: "b", id: 2, title: "M", removed: true },
          { key: "c", title: "XL", removed: false },
          { key: "d", title: "  ", removed: false },
          { key: "e", title: "gone", removed: true },
        ],
      }),
    ).toEqual({ title: "Size", values: [{ id: 1, title: "XS" }, { id: 2, title: "" }, { title: "XL" }] });
  });
});

describe("categories tree", () => {
  it("nests children under a parent on the same page and does not repeat them", () => {
    const leaf = {
      id: 3,
      title: "Leaf",
      slug: "",
      status: 1,
      featured: 2,
      in_footer: 2,
      parent: 2,
      meta_title: "",
      meta_description: "",
      meta_keywords: "",
      child: [],
    };
    const mid = { ...leaf, id: 2, title: "Mid", parent: 1, child: [leaf] };
    const root = { ...leaf, id: 1, title: "Root", parent: 0, child: [mid] };
    const page = categoryTree({ current_page: 1, last_page: 1, per_page: 14, from: 1, to: 3, total: 3, data: [leaf, root, mid] });
    expect(page.data.map((r) => [r.title, r.depth, r.parentTitle])).toEqual([
      ["Root", 0, ""],
      ["Mid", 1, "Root"],
      ["Leaf", 2, "Mid"],
    ]);
  });
});

describe("tags", () => {
  it("reads and writes the `,a,b,` form", () => {
    expect(parseTags(",red, blue,,")).toEqual(["red", "blue"]);
    expect(joinTags(["red", "blue"])).toBe(",red,blue,");
    expect(joinTags([])).toBe("");
  });
});

describe("CSV reading", () => {
  it("reads back what buildCsv writes, quotes, commas and line breaks included", () => {
    const rows = [
      ["a,b", 'say "hi"', "two\nlines"],
      ["", "x", "3"],
    ];
    expect(parseCsvText("\uFEFF" + buildCsv(["A", "B", "C"], rows))).toEqual([["A", "B", "C"], ...rows]);
  });

  it("accepts LF line ends and skips blank lines", () => {
    expect(parseCsvText("a,b\n\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});

describe("bulk file check", () => {
  const header =
    "Title,Badge,Unit,Description,Overview,Meta title,Meta description,Image,Video,Video thumb,Warranty,Refundable,Slug,Tags,Tax rule,Brand,Shipping rule,Bundle deal,Purchased,Selling,Offered,Status,Id,Collections,Categories,Inventories,Images";

  it("reports missing columns", () => {
    expect(checkBulkFile("Title,Unit\nx,y").missingColumns).toContain("Selling");
  });

  it("lists each row's problems by line", () => {
    const cols = header.split(",");
    const row = (v: Record<string, string>) => cols.map((c) => v[c] ?? "").join(",");
    const good = {
      Title: "T",
      Unit: "1",
      Description: "d",
      Overview: "o",
      "Meta title": "m",
      "Meta description": "m",
      "Tax rule": "1",
      "Shipping rule": "2",
      Purchased: "1",
      Selling: "5",
    };
    const result = checkBulkFile(
      [header, row(good), row({ ...good, Title: "", Offered: "9", Categories: "1|x", Inventories: "{bad" })].join("\n"),
    );
    expect(result.missingColumns).toEqual([]);
    expect(result.rows[0].problems).toEqual([]);
    expect(result.rows[1].line).toBe(3);
    expect(result.rows[1].problems.map((p) => p.key)).toEqual(["bulk.required", "bulk.offered", "bulk.idList", "bulk.jsonList"]);
  });
});
