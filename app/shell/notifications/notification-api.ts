import * as z from "zod/mini";
import { http } from "~/api/client";
import { parseOne } from "~/api/resource";
import { shopZone, wallClockIn } from "~/i18n/shop-zone";
import { urls } from "~/routing/urls";

/*
 * The bell's two calls (reference server: server/src/groups/notifications.ts). The server counts
 * and filters by permission; the panel only shows what it answers.
 */

export const NOTIFICATION_KINDS = ["order", "message", "withdrawal"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const entrySchema = z.looseObject({
  id: z.coerce.number(),
  label: z.string(),
  amount: z.optional(z.nullable(z.coerce.number())),
  created_at: z.string(),
});
export type NotificationEntry = z.infer<typeof entrySchema>;

const kindSchema = z.looseObject({
  kind: z.enum(NOTIFICATION_KINDS),
  count: z.coerce.number(),
  up_to: z.coerce.number(),
  /** Orders: when the last order already counted as seen was placed (absent from a backend without it). */
  since: z.optional(z.nullable(z.string())),
  latest: z.array(entrySchema),
});
export type KindSummary = z.infer<typeof kindSchema>;

const summarySchema = z.looseObject({ total: z.coerce.number(), kinds: z.array(kindSchema) });
export type NotificationSummary = z.infer<typeof summarySchema>;

export const notificationApi = {
  async summary(signal?: AbortSignal): Promise<NotificationSummary> {
    return parseOne(await http.get<unknown>("notification/summary", undefined, signal), summarySchema);
  },
  /** One entry opened from the bell. */
  async seenOne(kind: NotificationKind, id: number): Promise<NotificationSummary> {
    return parseOne(await http.post<unknown>("notification/seen", { kind, id }), summarySchema);
  },
  /** Everything of the kind up to what the bell showed (what arrived since stays new). */
  async seenAll(kind: NotificationKind, upTo: number): Promise<NotificationSummary> {
    return parseOne(await http.post<unknown>("notification/seen", { kind, up_to: upTo }), summarySchema);
  },
};

/** Where an entry leads: the order's or message's page; withdrawal requests have only their list. */
export function entryHref(kind: NotificationKind, id: number): string {
  if (kind === "order") return urls.orders.detail(id);
  if (kind === "message") return urls.userMessages.detail(id);
  return urls.withdrawalRequests();
}

/** `2026-11-27`: the day of `now` on the shop's clock (the one the orders list filters in: i18n/shop-zone.ts). */
export function shopDay(now: Date, zone: string | undefined = shopZone()): string {
  return wallClockIn(now, zone).slice(0, 10);
}

/** The orders list filtered to the orders placed today, whatever the bell counts. */
export function todaysOrdersHref(now: Date = new Date(), zone: string | undefined = shopZone()): string {
  const today = shopDay(now, zone);
  return urls.orders.list({ start_time: today, end_time: today });
}
