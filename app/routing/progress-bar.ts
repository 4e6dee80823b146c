/*
 * The drawing of the loading bar (NProgress), out of every page's first load (the login page's has a
 * budget): no bar is needed before the first navigation. A signed-in page fetches it when the browser
 * is first idle (`preloadBar`), the login page by its first slow navigation, in the throttle's time.
 */
import type NProgressType from "nprogress";
import { whenIdle } from "./idle";

/** Loading bar timings of spec §9 (its look, 2px black / red, is in shell/loading-bar.css). */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  hideDelayMs: 500,
} as const;

type Bar = typeof NProgressType;

let bar: Bar | null = null;
let loading: Promise<Bar> | null = null;
/** Whether the bar should be running: a start whose code is still on its way checks it on arrival. */
let wanted = false;

function loadBar(): Promise<Bar> {
  loading ??= import("nprogress").then(
    ({ default: loaded }) => {
      // Trickle so that the bar crawls towards the end over about `durationMs`. NProgress's own
      // template marks the bar `role="bar"`, which is no ARIA role (axe: serious); the bar is
      // decoration (the loaders' states are announced by the pages), so it carries no role at all.
      loaded.configure({
        showSpinner: false,
        trickleSpeed: LOADING_BAR.durationMs / 25,
        minimum: 0.08,
        speed: 200,
        template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
        // NProgress finds its bar by `[role="bar"]` unless told otherwise.
        barSelector: ".bar",
      });
      bar = loaded;
      return loaded;
    },
    (error: unknown) => {
      // Not loaded (offline, a new release): no bar this time, another try at the next navigation.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Fetches the bar's code ahead, with the other idle work; returns its cancel. */
export function preloadBar(): () => void {
  return whenIdle(() => {
    loadBar().catch(() => undefined);
  });
}

/** A navigation has lasted past the throttle: the bar starts, once its code is here. */
export function startBar(): void {
  wanted = true;
  if (bar) {
    bar.start();
    return;
  }
  loadBar().then(
    (loaded) => {
      if (wanted) loaded.start();
    },
    () => undefined,
  );
}

/** The navigation is over: a running bar fills up (true), to be removed after `hideDelayMs`. */
export function fillBar(): boolean {
  wanted = false;
  if (!bar?.isStarted()) return false;
  bar.set(1);
  return true;
}

export function removeBar(): void {
  bar?.remove();
}

/** The navigation failed: a running bar completes (red, from the page's data attribute). */
export function completeBar(): void {
  wanted = false;
  if (bar?.isStarted()) bar.done();
}
