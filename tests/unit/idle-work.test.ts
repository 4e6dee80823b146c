import { afterEach, describe, expect, it, vi } from "vitest";

/*
 * Idle work (app/routing/idle.ts: prefetches, popups' code, the live events) waits for the first
 * screen to be painted: an idle period between the screen's code and its rows used to fetch other
 * screens' code ahead of the rows.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

const flush = async () => {
  await vi.runAllTimersAsync();
};

describe("idle work", () => {
  it("does not start before the first screen is shown, and starts after its paint", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "requestIdleCallback"] });
    const idle = await import("~/routing/idle");
    const run = vi.fn();
    idle.whenIdle(run);
    await flush();
    expect(run).not.toHaveBeenCalled();

    idle.markFirstScreenShown();
    await flush();
    expect(run).toHaveBeenCalledTimes(1);

    // Later idle work goes straight to the browser's next idle period.
    const later = vi.fn();
    idle.whenIdle(later);
    await flush();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("cancelled before the first screen, never runs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "requestIdleCallback"] });
    const idle = await import("~/routing/idle");
    const run = vi.fn();
    const cancel = idle.whenIdle(run);
    cancel();
    idle.markFirstScreenShown();
    await flush();
    expect(run).not.toHaveBeenCalled();
  });

  it("a part mounted beside the first screen waits for its paint, but not for an idle period; later, it runs at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "requestIdleCallback"] });
    const idle = await import("~/routing/idle");
    const mount = vi.fn();
    const cancelled = vi.fn();
    idle.afterFirstScreen(mount);
    idle.afterFirstScreen(cancelled)();
    await flush();
    expect(mount).not.toHaveBeenCalled();

    // Not in the task that shows the screen: after its next frame.
    idle.markFirstScreenShown();
    await Promise.resolve();
    expect(mount).not.toHaveBeenCalled();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const onNextScreen = vi.fn();
    idle.afterFirstScreen(onNextScreen);
    expect(onNextScreen).toHaveBeenCalledTimes(1);
  });
});
