import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, reloadOnce } from "~/routing/chunk-reload";

/** In-memory storage and clock for the guard. */
function guardDeps(start: number) {
  let stored: string | null = null;
  const deps = {
    clock: start,
    now: () => deps.clock,
    read: () => stored,
    write: vi.fn((value: string) => {
      stored = value;
    }),
    reload: vi.fn(),
  };
  return deps;
}

describe("reloadOnce", () => {
  const t0 = Date.UTC(2025, 4, 1, 12, 0, 0);

  it("uses the spec's 60 s guard", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it("reloads on the first failure and records when", () => {
    const deps = guardDeps(t0);
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.read()).toBe(String(t0));
  });

  it("does not reload again within 60 s", () => {
    const deps = guardDeps(t0);
    reloadOnce(deps);
    deps.clock = t0 + 59_999;
    expect(reloadOnce(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.read()).toBe(String(t0));
  });

  it("reloads again once 60 s have passed", () => {
    const deps = guardDeps(t0);
    reloadOnce(deps);
    deps.clock = t0 + 60_000;
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
    expect(deps.read()).toBe(String(t0 + 60_000));
  });

  it("ignores an unreadable record", () => {
    const deps = guardDeps(t0);
    deps.write("garbage");
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when it cannot remember the reload (storage refused)", () => {
    const deps = { now: () => t0, read: () => null, write: () => undefined, reload: vi.fn() };
    expect(reloadOnce(deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it("uses localStorage by default", () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the Remix module-reload patch of vite.config.ts", () => {
  it("still finds its needle in @remix-run/react's routeModules.js", () => {
    const root = process.cwd();
    const config = readFileSync(resolve(root, "vite.config.ts"), "utf8");
    const declared = /const needle = ("(?:[^"\\]|\\.)*");/.exec(config);
    expect(declared, 'vite.config.ts no longer declares `const needle = "..."`').not.toBeNull();
    const needle = JSON.parse(declared?.[1] ?? '""') as string;
    expect(needle).toContain("window.location.reload()");

    const routeModules = readFileSync(resolve(root, "node_modules/@remix-run/react/dist/esm/routeModules.js"), "utf8");
    expect(routeModules.includes(needle)).toBe(true);
    expect(routeModules.split(needle)).toHaveLength(2);
  });
});
