import type { Language } from "./languages";

/**
 * The signed-in panel's strings (the `app` namespace) live in one file per area and language,
 * `locales/app/<area>/<lng>.json`: each area's texts sit together, and no locale file grows with the
 * whole panel. Every area file of a language is its own chunk; the namespace is their union (the
 * areas' top-level keys never overlap, a unit test checks it).
 */
const areaFiles = import.meta.glob<Record<string, unknown>>("./locales/app/*/*.json", { import: "default" });

export async function appStringsOf(language: Language): Promise<Record<string, unknown>> {
  const loaders = Object.entries(areaFiles).filter(([file]) => file.endsWith(`/${language}.json`));
  const areas = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...areas) as Record<string, unknown>;
}
