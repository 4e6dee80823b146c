import { Hono } from "hono";
import { gate } from "../../http/auth";
import { loadOwned, parseId, uploadTarget } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { NOT_FOUND_MESSAGE, notFoundA, notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { checkUpload, storeUpload } from "../../http/uploads";
import { type Ctx, newId, rawBody, storePhoto } from "./common";
import { removeUnusedFiles } from "./files";
import { imagesOf, productFull, type ProductRow } from "./product-model";

/*
 * A product's files (contract 5.9): the main image, the video with its thumbnail, the gallery.
 * Mounted under /product next to productRoutes.
 */

export const productMediaRoutes = new Hono<Env>();

type FileColumns = Partial<Pick<ProductRow, "image" | "video" | "video_thumb">>;

/**
 * Sets file columns on the product, or creates a draft product holding them (upload-first,
 * contract 1.6); files the product no longer names go once nothing else uses them.
 */
async function saveFiles(c: Ctx, existing: ProductRow | null, files: FileColumns): Promise<Response> {
  const db = c.get("db");
  const now = isoNow();
  let id: number;
  if (existing) {
    id = existing.id;
    await db
      .updateTable("products")
      .set({ ...files, updated_at: now })
      .where("id", "=", id)
      .execute();
    await removeUnusedFiles(
      c,
      db,
      (Object.keys(files) as Array<keyof FileColumns>).map((k) => existing[k]),
    );
  } else {
    id = await newId(db, "products");
    await db
      .insertInto("products")
      .values({ id, ...files, admin_id: c.get("admin").id, created_at: now, updated_at: now })
      .execute();
  }
  return ok(c, await productFull(c, db, id, { flash: true }));
}

productMediaRoutes.post("/upload/:id?", async (c) => {
  const existing = await uploadTarget(c, "products", "product");
  if (existing instanceof Response) return existing;
  const stored = await storePhoto(c, "product");
  if ("response" in stored) return stored.response;
  return saveFiles(c, existing, { image: stored.name });
});

productMediaRoutes.post("/upload-video/:id?", async (c) => {
  const existing = await uploadTarget(c, "products", "product");
  if (existing instanceof Response) return existing;
  const body = await rawBody(c);
  const errors = await checkUpload(body.video_file, "video", "video_file");
  // The thumbnail is checked as an image too (the original did not check it), but may be omitted.
  errors.push(...(await checkUpload(body.thumb, "image", "thumb", { required: false })));
  if (errors.length) return validationFailed(c, { video: errors });
  const dir = c.get("config").uploadDir;
  const video = await storeUpload(dir, body.video_file as File, "product-video", "video");
  const thumb = body.thumb instanceof File && body.thumb.size > 0 ? await storeUpload(dir, body.thumb, "product-video-thumb") : null;
  return saveFiles(c, existing, { video, ...(thumb ? { video_thumb: thumb } : {}) });
});

productMediaRoutes.get("/all-images/:productId", gate("product.view"), async (c) => {
  const product = await loadOwned(c, "products", parseId(c.req.param("productId")));
  if (product instanceof Response) return product;
  if (!product) return notFoundA(c);
  return ok(c, await imagesOf(c.get("db"), [product.id], false));
});

productMediaRoutes.post("/upload-images/:productId", gate("product.edit"), async (c) => {
  const db = c.get("db");
  const product = await loadOwned(c, "products", parseId(c.req.param("productId")));
  if (product instanceof Response) return product;
  if (!product) return validationFailed(c, { multiple_image: [NOT_FOUND_MESSAGE] });
  const body = await rawBody(c);
  const raw = body["images[]"] ?? body.images;
  const files = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (!files.length) return validationFailed(c, { multiple_image: ["The images field is required."] });
  const errors: string[] = [];
  for (let i = 0; i < files.length; i++) {
    for (const m of await checkUpload(files[i], "image", `images.${i}`)) errors.push(m);
  }
  if (errors.length) return validationFailed(c, { multiple_image: errors });
  const now = isoNow();
  const dir = c.get("config").uploadDir;
  const names: string[] = [];
  for (const f of files) names.push(await storeUpload(dir, f as File, "product"));
  await db
    .insertInto("product_images")
    .values(names.map((image) => ({ product_id: product.id, image, created_at: now, updated_at: now })))
    .execute();
  return ok(c, await imagesOf(db, [product.id]));
});

productMediaRoutes.delete("/delete-image/:imageId", gate("product.edit"), async (c) => {
  const db = c.get("db");
  const id = parseId(c.req.param("imageId"));
  const image = id ? await db.selectFrom("product_images").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  if (!image) return notFoundB(c);
  const product = await loadOwned(c, "products", image.product_id);
  if (product instanceof Response) return product;
  await db.deleteFrom("product_images").where("id", "=", image.id).execute();
  await removeUnusedFiles(c, db, [image.image]);
  return ok(c, await imagesOf(db, [image.product_id]));
});
