import { expect, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { inEveryLanguage, type Language } from "./languages";
import { Shell } from "./pages";

/** A screen in each language: its title and one text `probe(page, text)` finds; axe-clean in each. */
export async function expectLanguages(
  page: Page,
  baseURL: string,
  path: string,
  texts: Record<Language, { title: string; probe: string }>,
  probe: (page: Page, text: string) => Locator,
) {
  await inEveryLanguage(page, baseURL, path, async (language) => {
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(new Shell(page).heading()).toHaveText(texts[language].title);
    await expect(probe(page, texts[language].probe).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
