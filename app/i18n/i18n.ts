import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { runtimeConfig } from "~/config";
import { readCookie, writeCookie } from "~/session/cookies";
import { appStringsOf } from "./app-locale";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/**
 * Locale files are separate chunks, fetched per language and per namespace:
 * - `auth` (locales/auth/<lng>.json): what the sign-in pages and the error page need; loaded at start;
 * - `app` (locales/app/<area>/<lng>.json, see app-locale.ts): everything of the signed-in panel;
 *   loaded by the default layout.
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

const chunkBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const known = namespace === AUTH_NAMESPACE || namespace === APP_NAMESPACE;
    if (!isLanguage(language) || !known) {
      callback(null, {});
      return;
    }
    const strings = namespace === AUTH_NAMESPACE ? authLocales[language]().then((module) => module.default) : appStringsOf(language);
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
  // full style recalculation at each list page change (issue 16 trace).
  if (typeof document !== "undefined" && document.documentElement.lang !== language) document.documentElement.lang = language;
}

export { i18next };

/**
 * Starts fetching a language's strings before i18next asks for them, so start-up does not wait for
 * each file one step after the other (configuration, sign-in strings, then the layout's panel
 * strings): the sign-in strings, and the panel's when a session is there. A chunk loads once; the
 * later request gets the same module. A failure here is left to that request to report.
 */
export function prefetchStrings(language: Language, signedIn: boolean): void {
  void authLocales[language]().catch(() => undefined);
  if (signedIn) void appStringsOf(language).catch(() => undefined);
}

/** Loads the signed-in panel's strings (the default layout's loader waits for them). */
export async function loadAppStrings(): Promise<void> {
  // The router starts before i18next has finished starting (app/entry.client.tsx).
  await initI18n();
  await i18next.loadNamespaces(APP_NAMESPACE);
}
