import { completeBar } from "./progress-bar";

/*
 * Whether the navigation under way failed: the error page says so, the frame's loading bar
 * (shell/loading-bar.tsx) turns red and completes, and clears it when the next navigation starts.
 * Here rather than in the bar, so the error page (a route's part) does not import the frame. The
 * page's data attribute is the state: the bar's colour reads it (shell/loading-bar.css).
 */

/** The error page calls this: the bar turns red and completes. */
export function markNavigationFailed(): void {
  document.documentElement.dataset.loadingFailed = "true";
  completeBar();
}

/** A new navigation starts: the bar is black again. */
export function clearNavigationFailure(): void {
  if (document.documentElement.dataset.loadingFailed) delete document.documentElement.dataset.loadingFailed;
}
