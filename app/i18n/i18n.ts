import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { runtimeConfig } from "~/config";
import { readCookie, writeCookie } from "~/cookies";
import { areaStringsOf, coreStringsOf, type ScreenArea } from "./app-locale";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/**
 * Locale files are separate chunks, fetched per language and per namespace:
 * - `auth` (locales/auth/<lng>.json): what the sign-in pages and the error page need; loaded at start;
 * - `app` (locales/app/<area>/<lng>.json, see app-locale.ts): the signed-in panel's; its core is
 *   loaded by the default layout, each other area by the screens that need it (routing/string-areas.ts).
 * So the login page downloads only its own strings, in one language (its bundle has a budget).
 */
export const AUTH_NAMESPACE = "auth";
export const APP_NAMESPACE = "app";

type LocaleModule = { default: Record<string, unknown> };
const authLocales: Record<Language, () => Promise<LocaleModule>> = {
  it: () => import("./locales/auth/it.json"),
  en: () => import("./locales/auth/en.json"),
  fr: () => import("./locales/auth/fr.json"),
  de: () => import("./locales/auth/de.json"),
};

/** The areas opened so far: a language switched to later loads them with its core. */
const openedAreas = new Set<ScreenArea>();
/** Each language's core and areas, fetched once (`<lng>:core`, `<lng>:<area>`). */
const fetched = new Map<string, Promise<Record<string, unknown>>>();

function fetchOnce(key: string, load: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
  let strings = fetched.get(key);
  if (!strings) {
    strings = load();
    // A failed fetch (offline) is asked again next time instead of failing for good.
    strings.catch(() => fetched.delete(key));
    fetched.set(key, strings);
  }
  return strings;
}

/** The `app` namespace of a language as far as it is needed: the core and the areas opened. */
async function panelStrings(language: Language, areas: Iterable<ScreenArea> = openedAreas): Promise<Record<string, unknown>> {
  const parts = await Promise.all([
    fetchOnce(`${language}:core`, () => coreStringsOf(language)),
    ...[...areas].map((area) => fetchOnce(`${language}:${area}`, () => areaStringsOf(language, area))),
  ]);
  return Object.assign({}, ...parts) as Record<string, unknown>;
}

const chunkBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const known = namespace === AUTH_NAMESPACE || namespace === APP_NAMESPACE;
    if (!isLanguage(language) || !known) {
      callback(null, {});
      return;
    }
    const strings = namespace === AUTH_NAMESPACE ? authLocales[language]().then((module) => module.default) : panelStrings(language);
    strings.then(
      (loaded) => callback(null, loaded),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const LANGUAGE_COOKIE = "lang";

/** The language the user chose on this browser, if any (readable before the configuration loads). */
export function savedLanguage(): Language | null {
  const saved = typeof document === "undefined" ? null : readCookie(LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : null;
}

/** The chosen language: the user's saved choice, else the shop's configured default, else Italian. */
export function preferredLanguage(): Language {
  const saved = savedLanguage();
  if (saved) return saved;
  const configured = runtimeConfig().defaultLanguage;
  return isLanguage(configured) ? configured : DEFAULT_LANGUAGE;
}

/** Remembers the choice for a year (the spec: the choice persists). */
export function saveLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, { expires: new Date(Date.now() + 365 * 24 * 3600 * 1000) });
}

let initialising: Promise<unknown> | null = null;

export function initI18n(language: Language = preferredLanguage()): Promise<unknown> {
  if (!initialising) {
    initialising = i18next
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        supportedLngs: ["it", "en", "fr", "de"],
        // All four locales are complete (a unit test compares their keys), so no fallback chunk.
        fallbackLng: false,
        // Only the sign-in strings at start; `t()` looks in `app` first, then in `auth`.
        ns: [AUTH_NAMESPACE],
        defaultNS: APP_NAMESPACE,
        fallbackNS: AUTH_NAMESPACE,
        load: "currentOnly",
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        returnNull: false,
      });
  }
  return initialising;
}

/** Makes sure the language's strings are loaded and in use, and the document says so. */
export async function activateLanguage(language: Language): Promise<void> {
  await initI18n(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  // Only when it changes: every loader comes through here, and setting <html lang> even to the same
  // value makes the browser match the whole document's styles again (`:lang()` may depend on it): a
  // full style recalculation at each list page change (docs/decisions/0003).
  if (typeof document !== "undefined" && document.documentElement.lang !== language) document.documentElement.lang = language;
}

export { i18next };

/**
 * Starts fetching a language's strings before i18next asks for them, so start-up does not wait for
 * each file one step after the other (configuration, sign-in strings, then the layout's panel
 * strings): the sign-in strings, and the panel's core and the screen's areas when a session is
 * there. A file loads once; the later request gets the same module. A failure here is left to that
 * request to report.
 */
export function prefetchStrings(language: Language, signedIn: boolean, areas: readonly ScreenArea[] = []): void {
  void authLocales[language]().catch(() => undefined);
  if (signedIn) void panelStrings(language, areas).catch(() => undefined);
}

/**
 * Loads the signed-in panel's core strings and the given areas' in the current language (the default
 * layout's loader and the screens' i18n middleware wait for them). i18next is given every part that
 * it does not have yet: `loadNamespaces` would skip a namespace that already holds one area.
 */
export async function loadAppStrings(areas: readonly ScreenArea[] = []): Promise<void> {
  // The router starts before i18next has finished starting (app/entry.client.tsx).
  await initI18n();
  for (const area of areas) openedAreas.add(area);
  const language = isLanguage(i18next.language) ? i18next.language : preferredLanguage();
  const strings = await panelStrings(language, areas);
  // Top-level keys are whole areas: a shallow merge adds the new ones and keeps the others.
  const held = (i18next.getResourceBundle(language, APP_NAMESPACE) ?? {}) as Record<string, unknown>;
  if (Object.keys(strings).some((key) => !(key in held))) i18next.addResourceBundle(language, APP_NAMESPACE, strings, false, true);
}
