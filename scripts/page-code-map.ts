import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { vitePlugin } from "@remix-run/dev";
import { AREA_STRINGS_SOURCE, PAGE_CODE_ELEMENT_ID, type PageCodeChunk, type PageCodeMap } from "../app/routing/page-code-map";

/*
 * The page-code map: which files each route needs, written into the built index.html as JSON, so
 * that app/routing/page-code.ts can ask for the opened page's code at start-up without reading the
 * framework's private globals. Made from two public build outputs: Remix's build manifest (the
 * routes, handed to its `buildEnd` hook) and Vite's manifest (`build.manifest`: each source's chunk,
 * its static imports and its styles).
 */

type BuildEnd = NonNullable<NonNullable<Parameters<typeof vitePlugin>[0]>["buildEnd"]>;

/** Vite's manifest entry (documented in Vite's backend-integration guide). */
export interface ViteChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  file: string;
}

/** The map for one build: every route, with the chunk Vite built from its source file. */
export function pageCodeMap(
  routes: Record<string, RouteEntry>,
  manifest: Record<string, ViteChunk>,
  options: { appDirectory: string; root: string; base: string; basename: string },
): PageCodeMap {
  // A route's chunk is the entry whose source (less any query Remix adds) is the route's file.
  const keyOfSource = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.src) keyOfSource.set(chunk.src.split("?")[0], key);
  }
  const appFromRoot = path.relative(options.root, options.appDirectory).split(path.sep).join("/");
  const routeKeys = Object.values(routes).map((route) => keyOfSource.get(`${appFromRoot}/${route.file}`));

  // Only the chunks a route loads up front: a route's chunk and what it imports statically.
  const keys: string[] = [];
  const chunkNumber = new Map<string, number>();
  const reach = (key: string) => {
    if (chunkNumber.has(key) || !manifest[key]) return;
    chunkNumber.set(key, keys.push(key) - 1);
    for (const imported of manifest[key].imports ?? []) reach(imported);
  };
  for (const key of routeKeys) if (key) reach(key);

  const files: string[] = [];
  const fileNumber = new Map<string, number>();
  const numberOfFile = (file: string) => {
    if (!fileNumber.has(file)) fileNumber.set(file, files.push(options.base + file) - 1);
    return fileNumber.get(file)!;
  };
  // What a chunk loads, its imports' imports included (memoised: the graph has no cycles that matter here).
  const below = new Map<string, Set<string>>();
  const loads = (key: string): Set<string> => {
    if (below.has(key)) return below.get(key)!;
    const found = new Set<string>();
    below.set(key, found);
    for (const imported of manifest[key]?.imports ?? []) {
      found.add(imported);
      for (const deeper of loads(imported)) found.add(deeper);
    }
    return found;
  };
  const chunks: PageCodeChunk[] = keys.map((key) => {
    const { file, imports = [], css = [] } = manifest[key];
    // An import that another import already brings is left out: the reader follows the chain, and
    // the map stays small (every route's chunk imports the shared chunks, which import each other).
    const direct = imports.filter((each) => !imports.some((other) => other !== each && loads(other).has(each)));
    const importNumbers = direct.map((each) => chunkNumber.get(each)).filter((each) => each !== undefined);
    return {
      file: numberOfFile(file),
      ...(importNumbers.length > 0 ? { imports: importNumbers } : {}),
      ...(css.length > 0 ? { css: css.map(numberOfFile) } : {}),
    };
  });
  const mapped = Object.values(routes).map(({ id, parentId, path: routePath, index, caseSensitive }, at) => {
    const key = routeKeys[at];
    return { id, parentId, path: routePath, index, caseSensitive, chunk: key === undefined ? undefined : chunkNumber.get(key) };
  });
  const strings: Record<string, number> = {};
  for (const chunk of Object.values(manifest)) {
    const found = chunk.src?.match(AREA_STRINGS_SOURCE);
    if (found) strings[`${found[1]}/${found[2]}`] = numberOfFile(chunk.file);
  }
  return { basename: options.basename, files, chunks, routes: mapped, ...(Object.keys(strings).length > 0 ? { strings } : {}) };
}

/** JSON safe inside a script element: no "</script>" or "<!--" can close or comment it. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Remix's `buildEnd` hook: reads Vite's client manifest (which Remix moves to
 * `<buildDirectory>/.vite/client-manifest.json` when `build.manifest` is on) and writes the map
 * into `<buildDirectory>/client/index.html`, before the closing `</head>`.
 */
export const writePageCodeMap: BuildEnd = async ({ buildManifest, remixConfig, viteConfig }) => {
  if (!buildManifest) return;
  const manifestFile = path.join(remixConfig.buildDirectory, ".vite", "client-manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, ViteChunk>;
  const map = pageCodeMap(buildManifest.routes, manifest, {
    appDirectory: remixConfig.appDirectory,
    root: viteConfig.root,
    base: viteConfig.base,
    basename: remixConfig.basename,
  });
  const indexFile = path.join(remixConfig.buildDirectory, "client", "index.html");
  const html = await readFile(indexFile, "utf8");
  if (!html.includes("</head>")) throw new Error("page-code map: the built index.html has no </head>");
  const script = `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${scriptSafe(map)}</script>`;
  await writeFile(indexFile, html.replace("</head>", `${script}</head>`));
};
