import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok } from "../../http/envelope";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { mountDelete } from "../../http/crud-kit";
import { created, perPageParam } from "./common";

/*
 * Guest customers (contract 5.25): created by guest checkout, identified by their user_token.
 */

export const guestUserRoutes = new Hono<Env>();

guestUserRoutes.get("/all", gate("user.view"), async (c) => {
  const db = c.get("db");
  const sort = sortParams(c.req.query(), ["id", "name", "email", "viewed", "created_at", "updated_at"] as const);
  if (!sort.ok) return businessError(c, sort.message);
  let q = db.selectFrom("guest_users").selectAll();
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("name", pattern), likeEscaped("email", pattern)]));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  // user_token is the guest's storefront credential: it stays on the server.
  const page = await paginate(c, db, q, {
    map: (rows) => rows.map(({ user_token: _hidden, ...r }) => ({ ...r, created: created(c, r.created_at) })),
  });
  // The contract's side effect: listed guests count as seen.
  const unseen = page.data.filter((r) => r.viewed !== 1).map((r) => r.id);
  if (unseen.length) await db.updateTable("guest_users").set({ viewed: 1 }).where("id", "in", unseen).execute();
  return ok(c, page);
});

// The original had no check; it lists customers' names, so it needs user.view.
guestUserRoutes.get("/all-guest-users", gate("user.view"), async (c) => {
  let q = c.get("db").selectFrom("guest_users").select(["id", "name"]).orderBy("created_at").orderBy("id");
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("name", pattern), likeEscaped("email", pattern)]));
  const perPage = perPageParam(c);
  if (perPage) return ok(c, await paginate(c, c.get("db"), q, { perPage }));
  return ok(c, await q.execute());
});

mountDelete(guestUserRoutes, {
  table: "guest_users",
  perm: "user",
  notFound: notFoundA,
  prepare: async (trx, guests) => {
    const tokens = guests.map((g) => g.user_token);
    // Rows that belong only to the guest go; rows also tied to a registered user just lose the token.
    for (const table of ["carts", "orders", "rating_reviews", "cancellations", "user_addresses"] as const) {
      await trx.deleteFrom(table).where("user_token", "in", tokens).where("user_id", "is", null).execute();
      await trx.updateTable(table).set({ user_token: null }).where("user_token", "in", tokens).execute();
    }
    return [];
  },
});
