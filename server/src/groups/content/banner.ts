import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { forbidden, notFoundA, ok } from "../../http/envelope";
import { withCreated } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { paginate } from "../../http/pagination";
import { deleteUpload } from "../../http/uploads";
import { oneOf } from "../../http/validate";
import { commaIds, LANG, overlayRows, withoutAdminId } from "./common";
import { sourcedHelpers } from "./sourced";
import { BANNER_OWNER } from "./sources";

/*
 * banner (contract 5.35): banner slots 1–10. Image uploads need banner.create / .edit (the
 * original checked nothing). `delete/{ids}` is an addition (the original had no delete route).
 */

export const bannerRoutes = new Hono<Env>();

export const BANNER_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const helpers = sourcedHelpers({
  table: "banners",
  owner: BANNER_OWNER,
  lang: LANG.banner,
  perm: "banner",
  types: BANNER_TYPES,
  uploadPrefix: "banner",
  extra: { closable: oneOf("closable", [1, 2] as const) },
});

bannerRoutes.get("/all", gate("banner.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  // Oldest first, as the original listed them.
  let q = db.selectFrom("banners").selectAll().orderBy("created_at", "asc").orderBy("id", "asc");
  if (me.isVendor) q = q.where("admin_id", "=", me.id);
  const lang = requestLanguage(c);
  return ok(
    c,
    await paginate(c, db, q, { map: async (rows) => withCreated((await overlayRows(db, LANG.banner, rows, lang)).map(withoutAdminId), c.req.query("time_zone")) }),
  );
});

helpers.mount(bannerRoutes);

bannerRoutes.delete("/delete/:ids", gate("banner.delete"), async (c) => {
  const ids = commaIds(c.req.param("ids"));
  if (!ids) return notFoundA(c);
  const db = c.get("db");
  const rows = await db.selectFrom("banners").select(["id", "admin_id", "image"]).where("id", "in", ids).execute();
  // All or nothing: one unknown id deletes none.
  if (rows.length !== ids.length) return notFoundA(c);
  const me = c.get("admin");
  if (me.isVendor && rows.some((r) => r.admin_id !== me.id)) return forbidden(c);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("banners").where("id", "in", ids).execute();
  });
  for (const r of rows) await deleteUpload(c.get("config").uploadDir, r.image);
  return ok(c, true);
});
