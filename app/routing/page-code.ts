import { matchRoutes } from "@remix-run/react";
import { filesOfChunk, PAGE_CODE_ELEMENT_ID, type PageCodeMap, type PageCodeRoute } from "./page-code-map";

/*
 * The code of the page being opened, asked for at start-up (app/entry.client.tsx), beside the
 * configuration and the strings. The router only imports a route's module once it starts, after the
 * configuration has come; the screen's code and its files then came in two more waves before its
 * loader could ask for data (Lighthouse's chain).
 *
 * The router does not exist yet, so no public API (`<PrefetchPageLinks>`, `<Link prefetch>`, which
 * later screens use, prefetch.tsx) can say which files a path needs. The build writes that into
 * index.html instead (scripts/page-code-map.ts, from Remix's and Vite's build manifests). Without
 * the map (a development server) nothing is preloaded: the router then loads the screen's code
 * itself, as it always does.
 */

type RouteTree = Parameters<typeof matchRoutes>[0];

/** The map, parsed once: the start-up reads it for the page's code and again for its strings. */
let parsed: { map: PageCodeMap | undefined } | undefined;

function readMap(): PageCodeMap | undefined {
  if (parsed) return parsed.map;
  const text = document.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent;
  let map: PageCodeMap | undefined;
  try {
    map = text ? (JSON.parse(text) as PageCodeMap) : undefined;
  } catch {
    map = undefined;
  }
  parsed = { map };
  return map;
}

function preload(href: string, kind: "module" | "style", asked: Set<string>): void {
  if (asked.has(href)) return;
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

/**
 * What is linked or asked for already (the page's own stylesheets and module preloads): read once,
 * not once per file, and kept, so that no file is asked for twice.
 */
let asked: Set<string> | undefined;
const alreadyAsked = () => (asked ??= new Set([...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href") ?? "")));

/**
 * The strings of the opened screen's areas in `language`, beside the language's core strings rather
 * than once the core has come and run (app-locale.ts finds an area's file through the core chunk).
 */
export function preloadAreaStrings(language: string, areas: readonly string[]): void {
  const map = readMap();
  if (!map?.strings) return;
  for (const area of areas) {
    const file = map.strings[`${area}/${language}`];
    if (file !== undefined) preload(map.files[file], "module", alreadyAsked());
  }
}

/** Each matched route's module, its imports and its styles, once per file. */
export function preloadCurrentPageCode(): void {
  const map = readMap();
  if (!map) return;
  const children = new Map<string | undefined, PageCodeRoute[]>();
  for (const route of map.routes) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  const byId = new Map(map.routes.map((route) => [route.id, route]));
  const tree = (parentId: string | undefined): RouteTree =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const asked = alreadyAsked();
  for (const match of matchRoutes(tree(undefined), window.location.pathname, map.basename) ?? []) {
    const route = match.route.id === undefined ? undefined : byId.get(match.route.id);
    if (route?.chunk === undefined) continue;
    const { modules, styles } = filesOfChunk(map, route.chunk);
    for (const href of modules) preload(href, "module", asked);
    for (const href of styles) preload(href, "style", asked);
  }
}
