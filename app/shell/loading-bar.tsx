import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { clearNavigationFailure } from "~/routing/navigation-failure";
import { fillBar, LOADING_BAR, removeBar, startBar } from "~/routing/progress-bar";

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
      timer.current = window.setTimeout(startBar, LOADING_BAR.throttleMs);
      return () => window.clearTimeout(timer.current);
    }
    window.clearTimeout(timer.current);
    if (fillBar()) hide.current = window.setTimeout(removeBar, LOADING_BAR.hideDelayMs);
    return undefined;
  }, [busy]);

  return null;
}
