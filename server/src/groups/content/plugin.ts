import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Selectable } from "kysely";
import { Hono } from "hono";
import { z } from "zod";
import type { PluginTable } from "../../db/schema";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundB, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { readBody, requiredString, validateBody } from "../../http/validate";
import { parseId } from "../../http/crud-kit";
import { type Ctx, maskSecret } from "./common";

/*
 * plugin (contract 5.3), all gated by setting.edit. An uploaded zip is checked (magic bytes, size)
 * and kept as a file, never unpacked or run. Activation talks to no licence server: it needs a name
 * and a purchase code, marks the plugin active and records keys generated here. Keys are masked on
 * every read.
 */

export const pluginRoutes = new Hono<Env>();

type Row = Selectable<PluginTable>;

const KEYS = ["public_key", "encrypt_key", "encrypt_iv", "secret_key"] as const;

export function pluginJson(r: Row) {
  const { file: _file, ...rest } = r;
  const out: Record<string, unknown> = { ...rest };
  for (const k of KEYS) out[k] = maskSecret(r[k]);
  return out;
}

/** Plugin zips are kept out of the public /uploads listing (a sub-folder /uploads never serves). */
const pluginDir = (c: Ctx) => path.join(c.get("config").uploadDir, "plugins");

pluginRoutes.get("/all", gate("setting.edit"), async (c) => {
  const rows = await c.get("db").selectFrom("plugins").selectAll().orderBy("id", "asc").execute();
  return ok(c, rows.map(pluginJson));
});

pluginRoutes.post("/upload", gate("setting.edit"), async (c) => {
  const body = await readBody(c);
  if (!body) return validationFailed(c, { zip: ["The file field is required."] });
  const errors = await checkUpload(body.file, "zip", "file");
  if (errors.length) return validationFailed(c, { zip: errors });
  const file = body.file as File;
  // The plugin's name is the zip's file name without extension (`pos.zip` → `pos`).
  const name =
    path
      .basename(file.name || "plugin", path.extname(file.name || ""))
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "plugin";
  const db = c.get("db");
  const dir = pluginDir(c);
  const stored = await storeUpload(dir, file, `plugin-${name}`, "zip");
  const now = isoNow();
  const existing = await db.selectFrom("plugins").selectAll().where("name", "=", name).executeTakeFirst();
  let id: number;
  if (existing) {
    // A re-upload replaces the package and keeps the activation.
    await db.updateTable("plugins").set({ file: stored, updated_at: now }).where("id", "=", existing.id).execute();
    await deleteUpload(dir, existing.file);
    id = existing.id;
  } else {
    ({ id } = await db
      .insertInto("plugins")
      .values({ name, file: stored, active: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow());
  }
  return ok(c, pluginJson(await db.selectFrom("plugins").selectAll().where("id", "=", id).executeTakeFirstOrThrow()));
});

const activateSchema = z.object({
  name: requiredString("name", { max: 100 }),
  code: requiredString("code", { min: 4, max: 255 }),
});

pluginRoutes.post("/activate", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, activateSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const plugin = await db.selectFrom("plugins").selectAll().where("name", "=", v.data.name).executeTakeFirst();
  if (!plugin) return notFoundB(c);
  if (plugin.active !== 1 || !plugin.public_key) {
    const key = (n: number) => randomBytes(n).toString("hex");
    await db
      .updateTable("plugins")
      .set({ active: 1, public_key: key(16), secret_key: key(32), encrypt_key: key(32), encrypt_iv: key(8), updated_at: isoNow() })
      .where("id", "=", plugin.id)
      .execute();
  }
  return ok(c, true);
});

pluginRoutes.delete("/delete/:id", gate("setting.edit"), async (c) => {
  const id = parseId(c.req.param("id"));
  const db = c.get("db");
  const plugin = id === null ? undefined : await db.selectFrom("plugins").selectAll().where("id", "=", id).executeTakeFirst();
  if (!plugin) return notFoundB(c);
  await db.deleteFrom("plugins").where("id", "=", plugin.id).execute();
  await deleteUpload(pluginDir(c), plugin.file);
  return ok(c, true);
});
