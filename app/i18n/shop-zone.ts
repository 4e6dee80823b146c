import { instantOfWallClock, isKnownZone, wallClockAt } from "../../common/zoned-time";
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
  return typeof zone === "string" && zone.trim() !== "" && isKnownZone(zone);
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

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the wall clock of `zone` shows it: `YYYY-MM-DD HH:mm:ss`. */
export function wallClockIn(date: Date, zone: string | undefined): string {
  const w = wallClockAt(date, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The instant a wall clock time (`YYYY-MM-DD HH:mm[:ss]`) is in `zone`, or null when unreadable. */
export function instantOfWall(wall: string, zone: string | undefined): Date | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number);
  const instant = instantOfWallClock({ year, month, day, hour, minute, second }, zone);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
