import { matchRoutes } from "@remix-run/react";

/*
 * Fetching a screen's code ahead of rendering it: each matched route's module, its imports and its
 * styles, once per file. Used at start-up for the page being opened (app/entry.client.tsx) and by
 * the side menu's links for the screens they open (prefetch.tsx).
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

/** What Remix's browser build keeps on `window` (its route manifest, context and router): read-only here. */
interface RemixGlobals {
  __remixManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __remixContext?: { basename?: string };
  __remixRouter?: { routes: RouteTree };
}

type RouteTree = Parameters<typeof matchRoutes>[0];

const remix = () => window as Window & RemixGlobals;
const preloaded = new Set<string>();

/** Whether the document already links `href` (the page's own stylesheets and module preloads). */
const linked = (href: string) => [...document.head.querySelectorAll("link")].some((link) => link.getAttribute("href") === href);

/** `now`: the page being opened needs it (preload); otherwise a later screen may (prefetch, idle priority). */
function addLink(href: string, kind: "module" | "style", now: boolean): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  if (linked(href)) return;
  const link = document.createElement("link");
  if (kind === "module") link.rel = "modulepreload";
  else {
    link.rel = now ? "preload" : "prefetch";
    link.setAttribute("as", "style");
  }
  link.href = href;
  document.head.append(link);
}

function preloadMatches(routes: RouteTree, path: string, now: boolean, basename?: string): void {
  const manifest = remix().__remixManifest;
  if (!manifest) return;
  for (const match of matchRoutes(routes, path, basename) ?? []) {
    const route = match.route.id === undefined ? undefined : manifest.routes[match.route.id];
    if (!route) continue;
    for (const href of [route.module, ...(route.imports ?? [])]) addLink(href, "module", now);
    for (const href of route.css ?? []) addLink(href, "style", now);
  }
}

/**
 * The code of the page being opened, asked for at start-up. The router only imports a route's
 * module once it starts, after the configuration and the strings have come; the screen's code and
 * its files then came in two more waves before its loader could ask for data (Lighthouse's chain).
 * The route tree is built from the manifest, as Remix builds it: the router does not exist yet.
 */
export function preloadCurrentPageCode(): void {
  const { __remixManifest: manifest, __remixContext: context } = remix();
  if (!manifest) return;
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteTree =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  preloadMatches(tree(undefined), window.location.pathname, true, context?.basename);
}
