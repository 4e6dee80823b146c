import { completeBar } from "./progress-bar";

/*
 * Whether the navigation under way failed: the error page says so, the frame's loading bar
 * (shell/loading-bar.tsx) turns red and completes, and clears it when the next navigation starts.
 * Here rather than in the bar, so the error page (a route's part) does not import the frame.
 */

let failed = false;

/** The error page calls this: the bar turns red and completes. */
export function markNavigationFailed(): void {
  failed = true;
  document.documentElement.dataset.loadingFailed = "true";
  completeBar();
}

/** A new navigation starts: the bar is black again. */
export function clearNavigationFailure(): void {
  failed = false;
  if (document.documentElement.dataset.loadingFailed) delete document.documentElement.dataset.loadingFailed;
}

export function navigationFailed(): boolean {
  return failed;
}
