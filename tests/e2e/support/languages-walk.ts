import { expect, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { LANGUAGES, type Language } from "./catalog";
import { Shell } from "./pages";
import { urls } from "./urls";

/** A screen in each language: its title and one text `probe(page, text)` finds; axe-clean in each. */
export async function expectLanguages(
  page: Page,
  baseURL: string,
  path: string,
  texts: Record<Language, { title: string; probe: string }>,
  probe: (page: Page, text: string) => Locator,
) {
  for (const language of LANGUAGES) {
    await page.context().addCookies([{ name: "admin-panel_lang", value: language, url: baseURL }]);
    await page.goto(urls.path(path));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(new Shell(page).heading()).toHaveText(texts[language].title);
    await expect(probe(page, texts[language].probe).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
}
