/*
 * The shape of the page-code map the build writes into index.html (scripts/page-code-map.ts) and
 * page-code.ts reads at start-up: which files each route needs. Kept small, since every full load
 * carries it: file names once each, and each chunk's static imports by number (the reader follows
 * them), as Vite's manifest states them. No imports: the build's config loads this file too.
 */

/** A built chunk: its file and styles (numbers in `files`) and the chunks it imports (numbers in `chunks`). */
export interface PageCodeChunk {
  file: number;
  imports?: number[];
  css?: number[];
}

/** One route: its place in the route tree and its module's chunk (a number in `chunks`). */
export interface PageCodeRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  chunk?: number;
}

export interface PageCodeMap {
  basename: string;
  /** Every file's URL, as the page links it. */
  files: string[];
  chunks: PageCodeChunk[];
  routes: PageCodeRoute[];
  /**
   * Each screen area's strings file by `<area>/<language>` (a number in `files`). The app finds it
   * through the language's core strings chunk, so without this the area's file is asked for only
   * once that chunk has come and run: a second wave before the screen's loader may run.
   */
  strings?: Record<string, number>;
}

/** Where an area's strings file comes from in the sources (`locales/app/<area>/<language>.json`). */
export const AREA_STRINGS_SOURCE = /(?:^|\/)app\/i18n\/locales\/app\/([A-Za-z]+)\/([a-z]{2})\.json$/;

/** The id of the `<script type="application/json">` element that holds the map. */
export const PAGE_CODE_ELEMENT_ID = "page-code";

/** A route's files: its chunk's file, then its static imports' (depth first), each once; their styles. */
export function filesOfChunk(map: PageCodeMap, chunk: number): { modules: string[]; styles: string[] } {
  const modules: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<number>();
  const visit = (each: number) => {
    const entry = map.chunks[each];
    if (!entry || seen.has(each)) return;
    seen.add(each);
    modules.push(map.files[entry.file]);
    for (const css of entry.css ?? []) styles.add(map.files[css]);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(chunk);
  return { modules, styles: [...styles] };
}
