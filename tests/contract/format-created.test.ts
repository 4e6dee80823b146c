import { describe, expect, it } from "vitest";
import { formatCreated } from "../../server/src/http/format";

/*
 * http/format.ts formatCreated: the lists' `created` text (PHP's `h:i a, d M, y`). In UTC (no zone,
 * or `UTC`) it is built from the date's own fields rather than by Intl's formatter; the text must be
 * the formatter's, which still serves every other zone ("Etc/UTC" is UTC through the formatter).
 */

describe("formatCreated in UTC", () => {
  it("gives the formatter's text for every hour, both half-days, every month and 2-digit year", () => {
    const differ: string[] = [];
    for (const year of [1, 7, 99, 100, 999, 1970, 1999, 2000, 2009, 2026, 2099, 9999]) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          for (let hour = 0; hour < 24; hour++) {
            for (const minute of [0, 7, 59]) {
              const date = new Date(Date.UTC(2000, month, day, hour, minute, 30, 918));
              date.setUTCFullYear(year);
              const iso = date.toISOString().replace(/Z$/, "000Z");
              const viaFormatter = formatCreated(iso, "Etc/UTC");
              for (const zone of [undefined, "", "UTC", " UTC "]) {
                if (formatCreated(iso, zone) !== viaFormatter)
                  differ.push(`${iso} ${String(zone)}: ${formatCreated(iso, zone)} ≠ ${viaFormatter}`);
              }
            }
          }
        }
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it("keeps the formatter for other zones, unknown zones (UTC) and years before 1", () => {
    expect(formatCreated("2026-11-24T19:34:10.918000Z")).toBe("07:34 pm, 24 Nov, 26");
    expect(formatCreated("2026-09-01T00:05:00.000000Z", "UTC")).toBe("12:05 am, 01 Sep, 26");
    expect(formatCreated("2026-09-01T12:05:00.000000Z", "Europe/Warsaw")).toBe("02:05 pm, 01 Sep, 26");
    expect(formatCreated("2026-09-01T12:05:00.000000Z", "No/Such_Zone")).toBe("12:05 pm, 01 Sep, 26");
    expect(formatCreated("-000050-03-01T10:00:00.000Z")).toBe(formatCreated("-000050-03-01T10:00:00.000Z", "Etc/UTC"));
    expect(formatCreated("not a date")).toBeNull();
    expect(formatCreated(null)).toBeNull();
  });
});
