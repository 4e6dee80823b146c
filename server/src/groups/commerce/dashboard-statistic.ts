import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";

/*
 * Contract 3.6 (order-statistic) from the roll-ups of migration 0205, exactly.
 *
 * A period is "from `since` on" (no upper bound, as in the contract). It splits into a head, from
 * `since` to the next UTC midnight, read from the orders and their lines (a day at most), and a
 * body of whole UTC days read from the per-day roll-ups. When the body holds more days than the
 * days before it (a year, "all"), it is answered as "totals minus the days before" instead, so no
 * period reads more than half of the history:
 *   - status counters: per-day rows (a few thousand at most);
 *   - brands and categories: per-day rows or totals (a group count × days);
 *   - products: the per-day rows grouped (periods up to 10 days), or a walk down the products
 *     ranked by their all-time amount, reading each one's period figures, that stops once the next
 *     product's all-time amount (an upper bound of its amount in any period) is below the 8th best.
 * Non-superadmins (contract 1.8) see the orders holding their lines and only their own products.
 */

export type OrderType = "website" | "pos" | null;
export interface StatScope {
  /** null = the whole shop. */
  ownerId: number | null;
  orderType: OrderType;
}

type Db = Kysely<Database>;
interface Figures {
  lines: number;
  qty: number;
  cents: number;
}
export interface Ranked extends Figures {
  id: number;
}
export interface Statistic {
  statuses: Array<{ status: number; total: number }>;
  cancelled: number;
  products: Ranked[];
  brands: Ranked[];
  categories: Ranked[];
}

const TOP = 8;
const BRAND = 1;
const CATEGORY = 2;
const CENTS_SQL = sql<number>`sum(CAST(round(op.selling * op.quantity * 100) AS INTEGER))`;

const posValues = (t: OrderType) => (t === "website" ? [0] : t === "pos" ? [1] : [0, 1]);
const dayStart = (day: string) => `${day}T00:00:00.000000Z`;
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

interface Period {
  /** [from, to) read from the raw orders; null when the period starts on a UTC midnight. */
  head: [string, string] | null;
  /** First whole day of the body; null = every day. */
  fromDay: string | null;
  /** Answer the body as totals minus the days before fromDay (brands, categories). */
  complement: boolean;
  /** Whole days from fromDay to the last order's. */
  bodyDays: number;
}

/** Periods of up to this many days sum their products' day rows; longer ones walk the ranking. */
const DIRECT_DAYS = 10;

async function periodOf(db: Db, since: string | null): Promise<Period> {
  if (!since) return { head: null, fromDay: null, complement: true, bodyDays: Infinity };
  const day = since.slice(0, 10);
  const head: [string, string] | null = since > dayStart(day) ? [since, dayStart(nextDay(day))] : null;
  const fromDay = head ? nextDay(day) : day;
  // Two sub-queries: each is one step down the created_at index (min and max together scan it).
  const span = (
    await sql<{ first: string | null; last: string | null }>`SELECT (SELECT min(created_at) FROM orders) AS first,
      (SELECT max(created_at) FROM orders) AS last`.execute(db)
  ).rows[0];
  if (!span?.first || !span.last) return { head, fromDay, complement: false, bodyDays: 0 };
  const ms = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  const before = ms(fromDay) - ms(span.first);
  const after = ms(span.last) - ms(fromDay);
  return { head, fromDay, complement: before < after, bodyDays: after / 86_400_000 };
}

const add = (m: Map<number, Figures>, id: number, f: Figures, sign = 1) => {
  const v = m.get(id) ?? { lines: 0, qty: 0, cents: 0 };
  v.lines += sign * Number(f.lines);
  v.qty += sign * Number(f.qty);
  v.cents += sign * Number(f.cents);
  m.set(id, v);
};
const rank = (a: Ranked, b: Ranked) => b.cents - a.cents || a.id - b.id;
const top = (m: Map<number, Figures>) =>
  [...m.entries()]
    .filter(([, f]) => f.lines > 0)
    .map(([id, f]) => ({ id, ...f }))
    .sort(rank)
    .slice(0, TOP);

