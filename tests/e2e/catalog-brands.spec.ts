import { readFileSync } from "node:fs";
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
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await page.goto(urls.path("/brands/add"));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("list tools: bulk delete names the count, hidden columns are remembered, CSV export", async ({ page, request, baseURL }) => {
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const prefix = unique("Lotto");
    for (const n of [1, 2, 3]) await api.ok("POST", "brand/action", { title: `${prefix} ${n}`, slug: `${prefix}-${n}`.toLowerCase() });
    await signIn(page, superadmin);
    await page.goto(urls.path(`/brands?q=${encodeURIComponent(prefix)}`));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    // CSV of the current filter, every page.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Esporta CSV" }).click();
    const csv = readFileSync((await (await downloading).path())!, "utf8").replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe("Titolo,Slug,In evidenza,Stato,Creato il");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(4);

    // Hiding a column survives a reload.
    await page.getByRole("button", { name: "Colonne" }).click();
    await page.getByRole("checkbox", { name: "Slug" }).uncheck();
    await page.keyboard.press("Escape");
    await expect(list.table().getByRole("columnheader", { name: "Slug" })).toHaveCount(0);
    await page.reload();
    await expect(list.table().getByRole("columnheader", { name: "Stato" })).toBeVisible();
    await expect(list.table().getByRole("columnheader", { name: "Slug" })).toHaveCount(0);

    await list.row(`${prefix} 1`).getByRole("checkbox").check();
    await list.row(`${prefix} 2`).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Elimina selezionati (2)" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Eliminare 2 marchi?");
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
  });

  test("image upload: a new brand is created by its image upload, then keeps what was typed", async ({ page }) => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const title = unique("Con immagine");
    await signIn(page, superadmin);
    await page.goto(urls.path("/brands/add"));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    // A wrong file type is refused before sending.
    await page.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await expect(page.getByText("Tipo di file non ammesso.")).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Carica", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/brands\/\d+$/);
    await expect(form.field("Titolo")).toHaveValue(title);
    await expect(page.getByRole("img", { name: "Anteprima dell'immagine" })).toHaveAttribute("src", /brand-/);
  });

  test("a failed load shows an error with Retry", async ({ page }) => {
    await signIn(page, superadmin);
    let fail = true;
    await page.route("**/api/admin/brand/all**", (route) => (fail ? route.fulfill({ status: 500, body: "boom" }) : route.continue()));
    await page.goto(urls.path("/brands"));
    await expect(page.getByRole("alert")).toContainText("Impossibile caricare l'elenco");
    fail = false;
    await page.getByRole("button", { name: "Riprova" }).click();
    await expect(new ListPageObject(page).summary()).toBeVisible();
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
