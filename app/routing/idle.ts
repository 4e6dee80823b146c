/*
 * Idle work of the panel (link prefetches, a list's neighbouring pages, the live events): it waits
 * for the first screen and then for an idle period of the browser. Its own small module: the root
 * marks the first screen without loading the prefetching links' code.
 */

/** Idle prefetch waits at most this long for the browser to be idle (spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * Settled once the first screen has its data and has been painted (markFirstScreenShown, from the
 * root once the first screen's loaders have run). Idle work waits for it: an idle period found
 * between the screen's code and its rows took other screens' code ahead of the rows (one fresh load
 * fetched 336 KiB before them).
 */
let firstScreenShown: (() => void) | null = null;
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});
let startupOver = false;

/** The first screen is on screen: after the next paint, idle work may start. */
export function markFirstScreenShown(): void {
  if (startupOver) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      startupOver = true;
      firstScreenShown?.();
    }, 0),
  );
}

/**
 * Runs `run` once the first screen has been painted (at once on any later screen); returns its
 * cancel. For what a screen mounts beside its content but need not paint with it: on a fresh load, a
 * part mounted from the screen's first effects was loaded before the rows were painted.
 */
export function afterFirstScreen(run: () => void): () => void {
  let cancelled = false;
  if (startupOver) run();
  else
    void firstScreen.then(() => {
      if (!cancelled) run();
    });
  return () => {
    cancelled = true;
  };
}

/**
 * Runs `run` when the browser is idle (at most PREFETCH_IDLE_TIMEOUT_MS later), not before the first
 * screen has been painted; returns its cancel.
 */
export function whenIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelPending = () => undefined as void;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      cancelPending = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelPending = () => window.clearTimeout(handle);
    }
  };
  if (startupOver) schedule();
  else void firstScreen.then(schedule);
  return () => {
    cancelled = true;
    cancelPending();
  };
}
