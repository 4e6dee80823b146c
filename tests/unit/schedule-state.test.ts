// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { periodStart } from "~/api/dashboard";
import { profileSchema } from "~/api/auth-schemas";
import { utcToWall, wallToIso } from "~/features/marketing/date-time-field";
import { runState, scheduleState } from "~/features/marketing/run-state";
import { lastMonths } from "~/features/dashboard/sales-chart";
import { browserZone, chosenShopZone, instantOfWall, shopZone, wallClockIn } from "~/i18n/shop-zone";
import { __resetSessionStoreForTests, setProfile } from "~/session/session-store";

/** Schedules on the shop's clock (issue 28 item 7). */

const ROME = "Europe/Rome";
const shop = (setting: Record<string, unknown>) =>
  setProfile(
    profileSchema.parse({ user: { id: 1, name: "A", email: "a@example.com" }, permissions: [], super_admin: true, vendor: false, setting }),
  );

afterEach(() => __resetSessionStoreForTests());

describe("scheduleState", () => {
  // 27 November 2026, 12:00 UTC = 13:00 in Rome.
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);

  it("is inactive when switched off, whatever its times", () => {
    expect(scheduleState(false, "2026-01-01 00:00:00", "2030-01-01 00:00:00", now, ROME)).toBe("inactive");
    expect(scheduleState(false, null, null, now, ROME)).toBe("inactive");
  });

  it("is scheduled before its start, running between, ended after its end (times on the shop's clock)", () => {
    expect(scheduleState(true, "2026-11-28 00:00:00", "2026-12-31 23:59:00", now, ROME)).toBe("scheduled");
    expect(scheduleState(true, "2026-11-01 00:00:00", "2026-12-31 23:59:00", now, ROME)).toBe("running");
    expect(scheduleState(true, "2026-11-01 00:00:00", "2026-11-27 12:30:00", now, ROME)).toBe("ended");
    // 12:30 in Rome is 11:30 UTC: ended at 12:00 UTC; read as UTC it would still be running.
    expect(scheduleState(true, "2026-11-01 00:00:00", "2026-11-27 12:30:00", now, "UTC")).toBe("running");
  });

  it("runs without times, or with only one side", () => {
    expect(scheduleState(true, null, null, now, ROME)).toBe("running");
    expect(scheduleState(true, "2026-11-01 00:00:00", null, now, ROME)).toBe("running");
    expect(scheduleState(true, null, "2026-11-26 00:00:00", now, ROME)).toBe("ended");
    expect(runState(null, null, now, ROME)).toBeNull();
  });
});

describe("the shop's clock", () => {
  it("is the shop's zone when the settings name one, else the browser's", () => {
    expect(chosenShopZone()).toBeNull();
    expect(shopZone()).toBe(browserZone());
    shop({ time_zone: ROME });
    expect(chosenShopZone()).toBe(ROME);
    expect(shopZone()).toBe(ROME);
    shop({ time_zone: "Mars/Olympus" });
    expect(shopZone()).toBe(browserZone());
  });

  it("reads a wall clock time in a zone, across the clock changes", () => {
    expect(instantOfWall("2026-12-01 00:00:00", ROME)?.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(instantOfWall("2026-07-01 00:00", ROME)?.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(instantOfWall("2026-03-29 03:30:00", ROME)?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(instantOfWall("2026-12-01 00:00:00", "America/New_York")?.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(instantOfWall("not a time", ROME)).toBeNull();
    expect(wallClockIn(new Date("2026-11-30T23:00:00Z"), ROME)).toBe("2026-12-01 00:00:00");
  });

  it("a picked start is sent as the shop's midnight, and a stored one shown on the shop's clock", () => {
    shop({ time_zone: ROME });
    expect(wallToIso("2026-12-01 00:00:00")).toBe("2026-11-30T23:00:00.000Z");
    expect(utcToWall("2026-11-30 23:00:00")).toBe("2026-12-01 00:00:00");
    expect(wallToIso("")).toBeNull();
    expect(utcToWall(null)).toBe("");
  });

  it("counts the dashboard's today and months on the shop's calendar", () => {
    // 23:30 UTC on 30 November is already 1 December in Rome.
    const late = new Date("2026-11-30T23:30:00Z");
    expect(periodStart("today", late, ROME)).toBe("2026-12-01 00:00:00");
    expect(periodStart("today", late, "UTC")).toBe("2026-11-30 00:00:00");
    // A period starts at the shop's midnight of its first day (the orders list's day filter takes whole days).
    expect(periodStart("week", late, ROME)).toBe("2026-11-24 00:00:00");
    expect(periodStart("all", late, ROME)).toBeUndefined();
    expect(lastMonths(late, ROME).slice(0, 2)).toEqual(["2026-12", "2026-11"]);
    expect(lastMonths(new Date("2026-01-15T12:00:00Z"), ROME).slice(0, 2)).toEqual(["2026-01", "2025-12"]);
  });
});
