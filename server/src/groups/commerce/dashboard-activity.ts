import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { toIso } from "../../http/format";

/*
 * GET /api/admin/dashboard/activity (gate dashboard.view): the spec's dashboard cards (§2: active
 * users, devices, engagement, orders, pages) from what the server records, over the last 30 days:
 *   - active_users: distinct customers who signed in during the last 1, 7 and 30 days (user_logins);
 *   - devices: those sign-ins by device, read from each sign-in's user agent;
 *   - engagement: customers (registered or guest) who ordered in the window, how many of them
 *     ordered more than once, and orders per customer;
 *   - orders: orders and their amount in the window and in the 30 days before it;
 *   - pages: content pages, and how many were added in the window.
 * Non-superadmins (contract 1.8) get their own figures: orders holding their lines with the amount
 * of those lines, their customers, their pages; the sign-in history belongs to the whole shop, so
 * active_users and devices are null for them.
 */

export const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
export type Device = "desktop" | "mobile" | "tablet" | "other";

/** The device class of a user agent (tablets first: their agents often also say "Mobile"). */
export function deviceOf(userAgent: string | null): Device {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return "mobile";
  if (/Windows NT|Macintosh|X11|Linux|CrOS/i.test(ua)) return "desktop";
  return "other";
}

type Db = Kysely<Database>;
const ago = (days: number) => toIso(new Date(Date.now() - days * DAY_MS));

async function signIns(db: Db) {
  const [day, week, month, agents] = await Promise.all([
    ...[1, 7, WINDOW_DAYS].map((days) =>
      db
        .selectFrom("user_logins")
        .select(sql<number>`count(DISTINCT user_id)`.as("n"))
        .where("created_at", ">=", ago(days))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ),
    db
      .selectFrom("user_logins")
      .select(["user_agent", sql<number>`count(*)`.as("n"), sql<number>`count(DISTINCT user_id)`.as("users")])
      .where("created_at", ">=", ago(WINDOW_DAYS))
      .groupBy("user_agent")
      .execute(),
  ]);
  const devices = new Map<Device, number>([
    ["desktop", 0],
    ["mobile", 0],
    ["tablet", 0],
    ["other", 0],
  ]);
  for (const a of agents as Array<{ user_agent: string | null; n: number }>) {
    const d = deviceOf(a.user_agent);
    devices.set(d, devices.get(d)! + Number(a.n));
  }
  return {
    active_users: { day: day as number, week: week as number, month: month as number },
    devices: [...devices.entries()].map(([device, logins]) => ({ device, logins })),
  };
}

/** Orders of the window [from, to): count, amount, distinct customers, customers with 2+ orders. */
async function ordersBetween(db: Db, ownerId: number | null, from: string, to: string) {
  const customer = sql<string>`coalesce('u' || o.user_id, 'g' || o.user_token, 'o' || o.id)`;
  const base =
    ownerId === null
      ? db
          .selectFrom("orders as o")
          .select([customer.as("who"), sql<number>`count(*)`.as("n"), sql<number>`sum(o.total_amount)`.as("amount")])
          .where("o.created_at", ">=", from)
          .where("o.created_at", "<", to)
      : db
          .selectFrom("order_vendors as ov")
          .innerJoin("orders as o", "o.id", "ov.order_id")
          .select([customer.as("who"), sql<number>`count(*)`.as("n"), sql<number>`sum(ov.amount)`.as("amount")])
          .where("ov.admin_id", "=", ownerId)
          .where("ov.created_at", ">=", from)
          .where("ov.created_at", "<", to);
  const rows = await base.groupBy("who").execute();
  let orders = 0;
  let amount = 0;
  let returning = 0;
  for (const r of rows) {
    orders += Number(r.n);
    amount += Number(r.amount ?? 0);
    if (Number(r.n) > 1) returning++;
  }
  return { orders, amount: Math.round(amount * 100) / 100, customers: rows.length, returning };
}

export async function dashboardActivity(db: Db, ownerId: number | null) {
  const now = toIso(new Date(Date.now() + 1000));
  const [logins, current, previous, pages] = await Promise.all([
    ownerId === null ? signIns(db) : Promise.resolve({ active_users: null, devices: null }),
    ordersBetween(db, ownerId, ago(WINDOW_DAYS), now),
    ordersBetween(db, ownerId, ago(2 * WINDOW_DAYS), ago(WINDOW_DAYS)),
    db
      .selectFrom("pages")
      .select([sql<number>`count(*)`.as("total"), sql<number>`sum(created_at >= ${ago(WINDOW_DAYS)})`.as("added")])
      .$if(ownerId !== null, (q) => q.where("admin_id", "=", ownerId!))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    window_days: WINDOW_DAYS,
    ...logins,
    engagement: {
      customers: current.customers,
      returning_customers: current.returning,
      orders_per_customer: current.customers ? Math.round((current.orders / current.customers) * 100) / 100 : 0,
    },
    orders: { current: current.orders, previous: previous.orders, amount_current: current.amount, amount_previous: previous.amount },
    pages: { total: Number(pages.total), added: Number(pages.added ?? 0) },
  };
}
