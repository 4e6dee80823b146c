import { expect, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { EditPageObject } from "./edit-page";
import { type Language, inEveryLanguage } from "./languages";
import { ListPageObject } from "./list-page";
import { Shell } from "./pages";
import { browserPath, urls } from "./urls";

/** A catalog area's URLs (the app's own builders, e.g. `screens.brands`). */
export interface AreaUrls {
  list: () => string;
  create: () => string;
  edit: (id: number | string) => string;
}

export interface CrudScreen {
  area: AreaUrls;
  /** The Add button's name. */
  addLabel: string;
  /** Fills a new record's other required fields, if any (the title is already in Titolo). */
  fillNew?: (form: EditPageObject, title: string, page: Page) => Promise<void>;
  /** The delete confirmation's title for a record title. */
  deleteTitle: (title: string) => string;
}

/**
 * The round trip every catalog screen must do: create, find by search, edit, delete. The record is
 * named by its Titolo field, which this types, checks after saving and edits; `fillNew` does the rest.
 */
export async function createFindEditDelete(page: Page, screen: CrudScreen, title: string) {
  await page.goto(urls.path(screen.area.list()));
  const list = new ListPageObject(page);
  await expect(list.summary()).toBeVisible();
  await list.addButton(screen.addLabel).click();
  await expect(page).toHaveURL(browserPath(screen.area.create()));
  const form = new EditPageObject(page);
  await form.fill("Titolo", title);
  await screen.fillNew?.(form, title, page);
  await form.saveAndEdit();
  await form.expectSavedToast();
  await expect(page).toHaveURL(new RegExp(`${browserPath(screen.area.list())}/\\d+$`));
  await expect(form.field("Titolo")).toHaveValue(title);

  await form.backToList();
  await list.searchFor(title);
  await expect(list.row(title)).toHaveCount(1);

  await list.editRow(title);
  await expect(form.field("Titolo")).toHaveValue(title);
  await form.fill("Titolo", `${title} bis`);
  await form.save();
  await form.expectSavedToast();
  await expect(page).toHaveURL(new RegExp(`${browserPath(screen.area.list())}\\?q=`));
  await expect(list.row(`${title} bis`)).toHaveCount(1);

  await list.deleteRow(`${title} bis`, screen.deleteTitle(`${title} bis`));
  await expect(list.row(`${title} bis`)).toHaveCount(0);
}

/** A list and its new-record form have no serious or critical axe violation. */
export async function expectAccessible(page: Page, area: AreaUrls) {
  await page.goto(urls.path(area.list()));
  await expect(new ListPageObject(page).summary()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(urls.path(area.create()));
  await expect(new EditPageObject(page).form()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

export { LANGUAGES, type Language } from "./languages";

/**
 * A signed-in screen in each of the four languages (inEveryLanguage: the first with the page's load,
 * the others switched in the header): its title, and one label `label(page, text)` finds.
 */
export async function expectInEveryLanguage(
  page: Page,
  baseURL: string,
  path: string,
  texts: Record<Language, { title: string; label: string }>,
  label: (page: Page, text: string) => Locator = (p, text) => p.getByRole("columnheader", { name: text, exact: true }),
) {
  await inEveryLanguage(page, baseURL, path, async (language) => {
    await expect(new Shell(page).heading()).toHaveText(texts[language].title);
    await expect(label(page, texts[language].label).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
  });
}
