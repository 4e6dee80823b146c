import { Hono } from "hono";
import { z } from "zod";
import { hideAdmin, mountOwned } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, notFoundA, notFoundB, ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { optionalFlag12, requiredString } from "../../http/validate";
import { gateAny, SLUG_TAKEN, slugTaken } from "./common";

/* Product collections (contract 5.42). Membership is set from the product form. */

export const collectionRoutes = new Hono<Env>();

mountOwned(collectionRoutes, {
  table: "product_collections",
  perm: "product_collection",
  json: (_c, rows) => rows.map(hideAdmin),
  list: { sortable: ["id", "title", "slug", "status", "created_at", "updated_at"], search: ["title"] },
  find: { notFound: notFoundA },
  action: {
    schema: z.object({
      title: requiredString("title", { max: 255 }),
      slug: requiredString("slug", { max: 255 }),
      status: optionalFlag12("status"),
    }),
    save: async (c, { current, data }) => {
      const db = c.get("db");
      if (await slugTaken(db, "product_collections", data.slug, current?.id ?? null)) return businessError(c, SLUG_TAKEN);
      const now = isoNow();
      const values = { title: data.title, slug: data.slug, ...(data.status !== undefined ? { status: data.status } : {}) };
      if (current) {
        await db.updateTable("product_collections").set({ ...values, updated_at: now }).where("id", "=", current.id).execute();
        return current.id;
      }
      const row = await db
        .insertInto("product_collections")
        .values({ ...values, admin_id: c.get("admin").id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  // Product links go with the collection (ON DELETE CASCADE).
  delete: { notFound: notFoundB },
});

collectionRoutes.get("/all-product-collections", gateAny("product_collection.view", "product.view"), async (c) => {
  const db = c.get("db");
  return ok(c, await db.selectFrom("product_collections").select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc").execute());
});
