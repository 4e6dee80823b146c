import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundA, ok } from "../../http/envelope";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { mountDelete } from "../../http/crud-kit";
import { created } from "./common";

/*
 * Extension: customers' wishlists for the admin (one row per customer and product).
 */

export const wishlistRoutes = new Hono<Env>();

const SORTS = { created_at: "w.created_at", name: "u.name", email: "u.email", title: "p.title", id: "w.id" } as const;

wishlistRoutes.get("/all", gate("user.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, Object.keys(SORTS) as Array<keyof typeof SORTS>);
  let q = db
    .selectFrom("wishlists as w")
    .innerJoin("users as u", "u.id", "w.user_id")
    .innerJoin("products as p", "p.id", "w.product_id")
    .select([
      "w.id",
      "w.user_id",
      "w.product_id",
      "w.created_at",
      "u.name as u_name",
      "u.email as u_email",
      "p.title as p_title",
      "p.image as p_image",
      "p.selling as p_selling",
      "p.offered as p_offered",
    ]);
  const pattern = searchParam(c.req.query("q"));
  if (pattern)
    q = q.where((eb) => eb.or([likeEscaped("u.name", pattern), likeEscaped("u.email", pattern), likeEscaped("p.title", pattern)]));
  q = q.orderBy(SORTS[sort.column], sort.direction).orderBy("w.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) =>
        rows.map((r) => ({
          id: r.id,
          user_id: r.user_id,
          product_id: r.product_id,
          created_at: r.created_at,
          user: { id: r.user_id, name: r.u_name, email: r.u_email },
          product: { id: r.product_id, title: r.p_title, image: r.p_image, selling: Number(r.p_selling), offered: Number(r.p_offered) },
          created: created(c, r.created_at),
        })),
    }),
  );
});

mountDelete(wishlistRoutes, { table: "wishlists", perm: "user", notFound: notFoundA });
