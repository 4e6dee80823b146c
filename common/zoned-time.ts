/*
 * Wall clocks of IANA time zones, for the panel (app/i18n/shop-zone.ts: the shop's clock) and the
 * reference server (server/src/http/zoned-time.ts: the times clients send) alike. Only Intl and
 * Date, no imports: it runs as it is in the browser and in Node, and neither side depends on the
 * other through it.
 */

/** A wall clock reading; `month` counts from 1. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** One formatter per zone: building one costs more than reading a date with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Bounded, as the server reads zone names from requests (case variants of a name are all valid). */
const MAX_FORMATTERS = 1000;

/** The answer for each zone name asked about, bounded as the formatters are. */
const knownZones = new Map<string, boolean>();

/**
 * Whether Intl knows `zone` as an IANA time zone. Building a formatter is the only way to ask, and
 * it is costly (about 3 % of a list request on the server; in the panel, a list's render checks the
 * shop's zone for every date it shows), so each name is asked once.
 */
export function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < MAX_FORMATTERS) knownZones.set(zone, known);
  }
  return known;
}

function formatterFor(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? "";
  let formatter = formatters.get(key);
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
    if (formatters.size < MAX_FORMATTERS) formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * What the wall clock of `zone` shows at `at`; `undefined` is the runtime's own zone (the
 * browser's). Throws a RangeError for a zone Intl does not know.
 */
export function wallClockAt(at: Date, zone: string | undefined): WallClock {
  const p: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(at)) if (part.type !== "literal") p[part.type] = Number(part.value);
  // `% 24`: an engine that ignores hourCycle writes midnight as 24.
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: p.second };
}

function utcOf(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in ms (whole seconds). */
export function zoneOffsetAt(at: Date, zone: string | undefined): number {
  return utcOf(wallClockAt(at, zone)) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant at which `zone`'s wall clock shows `wall` (an Invalid Date for unreadable numbers).
 * Two passes settle the days the clocks change.
 */
export function instantOfWallClock(wall: WallClock, zone: string | undefined): Date {
  const asUtc = utcOf(wall);
  if (Number.isNaN(asUtc)) return new Date(Number.NaN);
  let guess = asUtc - zoneOffsetAt(new Date(asUtc), zone);
  guess = asUtc - zoneOffsetAt(new Date(guess), zone);
  return new Date(guess);
}
