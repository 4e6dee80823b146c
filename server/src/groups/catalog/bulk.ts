import { stat } from "node:fs/promises";
import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { envelope, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { isFile, uploadPath } from "../../http/uploads";
import { messagesOf } from "../../http/validate";
import { type Ctx, type Db, newId, PRODUCT_LANG, rawBody, SLUG_TAKEN, splitForLanguage, translateRows, writeTranslation } from "./common";
import { toCsv, parseCsv } from "./csv";
import { checkInventories, inventoriesField, type InventoryInput, writeInventories } from "./inventory";
import { checkReferences, freeSlug, productSchema, writeLinks, type ProductInput } from "./product";

/*
 * Bulk product export/import (contract 5.2) as CSV instead of XLSX: UTF-8, RFC 4180, a header row
 * with the contract's column names. Tax rule, Brand, Shipping rule and Bundle deal hold ids;
 * Categories (primary first), Collections and Tags are `|`-separated lists; Inventories and
 * Images are JSON text. The import checks every row first and writes nothing when any row is
 * wrong; otherwise all rows are written in one transaction. A row whose Id is an existing product
 * updates it (a vendor only its own); any other row creates a product.
 */

export const bulkRoutes = new Hono<Env>();

export const COLUMNS = [
  "Title",
  "Badge",
  "Unit",
  "Description",
  "Overview",
  "Meta title",
  "Meta description",
  "Image",
  "Video",
  "Video thumb",
  "Warranty",
  "Refundable",
  "Slug",
  "Tags",
  "Tax rule",
  "Brand",
  "Shipping rule",
  "Bundle deal",
  "Purchased",
  "Selling",
  "Offered",
  "Status",
  "Id",
  "Collections",
  "Categories",
  "Inventories",
  "Images",
] as const;

type Column = (typeof COLUMNS)[number];

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const BATCH = 1000;

const pad = (n: number) => String(n).padStart(2, "0");

/** `products-YYYY-MM-DD-HH_ii_ss.csv` (UTC). */
function exportName(d = new Date()): string {
  return `products-${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${pad(d.getUTCHours())}_${pad(d.getUTCMinutes())}_${pad(
    d.getUTCSeconds()
  )}.csv`;
}

/** CSV lines for one batch of products. */
async function exportRows(c: Ctx, db: Db, ids: number[]): Promise<string> {
  const rows = await translateRows(
    db,
    PRODUCT_LANG,
    await db.selectFrom("products").selectAll().where("id", "in", ids).orderBy("id").execute(),
    requestLanguage(c)
  );
  const cats = await db.selectFrom("product_categories").select(["product_id", "category_id", "primary", "id"]).where("product_id", "in", ids).execute();
  const cols = await db
    .selectFrom("collection_with_products")
    .select(["product_id", "product_collection_id"])
    .where("product_id", "in", ids)
    .orderBy("id")
    .execute();
  const images = await db.selectFrom("product_images").select(["product_id", "image"]).where("product_id", "in", ids).orderBy("id").execute();
  const inv = await db.selectFrom("updated_inventories").selectAll().where("product_id", "in", ids).orderBy("id").execute();
  const invIds = inv.map((i) => i.id);
  const invAttrs = invIds.length
    ? await db.selectFrom("inventory_attributes").select(["inventory_id", "attribute_value_id"]).where("inventory_id", "in", invIds).orderBy("id").execute()
    : [];
  const group = <T extends { product_id: number }>(list: T[]) => {
    const m = new Map<number, T[]>();
    for (const x of list) m.set(x.product_id, [...(m.get(x.product_id) ?? []), x]);
    return m;
  };
  const catsBy = group(cats);
  const colsBy = group(cols);
  const imagesBy = group(images);
  const invBy = group(inv);
  const valuesBy = new Map<number, number[]>();
  for (const a of invAttrs) valuesBy.set(a.inventory_id, [...(valuesBy.get(a.inventory_id) ?? []), a.attribute_value_id]);
  const lines = rows.map((p) => {
    const record: Record<Column, string | number | null> = {
      Title: p.title,
      Badge: p.badge,
      Unit: p.unit,
      Description: p.description,
      Overview: p.overview,
      "Meta title": p.meta_title,
      "Meta description": p.meta_description,
      Image: p.image,
      Video: p.video,
      "Video thumb": p.video_thumb,
      Warranty: p.warranty,
      Refundable: p.refundable,
      Slug: p.slug,
      Tags: (p.tags ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .join("|"),
      "Tax rule": p.tax_rule_id,
      Brand: p.brand_id,
      "Shipping rule": p.shipping_rule_id,
      "Bundle deal": p.bundle_deal_id,
      Purchased: p.purchased,
      Selling: p.selling,
      Offered: p.offered,
      Status: p.status,
      Id: p.id,
      Collections: (colsBy.get(p.id) ?? []).map((x) => x.product_collection_id).join("|"),
      Categories: (catsBy.get(p.id) ?? [])
        .sort((a, b) => b.primary - a.primary || a.id - b.id)
        .map((x) => x.category_id)
        .join("|"),
      Inventories: JSON.stringify(
        (invBy.get(p.id) ?? []).map((i) => ({ id: i.id, quantity: i.quantity, sku: i.sku, price: i.price, values: valuesBy.get(i.id) ?? [] }))
      ),
      Images: JSON.stringify((imagesBy.get(p.id) ?? []).map((i) => i.image)),
    };
    return COLUMNS.map((col) => record[col]);
  });
  return lines.length ? toCsv(lines) : "";
}

bulkRoutes.get("/export", gate("bulk_upload.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const encoder = new TextEncoder();
  let lastId = 0;
  let headerSent = false;
  // Streamed in batches so a bench-sized catalogue never sits in memory as one string.
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\uFEFF${toCsv([[...COLUMNS]])}`));
          return;
        }
        let q = db.selectFrom("products").select("id").where("id", ">", lastId).orderBy("id").limit(BATCH);
        if (me.isVendor) q = q.where("admin_id", "=", me.id);
        const ids = (await q.execute()).map((r) => r.id);
        if (!ids.length) {
          controller.close();
          return;
        }
        lastId = ids[ids.length - 1];
        controller.enqueue(encoder.encode(await exportRows(c, db, ids)));
      } catch (err) {
        controller.error(err);
      }
    },
  });
  const name = exportName();
  return c.body(stream, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}"`,
    "Access-Control-Expose-Headers": "Content-Disposition",
  });
});

