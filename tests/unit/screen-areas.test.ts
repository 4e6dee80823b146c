// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CORE_AREAS, SCREEN_AREAS } from "~/i18n/app-locale";
import { areasOfPath } from "~/routing/string-areas";
import { allScreens } from "~/routing/screens";
import { APP_AREAS, areaStrings } from "./support/locales";

/*
 * A screen's loader waits for the strings of the areas screen-areas.ts gives its path, and no others
 * (issue 16: a list no longer downloads every area's strings). A screen that used another area's keys
 * would show them raw. So this reads each route module and every app module it imports, finds the
 * translation keys written in them, and checks that their areas are the core or the path's.
 */

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../app");

/** Top-level key of the `app` namespace → its area folder. */
const areaOfTopKey = new Map<string, string>();
for (const area of APP_AREAS) for (const key of Object.keys(areaStrings(area, "it"))) areaOfTopKey.set(key, area);

const IMPORT = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? join(appDir, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The module and every app module it reaches through imports, static or lazy. */
function reachable(file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const match of readFileSync(next, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(next, match[1] ?? match[2] ?? match[3]);
      if (target) pending.push(target);
    }
  }
  return seen;
}

const routeIds = new Set<string>(allScreens.map((screen) => screen.id));

/** The areas whose keys a source file writes (`"catalog.products.title"`, `` `sales.status.${s}` ``). */
function areasWritten(file: string): Set<string> {
  const areas = new Set<string>();
  for (const match of readFileSync(file, "utf8").matchAll(/["'`]([A-Za-z]+)\.([\w.$]*)/g)) {
    const area = areaOfTopKey.get(match[1]);
    // A route id such as "pos.order" names a screen, not a string.
    if (area && !routeIds.has(`${match[1]}.${match[2]}`.replace(/\.$/, ""))) areas.add(area);
  }
  return areas;
}

describe("each screen gets the strings it uses", () => {
  it("the core and the on-demand areas are exactly the locale folders", () => {
    expect([...CORE_AREAS, ...SCREEN_AREAS].sort()).toEqual([...APP_AREAS].sort());
  });

  const screens = allScreens.filter((screen) => existsSync(join(appDir, "routes", `${screen.id}.tsx`)));

  it("every screen has its route module", () => {
    expect(screens.length).toBe(allScreens.length);
  });

  it.each(screens.map((screen) => [screen.id, screen.path] as const))("%s (/%s)", (id, path) => {
    const given = new Set<string>([...CORE_AREAS, ...areasOfPath(`/${path.replace(/:\w+\??/g, "1")}`)]);
    const used = new Set<string>();
    for (const file of reachable(join(appDir, "routes", `${id}.tsx`))) for (const area of areasWritten(file)) used.add(area);
    expect([...used].filter((area) => !given.has(area))).toEqual([]);
  });

  it("the signed-in frame uses only the core's strings (it is drawn on every screen)", () => {
    const used = new Set<string>();
    for (const file of reachable(join(appDir, "shell", "default-layout.tsx"))) for (const area of areasWritten(file)) used.add(area);
    expect([...used].filter((area) => !(CORE_AREAS as readonly string[]).includes(area))).toEqual([]);
  });

  it("paths are read by their first segment, and a guest's pages need no area", () => {
    expect(areasOfPath("/products/12")).toEqual(["catalog"]);
    expect(areasOfPath("/")).toEqual(["dashboard"]);
    expect([...areasOfPath("/guest-users/3")].sort()).toEqual(["people", "sales"]);
    expect(areasOfPath("/login")).toEqual([]);
    expect(areasOfPath("/no-such-screen")).toEqual([]);
  });
});

describe("the scan itself", () => {
  it("finds another area's key in a module a route imports", () => {
    const products = reachable(join(appDir, "routes", "products.tsx"));
    const written = new Set([...products].flatMap((file) => [...areasWritten(file)]));
    expect(written.has("catalog")).toBe(true);
    expect(products.size).toBeGreaterThan(10);
  });
});
