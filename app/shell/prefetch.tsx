import { forwardRef, useEffect, useRef, type ForwardedRef } from "react";
import { InAppLink, type InAppLinkProps } from "./in-app-link";
import { preloadPageCode } from "./page-code";

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

/**
 * A link that, once visible, prefetches its page's code when the browser is idle. Remix's own
 * prefetch="viewport" fires immediately; the spec wants idle time and a network check.
 */
export const AppLink = forwardRef(function AppLink(props: InAppLinkProps, forwardedRef: ForwardedRef<HTMLAnchorElement>) {
  const ref = useRef<HTMLAnchorElement | null>(null);
  const href = typeof props.to === "string" ? props.to : (props.to.pathname ?? "");

  useEffect(() => {
    const element = ref.current;
    const path = href.split(/[?#]/)[0];
    if (!element || !path.startsWith("/") || !prefetchAllowed() || typeof IntersectionObserver === "undefined") return undefined;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        cancelIdle = whenIdle(() => preloadPageCode(path));
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [href]);

  return (
    <InAppLink
      {...props}
      ref={(node) => {
        ref.current = node;
        if (typeof forwardedRef === "function") forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
    />
  );
});
