import { PrefetchPageLinks } from "@remix-run/react";
import { forwardRef, useEffect, useRef, useState, type ForwardedRef } from "react";
import { noteCodePrefetch } from "./chunk-reload";
import { APP_BASE, InAppLink, type InAppLinkProps } from "./in-app-link";

/** Idle prefetch waits at most this long for the browser to be idle (spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on slow (2g) connections or when the user asked to save data. */
export function prefetchAllowed(
  connection: NetworkInformationLike | undefined = (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g");
}

/** Runs `run` when the browser is idle (at most PREFETCH_IDLE_TIMEOUT_MS later); returns its cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

/** Screens whose code a link has already asked for: once per address for the page's life. */
const asked = new Set<string>();

/**
 * A link that, once visible, fetches its screen's code when the browser is idle: Remix's own
 * `<PrefetchPageLinks>` (the route modules, their imports), the public form of `<Link prefetch>`,
 * whose "viewport" fires at once where the spec wants idle time and a network check. It is shown
 * for one idle period only: it follows the router's state, and a link should not render again at
 * every navigation (in-app-link.tsx). By then the route modules are asked for, and stay loaded.
 */
export const AppLink = forwardRef(function AppLink(props: InAppLinkProps, forwardedRef: ForwardedRef<HTMLAnchorElement>) {
  const ref = useRef<HTMLAnchorElement | null>(null);
  const href = typeof props.to === "string" ? props.to : (props.to.pathname ?? "");
  const path = href.split(/[?#]/)[0];
  const [prefetching, setPrefetching] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !path.startsWith("/") || asked.has(path) || !prefetchAllowed() || typeof IntersectionObserver === "undefined")
      return undefined;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        cancelIdle = whenIdle(() => {
          if (asked.has(path)) return;
          asked.add(path);
          // From now on a screen's module that fails to load with no navigation under way is such a
          // prefetch, not a reason to reload the page (chunk-reload.ts).
          noteCodePrefetch();
          setPrefetching(true);
        });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [path]);

  // The prefetch's own effect (a child's) has asked for the modules when this one runs: the next idle
  // period takes it away.
  useEffect(() => (prefetching ? whenIdle(() => setPrefetching(false)) : undefined), [prefetching]);

  const link = (
    <InAppLink
      {...props}
      ref={(node) => {
        ref.current = node;
        if (typeof forwardedRef === "function") forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
    />
  );
  if (!prefetching) return link;
  return (
    <>
      {link}
      <PrefetchPageLinks page={`${APP_BASE}${path}`} />
    </>
  );
});
