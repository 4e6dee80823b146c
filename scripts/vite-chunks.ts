import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Identifier, Literal, Program } from "estree";
import type { Plugin, Rollup } from "vite";

/**
 * How the client build is cut into files (docs/decisions/0001: the login page's and a list's budgets, and few
 * enough files that an HTTP/1.1 server does not pay a round trip per tiny chunk).
 *
 * Left alone, Rollup makes one chunk per set of importers: ~200 chunks, most of them a single Mantine
 * component of a few hundred bytes, and Remix's route manifest lists every route's transitive imports
 * by name (6,500 names, 12 of its 14 KiB). Instead, groups are cut by reachability:
 * - `vendor` and `base`: the libraries and the app's own modules every page loads, i.e. everything the
 *   entry, the root route and the login page import statically (the login page is the smallest page);
 * - `panel`: what the signed-in layout imports statically beyond that (every signed-in page loads it).
 * A module in these groups is loaded by every page of that group anyway, so grouping loads nothing
 * earlier than before. Then the app's own toolkit modules of the two screen kinds most pages are:
 * - `lists`: what a list screen's route helper, the resource lists and the resources' fields use
 *   (list-route.tsx, resource-list.ts, fields.tsx);
 * - `forms`: what a record screen's route helper uses (record-route.tsx, the generic form);
 * - `screens`: what both use (the page frame, toasts, the confirmation).
 * A products list came in 41 files before, most of them one toolkit module of a few hundred bytes
 * each. Only the app's own modules go to these three: a library module there (Mantine's Grid, used
 * by the form and by the dashboard) would bring the whole group to screens that need one part of it.
 * Everything else (each screen's own code, the libraries they use, lazy parts) keeps Rollup's own
 * cut (`experimentalMinChunkSize` was tried: it merged shared code into unrelated screens' chunks).
 * Route modules themselves stay out of the groups: Remix loads each route's file by its own name.
 */

/** Modules that are the start of a group (matched against the module id's path). */
const BASE_ROOTS = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/, /\/app\/shell\/login-layout\.tsx$/, /\/app\/routes\/login\.tsx$/];
const PANEL_ROOTS = [/\/app\/shell\/default-layout\.tsx$/];
// A list screen describes its columns and filters with its resource's fields (fields.tsx), as its form does.
const LIST_ROOTS = [
  /\/app\/routing\/kit\/list-route\.tsx$/,
  /\/app\/ui\/resource\/resource-list\.ts$/,
  /\/app\/ui\/resource\/fields\.tsx$/,
];
const RECORD_ROOTS = [/\/app\/routing\/kit\/record-route\.tsx$/];

/** Mantine's modal and its scroll lock's libraries. */
const MODAL =
  /\/node_modules\/(@mantine\/core\/esm\/components\/(Modal|ModalBase)\/|react-remove-scroll\/|react-remove-scroll-bar\/|use-sidecar\/|use-callback-ref\/|react-style-singleton\/|get-nonce\/)/;

/** Files Remix references by their own name: the entry and the route modules. */
const OWN_FILE = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/, /\/app\/shell\/(login|default)-layout\.tsx$/, /\/app\/routes\//];

/** A module id as a path with forward slashes, without its query (`?commonjs-module`). */
export const pathOf = (id: string) => id.split("?")[0].replace(/\\/g, "/");
const isOwnFile = (id: string) => OWN_FILE.some((pattern) => pattern.test(pathOf(id)));
/** Libraries, and the bundler's own helpers (`\0vite/preload-helper.js`, `\0commonjsHelpers.js`) they use. */
const isLibrary = (id: string) => pathOf(id).includes("/node_modules/") || id.startsWith("\0");

/** Names wanted from a module: some of its exports, or all of it (a namespace or side-effect import). */
type Wanted = readonly string[] | "all";
/** A side-effect-only import (`import "x"`): runs the module, takes no name. */
const NOTHING: readonly string[] = [];

const nameOf = (node: Identifier | Literal) => (node.type === "Identifier" ? node.name : String(node.value));

/** The module's import sources in Rollup's order of `importedIds` (first appearance), with their ids. */
function resolvedSources(info: Rollup.ModuleInfo): Map<string, string> | null {
  const sources: string[] = [];
  for (const node of (info.ast as Program | null)?.body ?? []) {
    const isWithSource =
      node.type === "ImportDeclaration" || node.type === "ExportAllDeclaration" || (node.type === "ExportNamedDeclaration" && node.source);
    const source = isWithSource && "source" in node && node.source ? String(node.source.value) : null;
    if (source !== null && !sources.includes(source)) sources.push(source);
  }
  if (sources.length !== info.importedIds.length) return null;
  return new Map(sources.map((source, index) => [source, info.importedIds[index]]));
}

