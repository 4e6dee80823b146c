import { Hono } from "hono";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { gate } from "../../http/auth";
import { forbidden, notFoundA, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { formatCreated, isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { Abort, idsOrAnswer, isForeign, transactional } from "../../http/crud-kit";
import { validZone } from "./shared";

/*
 * Contract 5.45: product reviews. Non-superadmins see (and delete) only reviews of their own
 * products. Deleting recomputes the products' rating (rounded average) and review_count.
 */

export const ratingReviewRoutes = new Hono<Env>();

/**
 * `orderby` values: the table's columns, and (extension) `name` and `title`, the reviewer's and the
 * product's names, so the list's User and Product columns sort as they read rather than by id.
 */
const SORTS = {
  id: sql.ref("id"),
  rating: sql.ref("rating"),
  product_id: sql.ref("product_id"),
  user_id: sql.ref("user_id"),
  created_at: sql.ref("created_at"),
  updated_at: sql.ref("updated_at"),
  // A review is a registered customer's (user_id) or a guest's (user_token): whichever it has.
  name: sql`coalesce((select u.name from users u where u.id = rating_reviews.user_id), (select g.name from guest_users g where g.user_token = rating_reviews.user_token))`,
  title: sql`(select p.title from products p where p.id = rating_reviews.product_id)`,
} as const;

ratingReviewRoutes.get("/all", gate("rating_review.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = requestedSort(c, Object.keys(SORTS) as Array<keyof typeof SORTS>);
  let q = db.selectFrom("rating_reviews").selectAll("rating_reviews");
  if (!me.isSuperadmin) q = q.where("product_id", "in", (eb) => eb.selectFrom("products").select("id").where("admin_id", "=", me.id));
  const product = Number(c.req.query("product"));
  if (c.req.query("product") && Number.isInteger(product)) q = q.where("product_id", "=", product);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("review", pattern));
  q = q.orderBy(SORTS[sort.column], sort.direction).orderBy("id", sort.direction);
  const zone = validZone(c.req.query("time_zone"));
  return ok(
    c,
    await paginate(c, db, q, {
      map: async (rows) => {
        if (!rows.length) return [];
        const productIds = [...new Set(rows.map((r) => r.product_id))];
        const userIds = [...new Set(rows.map((r) => r.user_id).filter((x): x is number => x !== null))];
        const tokens = [...new Set(rows.map((r) => r.user_token).filter((x): x is string => !!x))];
        const [products, users, guests, images] = await Promise.all([
          // Extension: the product's image too, for the list's thumbnail.
          db.selectFrom("products").select(["id", "title", "image"]).where("id", "in", productIds).execute(),
          userIds.length
            ? db
                .selectFrom("users")
                .select(["id", "name", "email", "phone", "verified", "created_at", "updated_at"])
                .where("id", "in", userIds)
                .execute()
            : [],
          tokens.length ? db.selectFrom("guest_users").selectAll().where("user_token", "in", tokens).execute() : [],
          db
            .selectFrom("review_images")
            .selectAll()
            .where(
              "rating_review_id",
              "in",
              rows.map((r) => r.id),
            )
            .orderBy("id")
            .execute(),
        ]);
        return rows.map((r) => ({
          ...r,
          product: products.find((p) => p.id === r.product_id) ?? null,
          user: users.find((u) => u.id === r.user_id) ?? null,
          guest_user: guests.find((g) => g.user_token === r.user_token) ?? null,
          review_images: images.filter((i) => i.rating_review_id === r.id),
          created: formatCreated(r.created_at, zone),
        }));
      },
    }),
  );
});

/** Sets rating (rounded average, 0 without reviews) and review_count of the given products. */
export async function recomputeRatings(db: Kysely<Database>, productIds: number[]) {
  if (!productIds.length) return;
  await db
    .updateTable("products")
    .set({
      rating: sql<number>`coalesce((select cast(round(avg(rating)) as integer) from rating_reviews where rating_reviews.product_id = products.id), 0)`,
      review_count: sql<number>`(select count(*) from rating_reviews where rating_reviews.product_id = products.id)`,
      updated_at: isoNow(),
    })
    .where("id", "in", productIds)
    .execute();
}

ratingReviewRoutes.delete("/delete/:ids", gate("rating_review.delete"), async (c) => {
  const ids = idsOrAnswer(c, c.req.param("ids"), notFoundA);
  if (ids instanceof Response) return ids;
  const me = c.get("admin");
  return transactional(c, async (trx) => {
    const rows = await trx
      .selectFrom("rating_reviews as r")
      .innerJoin("products as p", "p.id", "r.product_id")
      .select(["r.id", "r.product_id", "p.admin_id"])
      .where("r.id", "in", ids)
      .execute();
    if (rows.length !== ids.length) throw new Abort(notFoundA(c));
    if (rows.some((r) => isForeign(me, r.admin_id, "non-superadmin"))) throw new Abort(forbidden(c));
    await trx.deleteFrom("rating_reviews").where("id", "in", ids).execute();
    await recomputeRatings(trx, [...new Set(rows.map((r) => r.product_id))]);
    return ok(c, true);
  });
});
