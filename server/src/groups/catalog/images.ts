import { readdir, stat } from "node:fs/promises";
import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { checkUpload, deleteUpload, isSafeUploadName, storeUpload, uploadPath } from "../../http/uploads";
import { rawBody } from "./common";

/*
 * Media library over the upload folder (contract 5.4): the bulk import refers to these files by
 * name. Listing shows every stored file, newest first.
 */

export const imagesRoutes = new Hono<Env>();

const MAX_FILES = 10;

imagesRoutes.get("/all", gate("bulk_upload.view"), async (c) => {
  const dir = c.get("config").uploadDir;
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    // No upload folder yet: nothing stored.
    return ok(c, []);
  }
  const files: Array<{ name: string; at: number }> = [];
  for (const name of names) {
    if (!isSafeUploadName(name)) continue;
    const s = await stat(`${dir}/${name}`).catch(() => null);
    if (s?.isFile()) files.push({ name, at: s.mtimeMs });
  }
  files.sort((a, b) => b.at - a.at || (a.name < b.name ? 1 : -1));
  return ok(
    c,
    files.map((f) => f.name),
  );
});

imagesRoutes.post("/upload", gate("bulk_upload.edit"), async (c) => {
  const body = await rawBody(c);
  const raw = body["images[]"] ?? body.images;
  const files = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (!files.length) return businessError(c, "Invalid Parameter.", "multiple_image");
  if (files.length > MAX_FILES) return businessError(c, "You can not upload more that 10 images at once.", "multiple_image");
  const errors: string[] = [];
  for (let i = 0; i < files.length; i++) errors.push(...(await checkUpload(files[i], "image", `images.${i}`)));
  if (errors.length) return validationFailed(c, { multiple_image: errors });
  const dir = c.get("config").uploadDir;
  const out: Array<{ name: string }> = [];
  for (const f of files) out.push({ name: await storeUpload(dir, f as File, "product") });
  return ok(c, out);
});

imagesRoutes.delete("/delete/:image", gate("bulk_upload.edit"), async (c) => {
  const db = c.get("db");
  const name = c.req.param("image");
  const full = uploadPath(c.get("config").uploadDir, name);
  if (!full) return notFoundA(c);
  const exists = await stat(full).catch(() => null);
  if (!exists?.isFile()) return notFoundA(c);
  // A file a product still shows is not pulled from under it.
  const used =
    (await db
      .selectFrom("products")
      .select("id")
      .where((eb) => eb.or([eb("image", "=", name), eb("video", "=", name), eb("video_thumb", "=", name)]))
      .executeTakeFirst()) ?? (await db.selectFrom("product_images").select("id").where("image", "=", name).executeTakeFirst());
  if (used) return businessError(c, "Unable to delete. This image is being used by a product.");
  await deleteUpload(c.get("config").uploadDir, name);
  return ok(c, name);
});
