import { expect, test } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { createRestrictedAdmin, ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { Shell, signIn } from "./support/pages";
import { browserPath, urls } from "./support/urls";

test.describe("brands", () => {
  test("create, find by search, edit, delete", async ({ page }) => {
    const title = unique("Marchio E2E");
    await signIn(page, superadmin);
    await page.goto(urls.path("/brands"));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();

    await list.addButton("Aggiungi marchio").click();
    await expect(page).toHaveURL(browserPath("/brands/add"));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    // The slug follows the title while the user has not written one.
    await expect(form.field("Slug")).toHaveValue(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    await form.field("In evidenza").selectOption("1");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/brands\/\d+$/);
    await expect(form.field("Titolo")).toHaveValue(title);

    await page.getByRole("link", { name: "Torna all'elenco" }).click();
    await list.searchFor(title);
    await expect(list.row(title)).toHaveCount(1);
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");

    await list.editRow(title);
    await form.fill("Titolo", `${title} bis`);
    await form.field("Stato").selectOption("1");
    await form.save();
    await form.expectSavedToast();
    // Save goes back to the list as it was left: still filtered by the search.
    await expect(page).toHaveURL(new RegExp(`/admin/brands\\?q=`));
    await expect(list.row(`${title} bis`)).toContainText("Pubblico");

    await list.deleteRow(`${title} bis`, `Eliminare il marchio «${title} bis»?`);
    await expect(page.getByText(/Eliminazione completata/)).toBeVisible();
    await expect(list.row(`${title} bis`)).toHaveCount(0);
  });

  test("validation: client-side required and the server's slug message beside their fields", async ({ page, request, baseURL }) => {
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const taken = unique("slug-taken");
    await api.ok("POST", "brand/action", { title: taken, slug: taken });

    await signIn(page, superadmin);
    await page.goto(urls.path("/brands/add"));
    const form = new EditPageObject(page);
    await form.save();
    await form.expectFieldError("Titolo", "Titolo è obbligatorio");

    await form.fill("Titolo", "Another brand");
    await form.fill("Slug", taken);
    await form.save();
    await form.expectFieldError("Slug", "Questo slug è già in uso");
    await expect(page).toHaveURL(browserPath("/brands/add"));
  });

  test("a double click on Save creates one record", async ({ page, request, baseURL }) => {
    const title = unique("Doppio");
    await signIn(page, superadmin);
    await page.goto(urls.path("/brands/add"));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    await page.getByRole("button", { name: "Salva", exact: true }).dblclick();
    await expect(page).toHaveURL(/\/admin\/brands(\?|$)/);
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const found = await api.ok<{ total: number }>("GET", `brand/all?orderby=created_at&type=desc&q=${encodeURIComponent(title)}`);
    expect(found.total).toBe(1);
  });

  test("leaving with unsaved changes asks first", async ({ page }) => {
    await signIn(page, superadmin);
    await page.goto(urls.path("/brands/add"));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Not saved");
    await page.getByRole("link", { name: "Torna all'elenco" }).click();
    const dialog = page.getByRole("dialog", { name: "Uscire senza salvare?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(page).toHaveURL(browserPath("/brands/add"));
    await page.getByRole("link", { name: "Torna all'elenco" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(browserPath("/brands"));
  });

  test("URL state survives reload and back; sorting sets aria-sort", async ({ page }) => {
    await signIn(page, superadmin);
    await page.goto(urls.path("/brands"));
    const list = new ListPageObject(page);
    await list.sortBy("Titolo");
    await expect(page).toHaveURL(/orderby=title&type=asc/);
    await expect(list.table().getByRole("columnheader", { name: "Titolo" })).toHaveAttribute("aria-sort", "ascending");
    const firstAsc = await list.table().getByRole("row").nth(1).innerText();
    await page.reload();
    await expect(list.table().getByRole("columnheader", { name: "Titolo" })).toHaveAttribute("aria-sort", "ascending");
    expect(await list.table().getByRole("row").nth(1).innerText()).toBe(firstAsc);
    await list.sortBy("Titolo");
    await expect(page).toHaveURL(/orderby=title&type=desc/);
    await page.goBack();
    await expect(page).toHaveURL(/orderby=title&type=asc/);
    await expect(list.table().getByRole("columnheader", { name: "Titolo" })).toHaveAttribute("aria-sort", "ascending");
  });

  test("a role without brand.view gets the 403 page and no menu entry", async ({ page, request, baseURL }) => {
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const account = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "category.view"]);
    await signIn(page, account);
    const shell = new Shell(page);
    await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
    await expect(shell.sidebar().getByRole("link", { name: "Categorie" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Marchi" })).toHaveCount(0);
    await page.goto(urls.path("/brands"));
    await expect(page.getByText("403")).toBeVisible();
    await page.goto(urls.path("/brands/add"));
    await expect(page.getByText("403")).toBeVisible();
  });

  test("no serious or critical axe violation on the list and the form", async ({ page }) => {
    await signIn(page, superadmin);
    await page.goto(urls.path("/brands"));
    await expect(new ListPageObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(urls.path("/brands/add"));
    await expect(page.getByLabel("Titolo")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