/** The head's non-cancelled lines, grouped by product, brand or category. */
function headLines(db: Db, scope: StatScope, head: [string, string], by: "product" | "brand" | "category") {
  let q = db
    .selectFrom("orders as o")
    .innerJoin("ordered_products as op", "op.order_id", "o.id")
    .innerJoin("products as p", "p.id", "op.product_id")
    .where("o.created_at", ">=", head[0])
    .where("o.created_at", "<", head[1])
    // `+o.cancelled`: not an index term, so the planner takes the created_at range (a day).
    .where(sql<boolean>`+o.cancelled = 0`);
  if (scope.orderType) q = q.where("o.pos_order_id", scope.orderType === "pos" ? "is not" : "is", null);
  if (scope.ownerId !== null) q = q.where(sql<number>`+p.admin_id`, "=", scope.ownerId);
  const figures = [sql<number>`count(*)`.as("lines"), sql<number>`sum(op.quantity)`.as("qty"), CENTS_SQL.as("cents")] as const;
  if (by === "product")
    return q
      .select(["op.product_id as id", ...figures])
      .groupBy("op.product_id")
      .execute();
  if (by === "brand")
    return q
      .select([sql<number>`p.brand_id`.as("id"), ...figures])
      .where("p.brand_id", "is not", null)
      .groupBy("p.brand_id")
      .execute();
  return q
    .innerJoin("product_categories as pc", "pc.product_id", "op.product_id")
    .select(["pc.category_id as id", ...figures])
    .groupBy("pc.category_id")
    .execute();
}

async function statuses(db: Db, scope: StatScope, period: Period) {
  const counts = new Map<string, number>();
  const body = await db
    .selectFrom("sales_status_days")
    .select(["cancelled", "status", sql<number>`sum(n)`.as("n")])
    .where("admin_id", "=", scope.ownerId ?? 0)
    .where("pos", "in", posValues(scope.orderType))
    .$if(period.fromDay !== null, (q) => q.where("day", ">=", period.fromDay!))
    .groupBy(["cancelled", "status"])
    .execute();
  for (const r of body) counts.set(`${r.cancelled}:${r.status}`, Number(r.n));
  if (period.head) {
    let q = db
      .selectFrom("orders as o")
      .select(["o.cancelled", "o.status", sql<number>`count(*)`.as("n")])
      .where("o.created_at", ">=", period.head[0])
      .where("o.created_at", "<", period.head[1]);
    if (scope.orderType) q = q.where("o.pos_order_id", scope.orderType === "pos" ? "is not" : "is", null);
    if (scope.ownerId !== null) {
      const owner = scope.ownerId;
      q = q.where((eb) =>
        eb.exists(
          eb.selectFrom("order_vendors as ov").select("ov.order_id").whereRef("ov.order_id", "=", "o.id").where("ov.admin_id", "=", owner),
        ),
      );
    }
    for (const r of await q.groupBy(["o.cancelled", "o.status"]).execute()) {
      const key = `${r.cancelled}:${r.status}`;
      counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
    }
  }
  let cancelled = 0;
  const byStatus = new Map<number, number>();
  for (const [key, n] of counts) {
    const [c, s] = key.split(":").map(Number);
    if (c) cancelled += n;
    else byStatus.set(s, (byStatus.get(s) ?? 0) + n);
  }
  return {
    statuses: [...byStatus.entries()]
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a - b)
      .map(([status, total]) => ({ status, total })),
    cancelled,
  };
}

async function groups(db: Db, scope: StatScope, period: Period, kind: typeof BRAND | typeof CATEGORY): Promise<Ranked[]> {
  const pos = posValues(scope.orderType);
  const figures = [sql<number>`sum(lines)`.as("lines"), sql<number>`sum(qty)`.as("qty"), sql<number>`sum(cents)`.as("cents")] as const;
  const days = (op: ">=" | "<") =>
    db
      .selectFrom("sales_group_days")
      .select(["group_id", ...figures])
      .where("kind", "=", kind)
      .where("pos", "in", pos)
      .where("day", op, period.fromDay!)
      .$if(scope.ownerId !== null, (q) => q.where("admin_id", "=", scope.ownerId!))
      .groupBy("group_id")
      .execute();
  const sums = new Map<number, Figures>();
  if (period.complement) {
    const totals = await db
      .selectFrom("sales_group_totals")
      .select(["group_id", ...figures])
      .where("kind", "=", kind)
      .where("pos", "in", pos)
      .$if(scope.ownerId !== null, (q) => q.where("admin_id", "=", scope.ownerId!))
      .groupBy("group_id")
      .execute();
    for (const r of totals) add(sums, r.group_id, r);
    if (period.fromDay) for (const r of await days("<")) add(sums, r.group_id, r, -1);
  } else {
    for (const r of await days(">=")) add(sums, r.group_id, r);
  }
  if (period.head) for (const r of await headLines(db, scope, period.head, kind === BRAND ? "brand" : "category")) add(sums, r.id, r);
  return top(sums);
}

