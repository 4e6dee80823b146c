import { matchRoutes } from "@remix-run/react";

/*
 * The code of the page being opened, asked for at start-up (app/entry.client.tsx), beside the
 * configuration and the strings. The router only imports a route's module once it starts, after the
 * configuration has come; the screen's code and its files then came in two more waves before its
 * loader could ask for data (Lighthouse's chain).
 *
 * The one read of a Remix global left in the panel, and why: the router does not exist yet, so no
 * public API (`<PrefetchPageLinks>`, `<Link prefetch>`, which later screens use, prefetch.tsx) can
 * say which files a path needs; only the route manifest (and basename) that Remix's index.html puts on `window`
 * before the app's entry runs does. Read-only, and without it (another Remix) nothing is preloaded:
 * the router then loads the screen's code itself, as it always does.
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

type RouteTree = Parameters<typeof matchRoutes>[0];

/** What Remix's index.html keeps on `window` (its route manifest and its basename): read-only here. */
interface RemixGlobals {
  __remixManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __remixContext?: { basename?: string };
}

const remix = () => window as Window & RemixGlobals;

/** Whether the document already links `href` (the page's own stylesheets and module preloads). */
const linked = (href: string) => [...document.head.querySelectorAll("link")].some((link) => link.getAttribute("href") === href);

function preload(href: string, kind: "module" | "style", asked: Set<string>): void {
  if (asked.has(href) || linked(href)) return;
  asked.add(href);
  const link = document.createElement("link");
  if (kind === "module") link.rel = "modulepreload";
  else {
    link.rel = "preload";
    link.setAttribute("as", "style");
  }
  link.href = href;
  document.head.append(link);
}

/** Each matched route's module, its imports and its styles, once per file. */
export function preloadCurrentPageCode(): void {
  const { __remixManifest: manifest, __remixContext: context } = remix();
  const routes = manifest?.routes;
  if (!routes) return;
  // The route tree as Remix builds it from the same manifest.
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteTree =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const asked = new Set<string>();
  for (const match of matchRoutes(tree(undefined), window.location.pathname, context?.basename) ?? []) {
    const route = match.route.id === undefined ? undefined : routes[match.route.id];
    if (!route) continue;
    for (const href of [route.module, ...(route.imports ?? [])]) preload(href, "module", asked);
    for (const href of route.css ?? []) preload(href, "style", asked);
  }
}
