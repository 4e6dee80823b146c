import { Hono, type Context } from "hono";
import { sql, type Selectable } from "kysely";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok } from "../../http/envelope";
import { decimal, isoNow } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import { parseId, mountDelete } from "../../http/crud-kit";
import { email, optionalFlag01, optionalString, password, requiredString, validateBody } from "../../http/validate";
import { hashPassword } from "../../security/password";
import type { UserTable } from "../../db/schema";
import { loadCartLines, selectCartLines } from "./cart-lines";
import { ADDRESS_FIELDS, created, perPageParam } from "./common";
import { customerOrdersPage } from "./customer-orders";

/*
 * Registered customers (contract 5.23) and the extension sub-lists of one customer
 * (`find/{id}`, `{id}/addresses|carts|logins|messages|orders|bought-products|rating-reviews|wishlists`).
 */

export const userRoutes = new Hono<Env>();

type UserRow = Selectable<UserTable>;

/** A customer without the secrets: password, remember token and the reset code stay server-side. */
export function userJson(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    google_id: u.google_id,
    facebook_id: u.facebook_id,
    verified: u.verified,
    default_address: u.default_address,
    phone: u.phone,
    viewed: u.viewed,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
}

userRoutes.get("/all", gate("user.view"), async (c) => {
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "name", "email", "phone", "verified", "viewed", "created_at", "updated_at"] as const);
  let q = db.selectFrom("users").selectAll();
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("email", pattern), likeEscaped("name", pattern)]));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  const page = await paginate(c, db, q, { map: (rows) => rows.map((r) => ({ ...userJson(r), created: created(c, r.created_at) })) });
  // The contract's side effect: listed customers count as seen.
  const unseen = page.data.filter((r) => r.viewed !== 1).map((r) => r.id);
  if (unseen.length) await db.updateTable("users").set({ viewed: 1 }).where("id", "in", unseen).execute();
  return ok(c, page);
});

// The original had no check; it lists customers' names, so it needs user.view.
userRoutes.get("/all-users", gate("user.view"), async (c) => {
  let q = c.get("db").selectFrom("users").select(["id", "name"]).orderBy("created_at").orderBy("id");
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where((eb) => eb.or([likeEscaped("name", pattern), likeEscaped("email", pattern)]));
  const perPage = perPageParam(c);
  if (perPage) return ok(c, await paginate(c, c.get("db"), q, { perPage }));
  return ok(c, await q.execute());
});

const createSchema = z.object({
  name: requiredString("name", { max: 255 }),
  email: email(),
  phone: optionalString("phone", { max: 30 }),
  password: password(),
  verified: optionalFlag01("verified"),
});

// Extension: an admin creates a customer (a phone or counter sale, an imported account). The
// storefront's own sign-up is not part of this API; the password is hashed like the admins'.
userRoutes.post("/action", gate("user.create"), async (c) => {
  const v = await validateBody(c, createSchema);
  if (!v.ok) return v.response;
  const { name, email: address, phone, password: plain, verified } = v.data;
  const db = c.get("db");
  const taken = await db
    .selectFrom("users")
    .select("id")
    .where(sql<boolean>`lower(email) = lower(${address})`)
    .executeTakeFirst();
  if (taken) return businessError(c, "The email has already been taken.");
  const now = isoNow();
  const row = await db
    .insertInto("users")
    .values({
      name,
      email: address,
      phone: phone || null,
      password: await hashPassword(plain),
      remember_token: null,
      code: null,
      google_id: null,
      facebook_id: null,
      verified: verified ?? 0,
      default_address: null,
      viewed: 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok(c, { ...userJson(row), created: created(c, row.created_at) }, "Customer created successfully.");
});

// Carts, wishlists, logins, addresses, orders (+ lines, cancellations) and reviews (+ images)
// go with the user through the foreign keys' ON DELETE CASCADE.
mountDelete(userRoutes, { table: "users", perm: "user", notFound: notFoundA });

// ---------------------------------------------------------------------------------------------
// Extension: one customer and the sub-lists of the customer screen.

async function findUser(c: Context<Env>) {
  const id = parseId(c.req.param("id"));
  return id ? c.get("db").selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
}

userRoutes.get("/find/:id", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const count = async (table: "user_addresses" | "carts" | "user_logins" | "orders" | "rating_reviews" | "wishlists") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const messages = user.email
    ? Number(
        (
          await db
            .selectFrom("contact_us")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where(sql<boolean>`lower(email) = lower(${user.email})`)
            .executeTakeFirst()
        )?.n ?? 0,
      )
    : 0;
  const defaultAddress = user.default_address
    ? ((await db.selectFrom("user_addresses").select(ADDRESS_FIELDS).where("id", "=", user.default_address).executeTakeFirst()) ?? null)
    : null;
  return ok(c, {
    ...userJson(user),
    created: created(c, user.created_at),
    address: defaultAddress,
    counts: {
      addresses: await count("user_addresses"),
      carts: await count("carts"),
      logins: await count("user_logins"),
      messages,
      orders: await count("orders"),
      rating_reviews: await count("rating_reviews"),
      wishlists: await count("wishlists"),
    },
  });
});

userRoutes.get("/:id/addresses", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["id", "name", "country", "city", "created_at"] as const);
  const q = db
    .selectFrom("user_addresses")
    .selectAll()
    .where("user_id", "=", user.id)
    .orderBy(sort.column, sort.direction)
    .orderBy("id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, { map: (rows) => rows.map(({ user_token: _hidden, ...r }) => ({ ...r, created: created(c, r.created_at) })) }),
  );
});

