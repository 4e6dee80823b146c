import { getProfile } from "~/session/session-store";

/*
 * The shop's clock. A voucher "from 1 December" starts at the shop's midnight, and a day
 * filter counts the shop's days, whatever zone the browser is in. The zone is a setting of the shop
 * (a reference-server extension, server/docs/content-area.md); against a backend without it the
 * panel uses the browser's zone, as it always did.
 */

/** The browser's IANA zone (undefined where Intl cannot say). */
export function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether `zone` names a time zone this browser knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone the shop chose in its settings, or null (not chosen, or a backend that does not offer it). */
export function chosenShopZone(): string | null {
  const zone = getProfile()?.setting?.time_zone;
  return isTimeZone(zone) ? zone : null;
}

/** The zone schedules and day filters are read and sent in: the shop's, else the browser's. */
export function shopZone(): string | undefined {
  return chosenShopZone() ?? browserZone();
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? "";
  let formatter = partsFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(key, formatter);
  }
  return formatter;
}

/** An instant as the wall clock of `zone` shows it: `YYYY-MM-DD HH:mm:ss`. */
export function wallClockIn(date: Date, zone: string | undefined): string {
  const p: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(date)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** How far `zone`'s wall clock is ahead of UTC at `date`, in ms. */
function offsetAt(date: Date, zone: string | undefined): number {
  const m = WALL.exec(wallClockIn(date, zone));
  if (!m) return 0;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant a wall clock time (`YYYY-MM-DD HH:mm[:ss]`) is in `zone`, or null when unreadable.
 * Two passes settle the days the clocks change.
 */
export function instantOfWall(wall: string, zone: string | undefined): Date | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  if (Number.isNaN(asUtc)) return null;
  let guess = asUtc - offsetAt(new Date(asUtc), zone);
  guess = asUtc - offsetAt(new Date(guess), zone);
  return new Date(guess);
}
