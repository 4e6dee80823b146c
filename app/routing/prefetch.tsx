import { PrefetchPageLinks } from "@remix-run/react";
import { forwardRef, useCallback, useEffect, useRef, useState, type ForwardedRef } from "react";
import { noteCodePrefetch } from "./chunk-reload";
import { whenIdle } from "./idle";
import { APP_BASE, InAppLink, type InAppLinkProps } from "./in-app-link";

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

/** Screens whose code a link has already asked for: once per address for the page's life. */
const asked = new Set<string>();

/**
 * A link that fetches its screen's code ahead: Remix's own `<PrefetchPageLinks>` (the route modules,
 * their imports), the public form of `<Link prefetch>`, whose "viewport" fires at once where the
 * spec wants idle time and a network check.
 *
 * - On intent, every link: the pointer on it, the focus, a touch.
 * - Once visible and the browser idles, a link the user revealed by choosing to see it
 *   (`idlePrefetch`: a side-menu group they opened). Prefetching every visible link at idle fetched
 *   90-190 KiB of other screens' code on each fresh load, most of it never used.
 *
 * The prefetch is shown for one idle period only: it follows the router's state, and a link should
 * not render again at every navigation (in-app-link.tsx). By then the route modules are asked for,
 * and stay loaded.
 */
export const AppLink = forwardRef(function AppLink(
  { idlePrefetch = false, ...props }: InAppLinkProps & { idlePrefetch?: boolean },
  forwardedRef: ForwardedRef<HTMLAnchorElement>,
) {
  const ref = useRef<HTMLAnchorElement | null>(null);
  const href = typeof props.to === "string" ? props.to : (props.to.pathname ?? "");
  const path = href.split(/[?#]/)[0];
  const [prefetching, setPrefetching] = useState(false);
  const { onPointerEnter, onFocus, onTouchStart } = props;

  const prefetch = useCallback(() => {
    if (!path.startsWith("/") || asked.has(path) || !prefetchAllowed()) return;
    asked.add(path);
    // From now on a screen's module that fails to load with no navigation under way is such a
    // prefetch, not a reason to reload the page (chunk-reload.ts).
    noteCodePrefetch();
    setPrefetching(true);
  }, [path]);

  useEffect(() => {
    const element = ref.current;
    if (!idlePrefetch || !element || asked.has(path) || typeof IntersectionObserver === "undefined") return undefined;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        cancelIdle = whenIdle(prefetch);
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [path, idlePrefetch, prefetch]);

  // The prefetch's own effect (a child's) has asked for the modules when this one runs: the next idle
  // period takes it away.
  useEffect(() => (prefetching ? whenIdle(() => setPrefetching(false)) : undefined), [prefetching]);

  const link = (
    <InAppLink
      {...props}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
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
