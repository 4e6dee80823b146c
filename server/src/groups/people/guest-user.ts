import { Hono, type Context } from "hono";
import { can, denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { forbidden, notFoundA, ok } from "../../http/envelope";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { mountDelete, parseId } from "../../http/crud-kit";
import { ADDRESS_FIELDS, created, perPageParam } from "./common";
import { customerOrdersPage } from "./customer-orders";

/*
 * Guest customers (contract 5.25): created by guest checkout, identified by their user_token.
 * Extensions (server/docs/people-area.md): the list also carries the default address's phone and
 * place, `find/{id}` answers one guest with its addresses, `orders/{id}` lists the guest's orders.
 */

export const guestUserRoutes = new Hono<Env>();

/** The address columns a guest's page shows (user_token and user_id stay on the server). */
const ADDRESS_COLUMNS = [...ADDRESS_FIELDS, "created_at"] as const;

/** A guest's own addresses are few (one per checkout at most); the page shows them without paging. */
const MAX_ADDRESSES = 100;

guestUserRoutes.get("/all", gate("user.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "name", "email", "viewed", "created_at", "updated_at"] as const);
  // Guests have no phone or country of their own: those of the default address (checkout's) stand in.
  let q = db
    .selectFrom("guest_users")
    .leftJoin("user_addresses as a", "a.id", "guest_users.default_address")
    .selectAll("guest_users")
    .select(["a.phone", "a.country", "a.city"]);
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("guest_users.name", pattern), likeEscaped("guest_users.email", pattern)]));
  q = q.orderBy(`guest_users.${sort.column}`, sort.direction).orderBy("guest_users.id", sort.direction);
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

async function findGuest(c: Context<Env>) {
  const id = parseId(c.req.param("id"));
  return id ? c.get("db").selectFrom("guest_users").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
}

/** Whether the caller may see orders: order.view, and not a vendor (refused like order/all, contract 1.8). */
const mayListOrders = (c: Context<Env>) => !c.get("admin").isVendor && can(c, "order.view");

// Extension: one guest, its addresses (tied to it by the token) and, for callers who may see
// orders, how many it placed.
guestUserRoutes.get("/find/:id", gate("user.view"), async (c) => {
  const guest = await findGuest(c);
  if (!guest) return notFoundA(c);
  const db = c.get("db");
  const addresses = await db
    .selectFrom("user_addresses")
    .select(ADDRESS_COLUMNS)
    .where("user_token", "=", guest.user_token)
    .orderBy("default", "desc")
    .orderBy("id", "desc")
    .limit(MAX_ADDRESSES)
    .execute();
  const address = addresses.find((a) => a.id === guest.default_address) ?? null;
  const orderCount = mayListOrders(c)
    ? Number(
        (
          await db
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("user_token", "=", guest.user_token)
            .executeTakeFirst()
        )?.n ?? 0,
      )
    : null;
  const { user_token: _hidden, ...rest } = guest;
  return ok(c, {
    ...rest,
    created: created(c, guest.created_at),
    phone: address?.phone ?? null,
    address,
    addresses: addresses.map((a) => ({ ...a, created: created(c, a.created_at) })),
    counts: { addresses: addresses.length, orders: orderCount },
  });
});

// Extension: the guest's orders (orders.user_token = the guest's token), newest first. Orders are
// another area's records: order.view is needed besides user.view, and vendors are refused.
guestUserRoutes.get("/orders/:id", gate("user.view"), async (c) => {
  if (c.get("admin").isVendor) return forbidden(c);
  const denied = denyUnless(c, "order.view");
  if (denied) return denied;
  const guest = await findGuest(c);
  if (!guest) return notFoundA(c);
  return customerOrdersPage(c, { user_token: guest.user_token }, ["created_at", "total_amount"]);
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
