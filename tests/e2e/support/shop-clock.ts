/*
 * The demo shop's clock (issue 28 item 7): its settings say Europe/Rome, and every day filter, the
 * dashboard's "today" and the schedules count on it, whatever zone the browser or the test run is in.
 */

export const SHOP_ZONE = "Europe/Rome";

/** A wall clock time of `zone` (midnight of y-m-d) as the UTC instant it is (ISO). */
export function instantIn(zone: string, y: number, m: number, d: number): string {
  const guess = Date.UTC(y, m - 1, d);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(guess));
  const p = Object.fromEntries(parts.map((part) => [part.type, Number(part.value)]));
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - guess;
  return new Date(guess - offset).toISOString();
}

/** Today on the shop's clock: its date (`YYYY-MM-DD`) and the UTC instant its midnight is (ISO). */
export function shopToday(now = new Date()): { date: string; utcMidnight: string } {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const [y, m, d] = date.split("-").map(Number);
  return { date, utcMidnight: instantIn(SHOP_ZONE, y, m, d) };
}

/** The shop's calendar day `offset` days from today (`YYYY-MM-DD`), counted on the calendar, not in hours. */
export function shopDay(offset: number, now = new Date()): string {
  const [y, m, d] = shopToday(now).date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}