// ---------------------------------------------------------------------------------------------
// Import

interface PlannedRow {
  existingId: number | null;
  data: ProductInput;
  /** Cleared optional columns (blank cells of an update). */
  clear: Record<string, unknown>;
  image?: string | null;
  video?: string | null;
  videoThumb?: string | null;
  inventories?: InventoryInput[];
  images?: string[];
}

const listCell = (s: string) =>
  s
    .split("|")
    .map((x) => x.trim())
    .filter(Boolean);

async function fileExists(c: Ctx, name: string): Promise<boolean> {
  const full = uploadPath(c.get("config").uploadDir, name);
  if (!full) return false;
  const s = await stat(full).catch(() => null);
  return !!s?.isFile();
}

/** Checks one data row; returns its plan or its messages (without the row prefix). */
async function planRow(c: Ctx, db: Db, cell: (col: Column) => string, seenIds: Set<number>, seenSlugs: Set<string>): Promise<PlannedRow | string[]> {
  const me = c.get("admin");
  const errors: string[] = [];
  const idText = cell("Id");
  let existingId: number | null = null;
  if (idText !== "") {
    if (!/^\d{1,15}$/.test(idText)) errors.push("The id must be an integer.");
    else {
      const row = await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", Number(idText)).executeTakeFirst();
      if (row) {
        if (me.isVendor && row.admin_id !== me.id) errors.push("You can not update this product.");
        if (seenIds.has(row.id)) errors.push("The same product id is listed twice.");
        seenIds.add(row.id);
        existingId = row.id;
      }
    }
  }
  const listIds = (col: Column, label: string) => {
    const items = listCell(cell(col));
    if (items.some((x) => !/^\d{1,15}$/.test(x))) {
      errors.push(`The ${label} must be a list of ids separated by |.`);
      return undefined;
    }
    return items.length ? items.map(Number) : undefined;
  };
  const body = {
    title: cell("Title"),
    badge: cell("Badge"),
    unit: cell("Unit"),
    description: cell("Description"),
    overview: cell("Overview"),
    meta_title: cell("Meta title"),
    meta_description: cell("Meta description"),
    slug: cell("Slug"),
    tags: listCell(cell("Tags")).join(","),
    tax_rule_id: cell("Tax rule"),
    brand_id: cell("Brand"),
    shipping_rule_id: cell("Shipping rule"),
    bundle_deal_id: cell("Bundle deal"),
    purchased: cell("Purchased"),
    selling: cell("Selling"),
    offered: cell("Offered"),
    status: cell("Status"),
    warranty: cell("Warranty"),
    refundable: cell("Refundable"),
    product_categories: listIds("Categories", "categories"),
    product_collections: listIds("Collections", "collections"),
  };
  const parsed = productSchema.safeParse(body);
  if (!parsed.success) errors.push(...messagesOf(parsed.error));
  const data = parsed.success ? parsed.data : null;
  if (data) {
    if (data.product_categories?.length) data.primary_category_id = data.product_categories[0];
    errors.push(...(await checkReferences(db, data)));
    if (data.slug) {
      const owner = await db.selectFrom("products").select("id").where("slug", "=", data.slug).executeTakeFirst();
      if ((owner && owner.id !== existingId) || seenSlugs.has(data.slug)) errors.push(SLUG_TAKEN);
      seenSlugs.add(data.slug);
    }
  }
  const plan: Partial<PlannedRow> = {};
  for (const [col, key, label] of [
    ["Image", "image", "image"],
    ["Video", "video", "video"],
    ["Video thumb", "videoThumb", "video thumb"],
  ] as const) {
    const name = cell(col);
    if (name === "") plan[key] = null;
    else if (!(await fileExists(c, name))) errors.push(`The ${label} file ${name} was not found.`);
    else plan[key] = name;
  }
  const invText = cell("Inventories");
  if (invText !== "") {
    let json: unknown;
    try {
      json = JSON.parse(invText);
    } catch {
      errors.push("The inventories must be valid JSON.");
    }
    if (json !== undefined) {
      const inv = inventoriesField.safeParse(json);
      if (!inv.success) errors.push(...messagesOf(inv.error));
      else {
        // Variant ids only mean something for the product being updated.
        const list = existingId === null ? inv.data.map((i) => ({ ...i, id: undefined })) : inv.data;
        const problem = await checkInventories(db, existingId, list);
        if (problem) errors.push(problem);
        plan.inventories = list;
      }
    }
  }
  const imagesText = cell("Images");
  if (imagesText !== "") {
    let json: unknown;
    try {
      json = JSON.parse(imagesText);
    } catch {
      errors.push("The images must be valid JSON.");
    }
    if (json !== undefined) {
      if (!Array.isArray(json) || json.some((x) => typeof x !== "string")) errors.push("The images must be a JSON list of file names.");
      else {
        for (const name of json as string[]) if (!(await fileExists(c, name))) errors.push(`The image file ${name} was not found.`);
        plan.images = [...new Set(json as string[])];
      }
    }
  }
  if (errors.length || !data) return errors;
  // A row is the whole product: blank optional cells clear those columns on update.
  const clear: Record<string, unknown> = {};
  if (existingId !== null) {
    const blanks: Array<[Column, string, unknown]> = [
      ["Badge", "badge", null],
      ["Tags", "tags", null],
      ["Brand", "brand_id", null],
      ["Bundle deal", "bundle_deal_id", null],
      ["Offered", "offered", 0],
      ["Warranty", "warranty", null],
      ["Refundable", "refundable", null],
    ];
    for (const [col, key, empty] of blanks) if (cell(col) === "") clear[key] = empty;
  }
  return { ...plan, existingId, data, clear } as PlannedRow;
}

