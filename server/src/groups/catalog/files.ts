import { deleteUpload } from "../../http/uploads";
import type { Ctx, Db } from "./common";

/**
 * Deletes upload files no catalog row refers to any more. Seeded bench products share image
 * files, so a file is only removed once nothing else uses it.
 */
export async function removeUnusedFiles(c: Ctx, db: Db, names: Array<string | null | undefined>): Promise<void> {
  const dir = c.get("config").uploadDir;
  for (const name of new Set(names.filter((n): n is string => !!n))) {
    const used =
      (await db
        .selectFrom("products")
        .select("id")
        .where((eb) => eb.or([eb("image", "=", name), eb("video", "=", name), eb("video_thumb", "=", name)]))
        .executeTakeFirst()) ??
      (await db.selectFrom("product_images").select("id").where("image", "=", name).executeTakeFirst()) ??
      (await db.selectFrom("wysiwyg_images").select("id").where("image", "=", name).executeTakeFirst());
    if (!used) await deleteUpload(dir, name);
  }
}
