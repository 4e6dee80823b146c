import type { Language } from "./languages";

/**
 * The signed-in panel's strings (the `app` namespace) live in one file per area and language,
 * `locales/app/<area>/<lng>.json`: each area's texts sit together, and no locale file grows with the
 * whole panel. A language's area files are fetched as ONE chunk (app-strings/<lng>.ts gathers them):
 * the signed-in layout needs all of them, and one file costs one request instead of thirteen. The
 * namespace is their union (the areas' top-level keys never overlap, a unit test checks it).
 */
const byLanguage: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  it: () => import("./app-strings/it"),
  en: () => import("./app-strings/en"),
  fr: () => import("./app-strings/fr"),
  de: () => import("./app-strings/de"),
};

export async function appStringsOf(language: Language): Promise<Record<string, unknown>> {
  // A new top-level object per call, as before the areas were gathered: callers may add keys to it.
  return { ...(await byLanguage[language]()).default };
}
