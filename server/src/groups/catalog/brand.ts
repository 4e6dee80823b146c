import { Hono } from "hono";
import { z } from "zod";
import { hideAdmin, mountOwned } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, notFoundA } from "../../http/envelope";
import { requestLanguage } from "../../http/i18n";
import { overlayRows } from "../translations";
import { BRAND_LANG, fields, gateAny, saveRowPhoto, saveTranslated, SLUG_TAKEN, slugTaken, titleLookup } from "./common";

/* Brands (contract 5.8). Deleting a brand clears products' brand_id (FK SET NULL). */

export const brandRoutes = new Hono<Env>();

const brands = mountOwned(brandRoutes, {
  table: "brands",
  perm: "brand",
  json: async (c, rows) => (await overlayRows(c.get("db"), BRAND_LANG, rows, requestLanguage(c))).map(hideAdmin),
  list: { sortable: ["id", "title", "slug", "status", "featured", "created_at", "updated_at"], search: ["title"], status: true },
  find: { notFound: notFoundA },
  action: {
    schema: z.object(fields),
    save: async (c, { current, data }) => {
      const db = c.get("db");
      if (await slugTaken(db, "brands", data.slug, current?.id ?? null)) return businessError(c, SLUG_TAKEN);
      return saveTranslated(db, "brands", BRAND_LANG, current?.id ?? null, data, c.get("admin").id, requestLanguage(c));
    },
  },
  // Slider/banner links and translations cascade; products keep existing with brand_id cleared.
  delete: { notFound: notFoundA, prepare: async (_trx, rows) => rows.map((r) => r.image) },
});

brandRoutes.get("/all-brands", gateAny("brand.view", "product.view"), (c) => titleLookup(c, "brands"));

brandRoutes.post("/upload/:id?", async (c) => {
  const saved = await saveRowPhoto(c, "brands", "brand");
  return "response" in saved ? saved.response : brands.answer(c, saved.id);
});
