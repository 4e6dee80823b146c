import { describe, expect, it } from "vitest";
import { PREFETCH_IDLE_TIMEOUT_MS } from "~/routing/idle";
import { prefetchAllowed } from "~/routing/prefetch";

describe("link prefetch policy (spec §9)", () => {
  it("waits for idle time at most 2000 ms", () => {
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });

  it("prefetches on ordinary connections and when the browser says nothing", () => {
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g", saveData: false })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it("never prefetches on 2g or slow-2g connections", () => {
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });

  it("never prefetches when the user asked to save data", () => {
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
