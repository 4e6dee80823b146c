import { useNavigation } from "@remix-run/react";
import NProgress from "nprogress";
import { useEffect, useRef } from "react";
import { clearNavigationFailure, navigationFailed } from "~/routing/navigation-failure";

/** Loading bar timings of spec §9 (its look, 2px black / red, is in loading-bar.css). */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  hideDelayMs: 500,
} as const;

// Trickle so that the bar crawls towards the end over about `durationMs`.
// NProgress's own template marks the bar `role="bar"`, which is no ARIA role (axe: serious); the bar is
// decoration (the loaders' states are announced by the pages), so it carries no role at all.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: LOADING_BAR.durationMs / 25,
  minimum: 0.08,
  speed: 200,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // NProgress finds its bar by `[role="bar"]` unless told otherwise.
  barSelector: ".bar",
});

/**
 * The thin bar at the top: starts (after the throttle) when a navigation to another route or other
 * parameters begins, finishes when its data has loaded. Quick navigations never show it.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const timer = useRef<number>();
  const hide = useRef<number>();

  useEffect(() => {
    if (busy) {
      window.clearTimeout(hide.current);
      clearNavigationFailure();
      timer.current = window.setTimeout(() => NProgress.start(), LOADING_BAR.throttleMs);
      return () => window.clearTimeout(timer.current);
    }
    window.clearTimeout(timer.current);
    if (NProgress.isStarted()) {
      NProgress.set(1);
      hide.current = window.setTimeout(() => NProgress.remove(), LOADING_BAR.hideDelayMs);
    }
    return undefined;
  }, [busy]);

  return null;
}

export const __loadingBarState = { isFailed: navigationFailed };