userRoutes.get("/:id/carts", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "updated_at", "quantity"] as const);
  const q = selectCartLines(db)
    .where("c.user_id", "=", user.id)
    .orderBy(`c.${sort.column}`, sort.direction)
    .orderBy("c.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: async (rows) => (await loadCartLines(db, rows)).map((l) => ({ ...l, created: created(c, l.created_at) })),
    }),
  );
});

userRoutes.get("/:id/logins", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "ip"] as const);
  const q = db
    .selectFrom("user_logins")
    .selectAll()
    .where("user_id", "=", user.id)
    .orderBy(sort.column, sort.direction)
    .orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => ({ ...r, created: created(c, r.created_at) })) }));
});

userRoutes.get("/:id/messages", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "subject", "replied", "viewed"] as const);
  // Contact messages carry no user id: they belong to the customer by email address.
  const q = db
    .selectFrom("contact_us")
    .selectAll()
    .where(sql<boolean>`lower(email) = lower(${user.email ?? ""})`)
    .where(sql<boolean>`${user.email} is not null`)
    .orderBy(sort.column, sort.direction)
    .orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => rows.map((r) => ({ ...r, created: created(c, r.created_at) })) }));
});

userRoutes.get("/:id/orders", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  return customerOrdersPage(c, { user_id: user.id }, ["created_at", "status", "total_amount", "order_method", "payment_done", "cancelled"]);
});

userRoutes.get("/:id/bought-products", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["last_ordered_at", "quantity", "orders", "title", "amount"] as const, "last_ordered_at");
  // Cancelled orders were never bought.
  const q = db
    .selectFrom("ordered_products as op")
    .innerJoin("orders as o", "o.id", "op.order_id")
    .innerJoin("products as p", "p.id", "op.product_id")
    .select([
      "op.product_id",
      "p.title",
      "p.image",
      sql<number>`sum(op.quantity)`.as("quantity"),
      sql<number>`count(distinct op.order_id)`.as("orders"),
      sql<number>`sum(op.selling * op.quantity)`.as("amount"),
      sql<string>`max(o.created_at)`.as("last_ordered_at"),
    ])
    .where("o.user_id", "=", user.id)
    .where("o.cancelled", "=", 0)
    .groupBy(["op.product_id", "p.title", "p.image"])
    .orderBy(sql.ref(sort.column), sort.direction)
    .orderBy("op.product_id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) =>
        rows.map((r) => ({
          product_id: r.product_id,
          title: r.title,
          image: r.image,
          quantity: Number(r.quantity),
          orders: Number(r.orders),
          amount: decimal(r.amount),
          last_ordered_at: r.last_ordered_at,
          last_ordered: created(c, r.last_ordered_at),
        })),
    }),
  );
});

userRoutes.get("/:id/rating-reviews", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "rating"] as const);
  const q = db
    .selectFrom("rating_reviews as r")
    .leftJoin("products as p", "p.id", "r.product_id")
    .select(["r.id", "r.product_id", "r.order_id", "r.rating", "r.review", "r.created_at", "r.updated_at", "p.title as product_title"])
    .where("r.user_id", "=", user.id)
    .orderBy(`r.${sort.column}`, sort.direction)
    .orderBy("r.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) =>
        rows.map(({ product_title, ...r }) => ({
          ...r,
          product: { id: r.product_id, title: product_title },
          created: created(c, r.created_at),
        })),
    }),
  );
});

userRoutes.get("/:id/wishlists", gate("user.view"), async (c) => {
  const user = await findUser(c);
  if (!user) return notFoundA(c);
  const db = c.get("db");
  const sort = requestedSort(c, ["created_at", "title"] as const);
  const q = db
    .selectFrom("wishlists as w")
    .innerJoin("products as p", "p.id", "w.product_id")
    .select(["w.id", "w.product_id", "w.created_at", "p.title", "p.image", "p.selling", "p.offered"])
    .where("w.user_id", "=", user.id)
    .orderBy(sort.column === "title" ? "p.title" : "w.created_at", sort.direction)
    .orderBy("w.id", sort.direction);
  return ok(
    c,
    await paginate(c, db, q, {
      map: (rows) =>
        rows.map((r) => ({
          id: r.id,
          product_id: r.product_id,
          created_at: r.created_at,
          product: { id: r.product_id, title: r.title, image: r.image, selling: Number(r.selling), offered: Number(r.offered) },
          created: created(c, r.created_at),
        })),
    }),
  );
});
