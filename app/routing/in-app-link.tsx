import { createPath, useNavigate, useNavigation, useRevalidator, type LinkProps } from "@remix-run/react";
import { createContext, forwardRef, useContext, useRef, useState, type AnchorHTMLAttributes, type ReactNode } from "react";
import { noteNavigation } from "./chunk-reload";

/*
 * Navigation that does not follow the router's state.
 *
 * React Router's own `useNavigate()` and `<Link>` read the matched route's context, which the router
 * gives a new value on every change of its state: each of them renders again when a list's next page
 * starts loading and again when it arrives, memoised parents or not. A profile counted
 * four renders per click of the list's toolbar and filters, and 240 links per click on the products
 * list (its rows', its menu's), most of them showing nothing new. The function given here keeps one
 * identity for the app's life, and `InAppLink` uses it: neither renders again for the router.
 */

type To = LinkProps["to"];
/** What the app passes to a navigation (a subset of React Router's options). */
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}
type Navigate = (to: To, options?: NavigateOptions) => void;

interface StableRouter {
  navigate: Navigate;
  /** Runs the matched routes' loaders again (the language changed). */
  revalidate: () => void;
}

const StableRouterContext = createContext<StableRouter | null>(null);

/** The panel's base path without its trailing slash ("/admin"): what the router's locations leave out. */
export const APP_BASE = import.meta.env.BASE_URL.replace(/\/$/, "");

/** An in-app path from the root ("/products?page=2") as the address bar shows it, with the base. */
const hrefOf = (to: To): string => {
  const path = typeof to === "string" ? to : createPath(to);
  return path.startsWith("/") ? `${APP_BASE}${path}` : path;
};

/** The router's pending location carries the panel's base (`/admin/products`); useLocation() does not. */
export function inAppPath(path: string): string {
  return APP_BASE && path.startsWith(`${APP_BASE}/`) ? path.slice(APP_BASE.length) : path;
}

/**
 * Placed once, in the root route: gives everything under it `useStableNavigate()` and
 * `useStableRevalidate()`, and tells the chunk guard where the router is going (chunk-reload.ts).
 */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // Noted while rendering, not in an effect: a route's code can fail to load before a transition's
  // render commits. Writing the same value twice (strict mode) is harmless.
  // The router's pending location carries the panel's base already (see inAppPath).
  const { location } = useNavigation();
  noteNavigation(location ? createPath(location) : null);
  // This component renders again with the router; what it provides does not change.
  const latest = useRef({ navigate, revalidate: revalidator.revalidate });
  latest.current = { navigate, revalidate: revalidator.revalidate };
  const [stable] = useState<StableRouter>(() => ({
    navigate: (to: To, options?: NavigateOptions) => {
      // Known at once, before the router's state reaches React (the render above). A relative path
      // is left to that render: the router resolves it.
      const href = hrefOf(to);
      if (href.startsWith("/")) noteNavigation(href);
      void latest.current.navigate(to, options);
    },
    revalidate: () => void latest.current.revalidate(),
  }));
  return <StableRouterContext.Provider value={stable}>{children}</StableRouterContext.Provider>;
}

function useStableRouter(): StableRouter {
  const router = useContext(StableRouterContext);
  if (!router) throw new Error("useStableNavigate() and useStableRevalidate() need a StableNavigateProvider above them (root.tsx)");
  return router;
}

/**
 * The router's navigate, for in-app paths from the root ("/products?page=2"), under one identity.
 * It resolves as the root route's navigate would: a relative path is relative to "/".
 */
export function useStableNavigate(): Navigate {
  return useStableRouter().navigate;
}

/** The router's revalidate, under one identity (useRevalidator() renders its user at every state change). */
export function useStableRevalidate(): () => void {
  return useStableRouter().revalidate;
}

export interface InAppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An in-app path from the root: "/products/12", or its parts. */
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/**
 * A link to an in-app path that navigates in the app on a plain click, as `<Link>` does, and is a
 * real link for everything else (a new tab, a copied address, the keyboard's Enter). It renders
 * only when its own props change.
 */
export const InAppLink = forwardRef<HTMLAnchorElement, InAppLinkProps>(function InAppLink(
  { to, replace, state, preventScrollReset, onClick, target, children, ...props },
  ref,
) {
  const navigate = useStableNavigate();
  const href = hrefOf(to);
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== "_self")) return;
        event.preventDefault();
        // As <Link>: a link to the page already shown replaces its history entry instead of adding one.
        const here = window.location.pathname + window.location.search + window.location.hash;
        navigate(to, { replace: replace ?? here === href, state, preventScrollReset });
      }}
    >
      {children}
    </a>
  );
});
