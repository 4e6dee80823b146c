import { Hono } from "hono";
import { z } from "zod";
import { defined, hideAdmin, mountOwned, ownRows, upsertRow } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { businessError, notFoundA, notFoundB, ok } from "../../http/envelope";
import { fields, gateAny, SLUG_TAKEN, slugTaken } from "./common";

/* Product collections (contract 5.42). Membership is set from the product form. */

export const collectionRoutes = new Hono<Env>();

mountOwned(collectionRoutes, {
  table: "product_collections",
  perm: "product_collection",
  json: (_c, rows) => rows.map(hideAdmin),
  list: { sortable: ["id", "title", "slug", "status", "created_at", "updated_at"], search: ["title"], status: true },
  find: { notFound: notFoundA },
  action: {
    schema: z.object({ title: fields.title, slug: fields.slug, status: fields.status }),
    save: async (c, { current, data }) => {
      const db = c.get("db");
      if (await slugTaken(db, "product_collections", data.slug, current?.id ?? null)) return businessError(c, SLUG_TAKEN);
      return upsertRow(db, "product_collections", current, defined(data), { admin_id: c.get("admin").id });
    },
  },
  // Product links go with the collection (ON DELETE CASCADE).
  delete: { notFound: notFoundB },
});

collectionRoutes.get("/all-product-collections", gateAny("product_collection.view", "product.view"), async (c) => {
  // The product form's picker: a vendor may only put its products into its own collections.
  const q = c.get("db").selectFrom("product_collections").select(["id", "title"]).orderBy("created_at", "asc").orderBy("id", "asc");
  return ok(c, await ownRows(q, c.get("admin")).execute());
});
