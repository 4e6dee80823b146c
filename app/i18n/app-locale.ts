import type { Language } from "./languages";

/**
 * The signed-in panel's strings (the `app` namespace) live in one file per area and language,
 * `locales/app/<area>/<lng>.json`; the namespace is their union (the areas' top-level keys never
 * overlap, a unit test checks it). They are fetched in two kinds of chunk (docs/decisions/0002: a products list
 * downloaded every area's strings, 19.5 KiB of its 294):
 * - the core, `shell`, `toolkit` and `live` together (app-strings/<lng>.ts): the frame, the menu,
 *   the screen kinds every page uses and what the live events say on any of them;
 * - one chunk per other area, fetched when a screen of that area opens (routing/string-areas.ts says which).
 */
export const CORE_AREAS = ["shell", "toolkit", "live"] as const;

/** The areas fetched on demand: their folder names under locales/app. */
export const SCREEN_AREAS = [
  "access",
  "activityLog",
  "catalog",
  "content",
  "dashboard",
  "marketing",
  "people",
  "pos",
  "sales",
  "settings",
  "storefront",
  "withdrawals",
] as const;
export type ScreenArea = (typeof SCREEN_AREAS)[number];

type Strings = Record<string, unknown>;

/** A language's core chunk: the core's strings, and how to fetch each other area's. */
type CoreModule = { default: Strings; areas: Record<string, () => Promise<Strings>> };

const coreByLanguage: Record<Language, () => Promise<CoreModule>> = {
  it: () => import("./app-strings/it"),
  en: () => import("./app-strings/en"),
  fr: () => import("./app-strings/fr"),
  de: () => import("./app-strings/de"),
};

/** The core's strings in one language (a new top-level object: callers may add keys to it). */
export async function coreStringsOf(language: Language): Promise<Strings> {
  return { ...(await coreByLanguage[language]()).default };
}

/**
 * One area's strings in one language. Its file is found through the language's core chunk, which
 * every signed-in page loads first anyway: the 44 files' names stay out of the login page's code.
 */
export async function areaStringsOf(language: Language, area: ScreenArea): Promise<Strings> {
  const load = (await coreByLanguage[language]()).areas[`../locales/app/${area}/${language}.json`];
  if (!load) throw new Error(`No strings for area ${area} in ${language}`);
  return load();
}

/** The whole namespace in one language: the core and every area (the language editor's reference). */
export async function appStringsOf(language: Language): Promise<Strings> {
  const parts = await Promise.all([coreStringsOf(language), ...SCREEN_AREAS.map((area) => areaStringsOf(language, area))]);
  return Object.assign({}, ...parts) as Strings;
}
