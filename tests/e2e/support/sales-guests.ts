import { withDatabase } from "./db";

/*
 * The guest screens' data as the end-to-end server's database holds it: a demo guest with its
 * orders (tied by the guest's user_token, which the API never shows) and guests of a test's own.
 */

export interface DbGuest {
  id: number;
  name: string;
  email: string;
  /** The default address's phone (the guest has none of its own). */
  phone: string;
  addresses: number;
  /** The guest's orders, newest first (the sub-list's default order). */
  orders: DbOrder[];
}

export interface DbOrder {
  id: number;
  number: string;
  status: number;
  payment_done: number;
  cancelled: number;
  total_amount: number;
}

/** The demo guest with the most orders (ties: the smallest id). */
export function guestWithOrders(): DbGuest {
  return withDatabase((db) => {
    const guest = db
      .prepare(
        `select g.id, g.name, g.email, g.user_token as token, a.phone,
           (select count(*) from user_addresses x where x.user_token = g.user_token) as addresses,
           (select count(*) from orders o where o.user_token = g.user_token) as n
         from guest_users g left join user_addresses a on a.id = g.default_address
         order by n desc, g.id limit 1`,
      )
      .get() as { id: number; name: string; email: string; token: string; phone: string | null; addresses: number; n: number } | undefined;
    if (!guest || guest.n < 2) throw new Error("no demo guest with orders");
    const orders = db
      .prepare(
        `select id, "order" as number, status, payment_done, cancelled, total_amount from orders
         where user_token = ? order by created_at desc, id desc`,
      )
      .all(guest.token) as DbOrder[];
    return { id: guest.id, name: guest.name, email: guest.email, phone: guest.phone ?? "", addresses: guest.addresses, orders };
  });
}

/**
 * Guests of a test's own (no address, no orders), dated long ago so they never push the demo
 * guests off the list's first page while another test reads it.
 */
export function makeGuests(names: readonly string[]): { id: number; name: string; email: string }[] {
  return withDatabase((db) => {
    const insert = db.prepare(
      "insert into guest_users (name, email, user_token, created_at, updated_at) values (?, ?, ?, '2001-01-01T00:00:00.000Z', '2001-01-01T00:00:00.000Z')",
    );
    return names.map((name, n) => {
      const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@guest.test`;
      const token = `e2e-${Date.now().toString(36)}-${n}-${Math.random().toString(36).slice(2)}`;
      return { id: Number(insert.run(name, email, token).lastInsertRowid), name, email };
    });
  });
}

export const guestExists = (id: number) =>
  withDatabase((db) => db.prepare("select id from guest_users where id = ?").get(id) !== undefined);

/** An id no guest has. */
export const missingGuestId = () =>
  withDatabase((db) => (db.prepare("select coalesce(max(id), 0) as id from guest_users").get() as { id: number }).id + 1000);
