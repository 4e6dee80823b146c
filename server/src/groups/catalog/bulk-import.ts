import { stat } from "node:fs/promises";
import { isForeign } from "../../http/crud-kit";
import { envelope, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { isFile, uploadPath } from "../../http/uploads";
import { messagesOf } from "../../http/validate";
import { type Ctx, type Db, rawBody, SLUG_TAKEN } from "./common";
import { type Column, COLUMNS } from "./bulk-export";
import { parseCsv } from "./csv";
import { checkInventories, inventoriesField, type InventoryInput, writeInventories } from "./inventory";
import { checkReferences, productSchema, type ProductInput, writeProduct } from "./product-write";

/*
 * The bulk import (contract 5.2, as CSV): the rules of product/action per row, plus files that
 * must exist in the upload folder, inventory rules, slugs unique across the file and an Id listed
 * once. Columns as the export writes them (bulk-export.ts).
 */

const MAX_FILE_BYTES = 20 * 1024 * 1024;

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
async function planRow(
  c: Ctx,
  db: Db,
  cell: (col: Column) => string,
  seenIds: Set<number>,
  seenSlugs: Set<string>,
): Promise<PlannedRow | string[]> {
  const me = c.get("admin");
  const errors: string[] = [];
  const idText = cell("Id");
  let existingId: number | null = null;
  if (idText !== "") {
    if (!/^\d{1,15}$/.test(idText)) errors.push("The id must be an integer.");
    else {
      const row = await db.selectFrom("products").select(["id", "admin_id"]).where("id", "=", Number(idText)).executeTakeFirst();
      if (row) {
        if (isForeign(me, row.admin_id)) errors.push("You can not update this product.");
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
    errors.push(...(await checkReferences(db, me, data)));
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
  return { ...plan, existingId, data, clear };
}

async function writeRow(c: Ctx, db: Db, row: PlannedRow, now: string): Promise<void> {
  const extra: Record<string, unknown> = { ...row.clear };
  if (row.image !== undefined) extra.image = row.image;
  if (row.video !== undefined) extra.video = row.video;
  if (row.videoThumb !== undefined) extra.video_thumb = row.videoThumb;
  const id = await writeProduct(db, {
    id: row.existingId,
    data: row.data,
    extra,
    adminId: c.get("admin").id,
    lang: requestLanguage(c),
    now,
  });
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
        .values(add.map((image) => ({ product_id: id, image, created_at: now, updated_at: now })))
        .execute();
  }
}

/**
 * Reads the uploaded CSV, checks every row first and writes nothing when any row is wrong;
 * otherwise writes all rows in one transaction. A row whose Id is an existing product updates it
 * (a vendor only its own); any other row creates a product.
 */
export async function importProducts(c: Ctx): Promise<Response> {
  const db = c.get("db");
  const body = await rawBody(c);
  const file = body.file;
  if (!isFile(file) || file.size === 0) return validationFailed(c, { form: ["The file field is required."] });
  if (file.size > MAX_FILE_BYTES)
    return validationFailed(c, { form: [`The file must not be greater than ${MAX_FILE_BYTES / 1024} kilobytes.`] });
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
}
