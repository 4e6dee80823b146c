/**
 * A script or style chunk failed to load (usually a deploy replaced the hashed files): reload the
 * page once to get the new index.html, but not if a reload for this reason already happened in the
 * last 60 s, which would loop forever on a chunk that stays missing (spec §4).
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = "admin-panel_chunk-reload-at";

interface GuardDeps {
  now: () => number;
  read: () => string | null;
  write: (value: string) => void;
  reload: () => void;
}

const browserDeps = (): GuardDeps => ({
  now: () => Date.now(),
  read: () => {
    try {
      return localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Without storage the guard cannot remember; refusing to reload is the safe side.
    }
  },
  reload: reloadTowardsNavigation,
});

/**
 * Where the router is going, as the app last saw it: the address (with the panel's base) of the
 * navigation under way, or null when none is. Told by the in-app navigation itself, at the call
 * (in-app-link.tsx), and by the router's public state each time it renders (useNavigation()), which
 * also covers back/forward and redirects.
 */
let navigatingTo: string | null = null;

/** Called with the address a navigation goes to, and with null once the router is idle again. */
export function noteNavigation(href: string | null): void {
  navigatingTo = href;
}

/** Whether a link has fetched a screen's code ahead yet (prefetch.tsx): only once the app runs. */
let codePrefetched = false;

/** Called as a link starts fetching a screen's code ahead. */
export function noteCodePrefetch(): void {
  codePrefetched = true;
}

/**
 * A route chunk fails while navigating, before the URL changes: reloading the old URL would drop
 * the user's click. Load the page being navigated to instead; with no navigation pending, reload.
 */
function reloadTowardsNavigation(): void {
  if (navigatingTo) window.location.assign(navigatingTo);
  else window.location.reload();
}

/**
 * A route module that will not load, seen by Remix's module loader. At start-up it is the page's
 * own: reload. Once the app runs and links fetch screens' code ahead, one failing with no navigation
 * under way is such a prefetch: the page stays (the click that follows reloads towards its target),
 * Remix rethrows into the prefetch, and nothing shows it.
 */
function reloadForRouteModule(): boolean {
  if (navigatingTo === null && codePrefetched) return false;
  return reloadOnce();
}

/** Reloads unless one happened within the guard window. Returns whether it reloaded. */
export function reloadOnce(deps: GuardDeps = browserDeps()): boolean {
  const last = Number(deps.read());
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.write(String(now));
  if (Number(deps.read()) !== now) return false;
  deps.reload();
  return true;
}

declare global {
  interface Window {
    /** Called by the patched Remix route-module loader (see vite.config.ts). */
    __adminPanelReloadOnce?: () => boolean;
  }
}

/** Routes every kind of chunk failure through the one guard. */
export function installChunkReloadGuard(): void {
  window.__adminPanelReloadOnce = reloadForRouteModule;
  // Vite's preload helper fires this when a dynamic import, or a CSS or JS dependency of it, fails to
  // load: the app's own lazy pieces (html2pdf.js, editors) come through here.
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
