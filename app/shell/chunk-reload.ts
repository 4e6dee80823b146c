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

interface RouterLike {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
  createHref(location: { pathname: string; search: string; hash: string }): string;
}

/**
 * A route chunk fails while navigating, before the URL changes: reloading the old URL would drop
 * the user's click. Load the page being navigated to instead; with no navigation pending, reload.
 */
function reloadTowardsNavigation(): void {
  const router = (window as Window & { __remixRouter?: RouterLike }).__remixRouter;
  const pending = router?.state.navigation.location;
  if (router && pending) window.location.assign(router.createHref(pending));
  else window.location.reload();
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
  window.__adminPanelReloadOnce = () => reloadOnce();
  // Vite's preload helper fires this when a dynamic import, or a CSS or JS dependency of it, fails to
  // load: the app's own lazy pieces (html2pdf.js, editors) come through here.
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