async function writeRow(c: Ctx, db: Db, row: PlannedRow, now: string): Promise<void> {
  const me = c.get("admin");
  const lang = requestLanguage(c);
  const { product_categories, primary_category_id, product_collections, ...columns } = row.data;
  const { base, translated } = splitForLanguage(columns, PRODUCT_LANG, lang);
  Object.assign(base, row.clear);
  if (row.image !== undefined) base.image = row.image;
  if (row.video !== undefined) base.video = row.video;
  if (row.videoThumb !== undefined) base.video_thumb = row.videoThumb;
  let id = row.existingId;
  if (id === null) {
    id = await newId(db, "products");
    const slug = row.data.slug ?? (await freeSlug(db, row.data.title, null));
    await db
      .insertInto("products")
      .values({ ...base, slug, id, admin_id: me.id, created_at: now, updated_at: now } as never)
      .execute();
  } else {
    await db
      .updateTable("products")
      .set({ ...base, updated_at: now })
      .where("id", "=", id)
      .execute();
  }
  if (lang) await writeTranslation(db, PRODUCT_LANG, id, lang, translated, now);
  await writeLinks(db, id, { product_categories, primary_category_id, product_collections }, now);
  if (row.inventories) await writeInventories(db, id, row.data.selling, row.inventories, now);
  if (row.images) {
    const current = await db.selectFrom("product_images").select(["id", "image"]).where("product_id", "=", id).execute();
    const drop = current.filter((i) => !row.images?.includes(i.image)).map((i) => i.id);
    if (drop.length) await db.deleteFrom("product_images").where("id", "in", drop).execute();
    const have = new Set(current.map((i) => i.image));
    const add = row.images.filter((n) => !have.has(n));
    if (add.length)
      await db
        .insertInto("product_images")
        .values(add.map((image) => ({ product_id: id as number, image, created_at: now, updated_at: now })))
        .execute();
  }
}

