import * as z from "zod/mini";
import { http } from "./client";
import { numberOrZero, parseOne, text, timeZone } from "./resource";
import { wallClockIn } from "~/i18n/shop-zone";

/*
 * The dashboard's APIs (contract 3.5 `dashboard`, 3.6 `order-statistic`, and the reference
 * server's `dashboard/activity`). Every figure is scoped by the server: a vendor gets its own.
 * `orderType` is sent only when the POS plugin is active (all | website | pos).
 */

export type OrderType = "all" | "website" | "pos";
export type Period = "all" | "today" | "week" | "month" | "year";

const count = z.catch(z.coerce.number().check(z.int()), 0);

export const totalsSchema = z.looseObject({
  users: count,
  products: count,
  orders: count,
  orders_amount: numberOrZero,
});
export type Totals = z.infer<typeof totalsSchema>;

export const chartDaySchema = z.looseObject({ time: z.string(), total: count, value: numberOrZero });
export type ChartDay = z.infer<typeof chartDaySchema>;

const rankedSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  image: z.optional(z.nullable(z.string())),
  total: count,
  total_price: numberOrZero,
});
export type Ranked = z.infer<typeof rankedSchema>;

export const statisticSchema = z.looseObject({
  statistics: z.catch(z.array(z.looseObject({ status: z.coerce.number().check(z.int()), total: count })), []),
  cancelled: count,
  categories: z.catch(z.array(rankedSchema), []),
  brands: z.catch(z.array(rankedSchema), []),
  products: z.catch(z.array(rankedSchema), []),
});
export type Statistic = z.infer<typeof statisticSchema>;

export const activitySchema = z.looseObject({
  window_days: count,
  active_users: z.nullable(z.looseObject({ day: count, week: count, month: count })),
  devices: z.nullable(z.array(z.looseObject({ device: z.enum(["desktop", "mobile", "tablet", "other"]), logins: count }))),
  engagement: z.looseObject({ customers: count, returning_customers: count, orders_per_customer: numberOrZero }),
  orders: z.looseObject({ current: count, previous: count, amount_current: numberOrZero, amount_previous: numberOrZero }),
  pages: z.looseObject({ total: count, added: count }),
});
export type Activity = z.infer<typeof activitySchema>;

const typeQuery = (orderType: OrderType | null) => (orderType ? { order_type: orderType } : {});

/**
 * `YYYY-MM-DD HH:mm:ss` on the shop's clock (the browser's without a shop zone): the start
 * of a period, as the original panel sent it, but at the shop's midnight of its first day (the
 * original kept the time of day): the counters then count what the orders list shows for the same
 * first day, whose date filter takes whole days.
 */
export function periodStart(period: Period, now = new Date(), zone = timeZone()): string | undefined {
  if (period === "all") return undefined;
  const [day] = wallClockIn(now, zone).split(" ");
  // Calendar arithmetic on the wall clock's date (in UTC, where no day is skipped or doubled).
  const d = new Date(`${day}T00:00:00Z`);
  if (period === "week") d.setUTCDate(d.getUTCDate() - 7);
  if (period === "month") d.setUTCMonth(d.getUTCMonth() - 1);
  if (period === "year") d.setUTCFullYear(d.getUTCFullYear() - 1);
  return `${d.toISOString().slice(0, 10)} 00:00:00`;
}

export const dashboardApi = {
  /** The four counters (`dashboard=false`, sic: contract 3.5). */
  async totals(orderType: OrderType | null, signal?: AbortSignal): Promise<Totals> {
    const raw = await http.get<unknown>("dashboard", { dashboard: "false", time_zone: timeZone(), ...typeQuery(orderType) }, signal);
    return parseOne(raw, z.looseObject({ dashboard: totalsSchema })).dashboard;
  },

  /** Orders and sales per day of one month (days without orders are absent). */
  async chart(year: number, month: number, orderType: OrderType | null, signal?: AbortSignal): Promise<ChartDay[]> {
    const raw = await http.get<unknown>(
      "dashboard",
      { dashboard: "true", year, month, time_zone: timeZone(), ...typeQuery(orderType) },
      signal,
    );
    return parseOne(raw, z.looseObject({ chart_data: z.looseObject({ monthly_order: z.catch(z.array(chartDaySchema), []) }) })).chart_data
      .monthly_order;
  },

  async statistic(period: Period, orderType: OrderType | null, signal?: AbortSignal): Promise<Statistic> {
    const time = periodStart(period);
    const raw = await http.get<unknown>(
      "order-statistic",
      { time_zone: timeZone(), ...(time ? { time } : {}), ...typeQuery(orderType) },
      signal,
    );
    return parseOne(raw, statisticSchema);
  },

  async activity(signal?: AbortSignal): Promise<Activity> {
    return parseOne(await http.get<unknown>("dashboard/activity", { time_zone: timeZone() }, signal), activitySchema);
  },
};
