import { afterEach, vi } from "vitest";

/*
 * Every unit file's set-up. A file of plain logic runs in Node (`// @vitest-environment node` at its
 * top): no jsdom document to build and none of the DOM set-up's imports to evaluate, about 1.5 s of
 * CPU per file on this machine's cores. Every other file gets the DOM set-up as well (setup-dom.ts).
 * In both, no test inherits another one's spies, stubbed globals or fake clock.
 */
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

if (typeof window !== "undefined") await import("./setup-dom");
