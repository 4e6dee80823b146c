import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundA, ok } from "../../http/envelope";
import { withCreated } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { paginate } from "../../http/pagination";
import { oneOf } from "../../http/validate";
import { hideAdmin, mountDelete, ownRows } from "../../http/crud-kit";
import { overlayRows } from "../translations";
import { LANG } from "./common";
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
  const q = ownRows(db.selectFrom("banners").selectAll().orderBy("created_at", "asc").orderBy("id", "asc"), me);
  const lang = requestLanguage(c);
  return ok(
    c,
    await paginate(c, db, q, {
      map: async (rows) => withCreated((await overlayRows(db, LANG.banner, rows, lang)).map(hideAdmin), c.req.query("time_zone")),
    }),
  );
});

helpers.mount(bannerRoutes);

mountDelete(bannerRoutes, {
  table: "banners",
  perm: "banner",
  scope: "vendor",
  notFound: notFoundA,
  prepare: async (_trx, rows) => rows.map((r) => r.image),
});
