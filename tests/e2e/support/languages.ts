import { expect, type Page } from "@playwright/test";
import { Shell } from "./pages";
import { urls } from "./urls";

export const LANGUAGES = ["it", "en", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language cookie as the panel writes it (app/cookies.ts: scoped to the panel's path, "/admin",
 * without the trailing slash): the header's menu then replaces this one. A cookie set for the URL
 * "/admin/" would be another cookie of the same name, sent first, and the panel would read that one.
 */
export function languageCookie(baseURL: string, language: Language) {
  const { hostname, pathname } = new URL(baseURL);
  return { name: "admin-panel_lang", value: language, domain: hostname, path: pathname.replace(/\/$/, "") || "/" };
}

/**
 * Opens a signed-in screen in each of the four languages and runs `check` in each. The first
 * (Italian) comes with the page's load, chosen as the header's menu saves it (the `admin-panel_lang`
 * cookie); the others are chosen in the header's menu, as a user switches: every loader runs again
 * in the new language. One full load per language was most of these walks' time (a fresh page
 * loads and compiles the whole app), and the load with a saved choice is checked by the first.
 */
export async function inEveryLanguage(page: Page, baseURL: string, path: string, check: (language: Language) => Promise<void>) {
  for (const [index, language] of LANGUAGES.entries()) {
    if (index === 0) {
      await page.context().addCookies([languageCookie(baseURL, language)]);
      await page.goto(urls.path(path));
    } else {
      await new Shell(page).chooseLanguage(language);
    }
    // A list reloads its rows in the new language: checked once they are in.
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await check(language);
  }
}

/** A table of texts by language as [language, texts] pairs, typed (Object.entries gives strings). */
export const languageEntries = <T>(texts: Partial<Record<Language, T>>) => Object.entries(texts) as Array<[Language, T]>;
