import type { ScreenArea } from "~/i18n/app-locale";
import type { Screen } from "./screens";

/**
 * Which areas' strings a path needs beyond the core (app-locale.ts), from the screens' `areas` in the
 * screen table. A screen's loader waits for them (the i18n middleware), so it is never drawn with raw
 * keys. Looked up by the path's first segment (every screen under `/products…` needs `catalog`), so a
 * 404 inside an area (`/products/x`) is drawn in that area's words too.
 * tests/unit/screen-areas.test.ts reads each route module and what it imports, and fails when a
 * screen uses an area's keys that its entry does not give it.
 */
export function areasBySegment(screens: readonly Pick<Screen, "path" | "areas">[]): ReadonlyMap<string, readonly ScreenArea[]> {
  const bySegment = new Map<string, ScreenArea[]>();
  for (const screen of screens) {
    const segment = screen.path.split("/")[0];
    const areas = bySegment.get(segment) ?? [];
    for (const area of screen.areas) if (!areas.includes(area)) areas.push(area);
    bySegment.set(segment, areas);
  }
  return bySegment;
}

/**
 * `areasBySegment(allScreens)`, worked out when the app is built (vite.config.ts and vitest.config.ts
 * define it from the same table). The entry reads it before the first screen loads: importing the
 * screen table here would put all of it into the sign-in page's bundle (2.4 KiB gzip over its budget).
 */
declare const __AREAS_OF_SEGMENT__: Readonly<Record<string, readonly ScreenArea[]>>;

/** The areas a path inside the app needs (`products/12` → catalog); none for other paths. */
export function areasOfPath(appPath: string): readonly ScreenArea[] {
  const first = appPath.split("/").find((segment) => segment !== "") ?? "";
  return Object.hasOwn(__AREAS_OF_SEGMENT__, first) ? __AREAS_OF_SEGMENT__[first] : [];
}