/** A module that only passes on other modules' exports (a package's index): no code of its own. */
function isBarrel(body: Program["body"]): boolean {
  return body.every(
    (node) =>
      node.type === "ImportDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      (node.type === "ExportNamedDeclaration" && !node.declaration) ||
      (node.type === "ExpressionStatement" && "directive" in node),
  );
}

/** Where a barrel's export `name` comes from: [source, name there] (the name "*" for a namespace). */
function barrelOrigins(body: Program["body"], name: string): Array<[string, string]> {
  const imported = new Map<string, [string, string]>();
  for (const node of body) {
    if (node.type !== "ImportDeclaration") continue;
    for (const spec of node.specifiers) {
      const origin = spec.type === "ImportSpecifier" ? nameOf(spec.imported) : spec.type === "ImportDefaultSpecifier" ? "default" : "*";
      imported.set(spec.local.name, [String(node.source.value), origin]);
    }
  }
  const origins: Array<[string, string]> = [];
  for (const node of body) {
    if (node.type === "ExportAllDeclaration") {
      if (!node.exported) origins.push([String(node.source.value), name]);
      else if (nameOf(node.exported) === name) origins.push([String(node.source.value), "*"]);
    } else if (node.type === "ExportNamedDeclaration") {
      for (const spec of node.specifiers) {
        if (nameOf(spec.exported) !== name) continue;
        const local = nameOf(spec.local);
        if (node.source) origins.push([String(node.source.value), local]);
        else if (imported.has(local)) origins.push(imported.get(local)!);
      }
    }
  }
  return origins;
}

/** What each import statement of a module takes from its source. */
function importsOf(body: Program["body"]): Array<[string, Wanted]> {
  const wanted: Array<[string, Wanted]> = [];
  for (const node of body) {
    if (node.type === "ImportDeclaration") {
      const names = node.specifiers.map((spec) =>
        spec.type === "ImportSpecifier" ? nameOf(spec.imported) : spec.type === "ImportDefaultSpecifier" ? "default" : "*",
      );
      wanted.push([String(node.source.value), names.length === 0 ? NOTHING : names.includes("*") ? "all" : names]);
    } else if (node.type === "ExportAllDeclaration") {
      wanted.push([String(node.source.value), "all"]);
    } else if (node.type === "ExportNamedDeclaration" && node.source) {
      wanted.push([String(node.source.value), node.specifiers.map((spec) => nameOf(spec.local))]);
    }
  }
  return wanted;
}

/**
 * Every module that `roots` use through static imports, as tree-shaking sees it: an import of
 * `{ Button }` from a package's index reaches Button's module, not every module the index lists
 * (following `importedIds` alone would put all of Mantine in the login page's group).
 */
function usedClosure(roots: string[], meta: Rollup.ManualChunkMeta): Set<string> {
  const used = new Set<string>();
  const barrelNames = new Map<string, Set<string>>();
  const pending: Array<[string, Wanted]> = roots.map((root) => [root, "all"]);
  while (pending.length > 0) {
    const [id, wanted] = pending.pop()!;
    const info = meta.getModuleInfo(id);
    if (!info || info.isExternal) continue;
    const body = (info.ast as Program | null)?.body;
    const sources = resolvedSources(info);
    // Only a package's side-effect-free index is narrowed to the names asked for: Rollup runs every
    // module that an index with side effects (the app's own) passes on, used or not.
    if (body && sources && wanted !== "all" && info.moduleSideEffects === false && isBarrel(body)) {
      const seen = barrelNames.get(id) ?? new Set<string>();
      barrelNames.set(id, seen);
      for (const name of wanted) {
        if (seen.has(name)) continue;
        seen.add(name);
        for (const [source, origin] of barrelOrigins(body, name)) {
          const target = sources.get(source);
          if (target) pending.push([target, origin === "*" ? "all" : [origin]]);
        }
      }
      continue;
    }
    if (used.has(id)) continue;
    used.add(id);
    if (!body || !sources) {
      for (const target of info.importedIds) pending.push([target, "all"]);
      continue;
    }
    for (const [source, names] of importsOf(body)) {
      const target = sources.get(source);
      // `import "../Combobox/Combobox.mjs"` between the modules of a side-effect-free package (its
      // build leaves them) loads nothing: Rollup drops such an import, so does the group.
      if (!target || (names === NOTHING && meta.getModuleInfo(target)?.moduleSideEffects === false)) continue;
      pending.push([target, names === NOTHING ? "all" : names]);
    }
  }
  return used;
}

