import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { runtimeConfig } from "~/config";
import { readCookie, writeCookie } from "~/session/cookies";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/**
 * Locale files are separate chunks: the panel fetches only the language in use, so adding screens'
 * strings to four languages does not grow the login page's bundle fourfold.
 */
const localeLoaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  it: () => import("./locales/it.json"),
  en: () => import("./locales/en.json"),
  fr: () => import("./locales/fr.json"),
  de: () => import("./locales/de.json"),
};

const chunkBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    localeLoaders[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const LANGUAGE_COOKIE = "lang";

/** The chosen language: the user's saved choice, else the shop's configured default, else Italian. */
export function preferredLanguage(): Language {
  const saved = typeof document === "undefined" ? null : readCookie(LANGUAGE_COOKIE);
  if (isLanguage(saved)) return saved;
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
        ns: ["common"],
        defaultNS: "common",
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
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export { i18next };
