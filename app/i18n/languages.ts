/** The panel's languages; Italian is the default and has no URL prefix (none has). */
export const LANGUAGES = ["it", "en", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "it";

/** Each language's own name, shown in the switch whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  it: "Italiano",
  en: "English",
  fr: "Français",
  de: "Deutsch",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