bulkRoutes.post("/import", gate("bulk_upload.edit"), async (c) => {
  const db = c.get("db");
  const body = await rawBody(c);
  const file = body.file;
  if (!isFile(file) || file.size === 0) return validationFailed(c, { form: ["The file field is required."] });
  if (file.size > MAX_FILE_BYTES) return validationFailed(c, { form: [`The file must not be greater than ${MAX_FILE_BYTES / 1024} kilobytes.`] });
  let rows: string[][];
  try {
    rows = parseCsv(new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()));
  } catch {
    return validationFailed(c, { form: ["The file must be a UTF-8 CSV file."] });
  }
  if (rows.length < 2) return validationFailed(c, { form: ["The file has no product rows."] });
  const header = rows[0].map((h) => h.trim());
  const missing = COLUMNS.filter((col) => !header.includes(col));
  if (missing.length) return validationFailed(c, { form: [`The file is missing the columns: ${missing.join(", ")}.`] });
  const index = new Map(COLUMNS.map((col) => [col, header.indexOf(col)]));
  const errors: string[] = [];
  const plans: PlannedRow[] = [];
  const seenIds = new Set<number>();
  const seenSlugs = new Set<string>();
  for (let r = 1; r < rows.length; r++) {
    const values = rows[r];
    const cell = (col: Column) => (values[index.get(col) as number] ?? "").trim();
    const result = await planRow(c, db, cell, seenIds, seenSlugs);
    // Row numbers as a spreadsheet shows them: the header is row 1.
    if (Array.isArray(result)) errors.push(...result.map((m) => `Row ${r + 1}: ${m}`));
    else plans.push(result);
  }
  if (errors.length) {
    const message = "Invalid file. Please check the rows.";
    return c.json(envelope({ form: errors }, 201, message), 200);
  }
  const now = isoNow();
  await db.transaction().execute(async (trx) => {
    for (const plan of plans) await writeRow(c, trx, plan, now);
  });
  return ok(c, true);
});
