import { expect, type Page } from "@playwright/test";
import { superadmin } from "./accounts";
import { seriousViolations } from "./axe";
import { EditPageObject } from "./edit-page";
import { ListPageObject } from "./list-page";
import { signIn } from "./pages";
import { browserPath, urls } from "./urls";

export interface CrudScreen {
  /** The list's in-app path, e.g. /categories. */
  listPath: string;
  /** The Add button's name. */
  addLabel: string;
  /** Fills a new record's required fields, title first. */
  fillNew: (form: EditPageObject, title: string, page: Page) => Promise<void>;
  /** The delete confirmation's title for a record title. */
  deleteTitle: (title: string) => string;
}

/** The round trip every catalog screen must do: create, find by search, edit, delete. */
export async function createFindEditDelete(page: Page, screen: CrudScreen, title: string) {
  await signIn(page, superadmin);
  await page.goto(urls.path(screen.listPath));
  const list = new ListPageObject(page);
  await expect(list.summary()).toBeVisible();
  await list.addButton(screen.addLabel).click();
  await expect(page).toHaveURL(browserPath(`${screen.listPath}/add`));
  const form = new EditPageObject(page);
  await screen.fillNew(form, title, page);
  await form.saveAndEdit();
  await form.expectSavedToast();
  await expect(page).toHaveURL(new RegExp(`/admin${screen.listPath}/\\d+$`));
  await expect(form.field("Titolo")).toHaveValue(title);

  await page.getByRole("link", { name: "Torna all'elenco" }).click();
  await list.searchFor(title);
  await expect(list.row(title)).toHaveCount(1);

  await list.editRow(title);
  await expect(form.field("Titolo")).toHaveValue(title);
  await form.fill("Titolo", `${title} bis`);
  await form.save();
  await form.expectSavedToast();
  await expect(page).toHaveURL(new RegExp(`/admin${screen.listPath}\\?q=`));
  await expect(list.row(`${title} bis`)).toHaveCount(1);

  await list.deleteRow(`${title} bis`, screen.deleteTitle(`${title} bis`));
  await expect(list.row(`${title} bis`)).toHaveCount(0);
}

/** A list and its new-record form have no serious or critical axe violation. */
export async function expectAccessible(page: Page, listPath: string) {
  await signIn(page, superadmin);
  await page.goto(urls.path(listPath));
  await expect(new ListPageObject(page).summary()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(urls.path(`${listPath}/add`));
  await expect(page.locator("[data-edit-form]")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

/** Picks an option of a searchable server-backed dropdown by typing part of its label. */
export async function pickAsync(page: Page, label: string, text: string) {
  const input = page.locator("[data-edit-form]").getByRole("textbox", { name: label }).or(page.locator("[data-edit-form]").getByLabel(new RegExp(`^${label}\\s*\\*?$`)));
  await input.first().click();
  await input.first().fill(text);
  await page.getByRole("option", { name: text }).first().click();
}
