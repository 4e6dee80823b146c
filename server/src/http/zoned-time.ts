import { instantOfWallClock, isKnownZone, zoneOffsetAt } from "../../../common/zoned-time";
import { toIso } from "./format";

/*
 * Times as clients send them: a date or date-time read in the client's IANA zone (`time_zone`, UTC
 * without one), and the day ranges the list filters take.
 */

/** Offset (ms) of `zone` from UTC at the instant `at`; unknown zones count as UTC. */
export function zoneOffsetMs(zone: string | undefined, at: Date): number {
  return zone ? zoneOffsetAt(at, knownOrUtc(zone)) : 0;
}

/** `zone` without its surrounding spaces, when Intl knows it; undefined otherwise. */
export function validZone(zone: string | undefined): string | undefined {
  const z = zone?.trim();
  return z && isKnownZone(z) ? z : undefined;
}

/** `zone` where it is a zone Intl knows as written, else UTC (no zone, or an unknown one). */
function knownOrUtc(zone: string | undefined): string {
  return zone !== undefined && validZone(zone) === zone ? zone : "UTC";
}

/** The UTC instant of a wall-clock time in `zone` (two passes settle DST edges). */
export function zonedToUtc(y: number, mo: number, d: number, h: number, mi: number, s: number, zone: string | undefined): Date {
  return instantOfWallClock({ year: y, month: mo, day: d, hour: h, minute: mi, second: s }, knownOrUtc(zone));
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date or date-time sent by a client: `2024-11-14`, `2024-11-14 10:00[:00]`, ISO with or without
 * zone. Without an explicit offset it is read in `zone` (UTC when absent). Null when unreadable.
 */
export function parseClientTime(value: string, zone: string | undefined): Date | null {
  const m = WALL.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", offset] = m;
  const parts = [y, mo, d, h, mi, s].map(Number);
  if (parts[1] < 1 || parts[1] > 12 || parts[2] < 1 || parts[2] > 31 || parts[3] > 23 || parts[4] > 59 || parts[5] > 59) return null;
  if (offset) {
    const date = new Date(value.trim().replace(" ", "T"));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = zonedToUtc(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], zone);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The `[from, to)` instants of a list's day range, or the contract's messages for unreadable days. */
export interface DayRange {
  from: string | null;
  to: string | null;
  errors: string[];
}

/**
 * `start_time` / `end_time` of a list (contract: order/all): whole days `YYYY-MM-DD` in `time_zone`,
 * either end optional, swapped when given the wrong way round. `to` is the start of the day after
 * `end_time`, so the last day is included whole.
 */
export function dayRange(params: Record<string, string | undefined>): DayRange {
  const zone = validZone(params.time_zone);
  const errors: string[] = [];
  const day = (name: "start_time" | "end_time") => {
    const raw = params[name]?.trim();
    if (!raw) return null;
    const d = /^\d{4}-\d{2}-\d{2}/.exec(raw);
    if (!d || !parseClientTime(d[0], zone)) {
      errors.push(`The ${name.replace("_", " ")} is not a valid date.`);
      return null;
    }
    return d[0];
  };
  let first = day("start_time");
  let last = day("end_time");
  if (first && last && first > last) [first, last] = [last, first];
  let to: string | null = null;
  if (last) {
    const next = new Date(`${last}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    to = toIso(parseClientTime(next.toISOString().slice(0, 10), zone)!);
  }
  return { from: first ? toIso(parseClientTime(first, zone)!) : null, to, errors };
}