async function products(db: Db, scope: StatScope, period: Period): Promise<Ranked[]> {
  const pos = posValues(scope.orderType);
  const head = new Map<number, Figures>();
  if (period.head) for (const r of await headLines(db, scope, period.head, "product")) add(head, r.id, r);
  const figures = [sql<number>`sum(lines)`.as("lines"), sql<number>`sum(qty)`.as("qty"), sql<number>`sum(cents)`.as("cents")] as const;
  const days = (byProduct = false) =>
    db
      .selectFrom("sales_product_days")
      .select(["product_id", ...figures])
      // `+pos` when reading given products: by the product index (product, day), not the period's days.
      .where(byProduct ? sql<number>`+pos` : sql<number>`pos`, "in", pos)
      .$if(scope.ownerId !== null, (q) => q.where("admin_id", "=", scope.ownerId!))
      .groupBy("product_id");

  if (period.fromDay !== null && period.bodyDays <= DIRECT_DAYS) {
    // The body's best (enough of them that the head cannot push a product above them unseen), and
    // the body figures of every product the head sold.
    const best = await days()
      .where("day", ">=", period.fromDay)
      .orderBy("cents", "desc")
      .orderBy("product_id")
      .limit(TOP + head.size)
      .execute();
    const sums = new Map<number, Figures>();
    for (const r of best) add(sums, r.product_id, r);
    const headIds = [...head.keys()].filter((id) => !sums.has(id));
    for (let i = 0; i < headIds.length; i += 500) {
      const rows = await days(true)
        .where("day", ">=", period.fromDay)
        .where("product_id", "in", headIds.slice(i, i + 500))
        .execute();
      for (const r of rows) add(sums, r.product_id, r);
    }
    for (const [id, f] of head) add(sums, id, f);
    return top(sums);
  }

  // Longer periods: walk down the products by all-time amount (an upper bound of any period's),
  // reading each one's period figures, until the next bound is below the 8th best found.
  const best: Ranked[] = [];
  // Growing batches: a few rows settle a year, a month may need a couple of thousand.
  for (let offset = 0, batch = 64; ; offset += batch, batch = Math.min(batch * 2, 1024)) {
    const rows = await db
      .selectFrom("sales_product_totals")
      .select(["product_id", "lines", "qty", "cents"])
      .where("pos", "=", pos.length === 2 ? 2 : pos[0])
      .$if(scope.ownerId !== null, (q) => q.where("admin_id", "=", scope.ownerId!))
      .orderBy("cents", "desc")
      .orderBy("product_id")
      .limit(batch)
      .offset(offset)
      .execute();
    const inPeriod = new Map<number, Figures>();
    if (period.fromDay === null) for (const r of rows) add(inPeriod, r.product_id, r);
    else if (rows.length) {
      const body = await days(true)
        .where("day", ">=", period.fromDay)
        .where(
          "product_id",
          "in",
          rows.map((r) => r.product_id),
        )
        .execute();
      for (const r of body) add(inPeriod, r.product_id, r);
    }
    for (const r of rows) {
      if (best.length === TOP && Number(r.cents) < best[TOP - 1].cents) return best;
      const h = head.get(r.product_id);
      if (h) add(inPeriod, r.product_id, h);
      const exact = inPeriod.get(r.product_id);
      if (!exact || exact.lines <= 0) continue;
      best.push({ id: r.product_id, ...exact });
      best.sort(rank);
      if (best.length > TOP) best.pop();
    }
    if (rows.length < batch) return best;
  }
}

/** The order statistic of `scope` from `since` (ISO, UTC; null = all time). */
export async function orderStatistic(db: Db, scope: StatScope, since: string | null): Promise<Statistic> {
  const period = await periodOf(db, since);
  const [s, p, b, c] = await Promise.all([
    statuses(db, scope, period),
    products(db, scope, period),
    groups(db, scope, period, BRAND),
    groups(db, scope, period, CATEGORY),
  ]);
  return { ...s, products: p, brands: b, categories: c };
}
