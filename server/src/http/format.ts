/*
 * Serialization helpers shared by every group, so dates and decimals look the same everywhere.
 */

/** A Date in the contract's timestamp form `2024-11-14T19:38:57.123000Z` (microseconds padded). */
export function toIso(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

export function isoNow(): string {
  return toIso(new Date());
}

/** now + seconds, in the same form. */
export function isoIn(seconds: number, from = new Date()): string {
  return toIso(new Date(from.getTime() + seconds * 1000));
}

/** DECIMAL columns serialize as strings with two decimals ("28.00"); null stays null. */
export function decimal(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  let zone = timeZone && timeZone.trim() !== "" ? timeZone.trim() : "UTC";
  const cached = formatters.get(zone);
  if (cached) return cached;
  let f: Intl.DateTimeFormat;
  try {
    f = makeFormatter(zone);
  } catch {
    // An unknown zone name must not break a list: fall back to UTC.
    zone = "UTC";
    f = formatters.get(zone) ?? makeFormatter(zone);
  }
  if (formatters.size < 500) formatters.set(zone, f);
  return f;
}

function makeFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
    day: "2-digit",
    month: "short",
    year: "2-digit",
  });
}

/**
 * The per-item `created` string: PHP's `h:i a, d M, y`, e.g. `03:15 pm, 14 Nov, 24`,
 * in the optional IANA `time_zone` of the request (unknown zone → UTC).
 */
export function formatCreated(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const utc = utcCreated(date, timeZone);
  if (utc !== null) return utc;
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) parts[p.type] = p.value;
  // en-GB prints 12 as "12" and midnight as "12" in 12-hour mode, matching PHP's `h`.
  const hour = parts.hour === "00" ? "12" : parts.hour.padStart(2, "0");
  const period = (parts.dayPeriod ?? "").toLowerCase().replace(/\./g, "");
  const month = parts.month.slice(0, 3);
  return `${hour}:${parts.minute} ${period}, ${parts.day} ${month}, ${parts.year}`;
}

const TWO = (n: number) => String(n).padStart(2, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * formatCreated in UTC (no zone, or `UTC`: what the panel sends by default) from the date's own
 * fields: the same text as the formatter's (tests/contract/format-created.test.ts compares them), at
 * a fraction of formatToParts' cost, which was a few percent of a list's CPU (14 rows a page).
 * Null for other zones and for years the 2-digit form would need an era for.
 */
function utcCreated(date: Date, timeZone: string | undefined): string | null {
  const zone = timeZone?.trim();
  if (zone && zone !== "UTC") return null;
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  const hour = date.getUTCHours();
  return `${TWO(hour % 12 || 12)}:${TWO(date.getUTCMinutes())} ${hour < 12 ? "am" : "pm"}, ${TWO(date.getUTCDate())} ${
    MONTHS[date.getUTCMonth()]
  }, ${TWO(year % 100)}`;
}

/** Adds `created` to each row (the convention of paginated lists). */
export function withCreated<T extends { created_at?: string | null }>(rows: T[], timeZone?: string): Array<T & { created: string | null }> {
  return rows.map((r) => ({ ...r, created: formatCreated(r.created_at, timeZone) }));
}