const GROUPS = new Set(["vendor", "base", "panel", "screens", "lists", "forms", "floating"]);

/**
 * File names of the chunks that are not routes: shared chunks are named by their hash alone. Remix's
 * manifest lists each route's chunks by file name (~2,900 names for 88 routes), and a shorter unique
 * part is less for every page to download; the groups and lazy parts keep a readable name.
 */
export function chunkFileName(chunk: Rollup.PreRenderedChunk): string {
  return GROUPS.has(chunk.name) || chunk.isDynamicEntry ? "assets/[name]-[hash].js" : "assets/[hash].js";
}

/** The group of each module, computed once per build from the finished module graph. */
export function groupChunks(): Rollup.GetManualChunk {
  let groups: Map<string, string> | null = null;
  return (id, meta) => {
    if (!groups) {
      const ids = [...meta.getModuleIds()];
      const rootsOf = (patterns: RegExp[]) => ids.filter((each) => patterns.some((pattern) => pattern.test(pathOf(each))));
      const base = usedClosure(rootsOf(BASE_ROOTS), meta);
      const panel = usedClosure(rootsOf(PANEL_ROOTS), meta);
      groups = new Map();
      for (const each of base) groups.set(each, isLibrary(each) ? "vendor" : "base");
      for (const each of panel) if (!base.has(each)) groups.set(each, "panel");
      const lists = usedClosure(rootsOf(LIST_ROOTS), meta);
      const records = usedClosure(rootsOf(RECORD_ROOTS), meta);
      for (const each of lists) if (!groups.has(each) && !isLibrary(each)) groups.set(each, records.has(each) ? "screens" : "lists");
      // What a list loads on first use (a record-picker filter, ui/first-use.tsx) keeps a file of its
      // own even where a form imports it too: in `forms`, it would bring the whole form toolkit.
      const lazyRoots = ids.filter((each) => !isOwnFile(each) && (meta.getModuleInfo(each)?.dynamicImporters.length ?? 0) > 0);
      const onFirstUse = usedClosure(lazyRoots, meta);
      for (const each of records) if (!groups.has(each) && !isLibrary(each) && !onFirstUse.has(each)) groups.set(each, "forms");
    }
    if (isOwnFile(id)) return null;
    const group = groups.get(id);
    if (group) return group;
    // Rollup's own cut put floating-ui in one chunk with Mantine's DirectionProvider, which every
    // screen loads (the table's scroll container uses it): every page then loaded the popups'
    // positioning code that only a click needs (ui/first-use.tsx). It is a file of its own.
    if (/\/node_modules\/@floating-ui\//.test(pathOf(id))) return "floating";
    // Mantine's Modal and the scroll lock it takes (react-remove-scroll and its helpers) in one file:
    // Rollup's own cut made two, which every screen with a modal listed in Remix's manifest (the
    // signed-in frame takes only react-remove-scroll-bar's class-name constants, which go with the panel).
    if (MODAL.test(pathOf(id))) return "modal";
    return null;
  };
}

/** BUNDLE_REPORT=<file>: each client chunk's modules, their size, and their gzip size once minified alone. */
export function bundleReport(): Plugin {
  return {
    name: "admin-panel:bundle-report",
    apply: "build",
    async generateBundle(_options, bundle) {
      const file = process.env.BUNDLE_REPORT;
      if (!file || this.environment.name !== "client") return;
      const { transformSync } = await import("esbuild");
      const chunks = Object.values(bundle).flatMap((out) =>
        out.type === "chunk"
          ? [
              {
                file: out.fileName,
                imports: out.imports,
                dynamicImports: out.dynamicImports,
                modules: Object.fromEntries(
                  Object.entries(out.modules).map(([id, m]) => [
                    id,
                    [m.renderedLength, m.code ? gzipSync(transformSync(m.code, { minify: true }).code).length : 0],
                  ]),
                ),
              },
            ]
          : [],
      );
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}
