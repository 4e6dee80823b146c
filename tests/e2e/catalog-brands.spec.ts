import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { createRestrictedAdmin, unique } from "./support/api";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { Shell } from "./support/pages";
import { expectAccessible, expectInEveryLanguage } from "./support/catalog";
import { browserPath, screens, urls } from "./support/urls";
import { shopDay } from "./support/shop-clock";

const brands = screens.brands;

test.describe("brands", () => {
  test("create, find by search, edit, delete", async ({ page }) => {
    const title = unique("Marchio E2E");
    await page.goto(urls.path(brands.list()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();

    await list.addButton("Aggiungi marchio").click();
    await expect(page).toHaveURL(browserPath(brands.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    // The slug follows the title while the user has not written one.
    await expect(form.field("Slug")).toHaveValue(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    await form.field("In evidenza").selectOption("1");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/brands\/\d+$/);
    await expect(form.field("Titolo")).toHaveValue(title);

    await form.backToList();
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

  test("validation: client-side required and the server's slug message beside their fields", async ({ page, api }) => {
    const taken = unique("slug-taken");
    await api.ok("POST", "brand/action", { title: taken, slug: taken });

    await page.goto(urls.path(brands.create()));
    const form = new EditPageObject(page);
    await form.save();
    await form.expectFieldError("Titolo", "Titolo è obbligatorio");

    await form.fill("Titolo", "Another brand");
    await form.fill("Slug", taken);
    await form.save();
    await form.expectFieldError("Slug", "Questo slug è già in uso");
    await expect(page).toHaveURL(browserPath(brands.create()));
  });

  test("a double click on Save creates one record", async ({ page, api }) => {
    const title = unique("Doppio");
    await page.goto(urls.path(brands.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    await form.saveButton().dblclick();
    await expect(page).toHaveURL(/\/admin\/brands(\?|$)/);
    const found = await api.ok<{ total: number }>("GET", `brand/all?orderby=created_at&type=desc&q=${encodeURIComponent(title)}`);
    expect(found.total).toBe(1);
  });

  test("leaving with unsaved changes asks first", async ({ page }) => {
    await page.goto(urls.path(brands.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Not saved");
    await form.backToList();
    await form.answerLeaveQuestion(false);
    await expect(page).toHaveURL(browserPath(brands.create()));
    await form.backToList();
    await form.answerLeaveQuestion(true);
    await expect(page).toHaveURL(browserPath(brands.list()));
  });

  test("URL state survives reload and back; sorting sets aria-sort", async ({ page }) => {
    await page.goto(urls.path(brands.list()));
    const list = new ListPageObject(page);
    await list.sortBy("Titolo");
    await expect(page).toHaveURL(/orderby=title&type=asc/);
    await expect(list.columnHeader("Titolo")).toHaveAttribute("aria-sort", "ascending");
    const firstAsc = await list.table().getByRole("row").nth(1).innerText();
    await page.reload();
    await expect(list.columnHeader("Titolo")).toHaveAttribute("aria-sort", "ascending");
    expect(await list.table().getByRole("row").nth(1).innerText()).toBe(firstAsc);
    await list.sortBy("Titolo");
    await expect(page).toHaveURL(/orderby=title&type=desc/);
    await page.goBack();
    await expect(page).toHaveURL(/orderby=title&type=asc/);
    await expect(list.columnHeader("Titolo")).toHaveAttribute("aria-sort", "ascending");
  });

  test("a role without brand.view gets the 403 page and no menu entry", async ({ page, api }) => {
    const account = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "category.view"]);
    await signInAs(page, account);
    const shell = new Shell(page);
    await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
    await expect(shell.sidebar().getByRole("link", { name: "Categorie" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Marchi" })).toHaveCount(0);
    await page.goto(urls.path(brands.list()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await page.goto(urls.path(brands.create()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("list tools: bulk delete names the count, hidden columns are remembered, CSV export", async ({ page, api }) => {
    const prefix = unique("Lotto");
    for (const n of [1, 2, 3]) await api.ok("POST", "brand/action", { title: `${prefix} ${n}`, slug: `${prefix}-${n}`.toLowerCase() });
    await page.goto(urls.path(brands.list({ q: prefix })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    // CSV of the current filter, every page.
    const csv = readFileSync(await (await list.exportCsv()).path(), "utf8").replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe("Titolo,Slug,In evidenza,Stato,Creato il");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(4);

    // Hiding a column survives a reload.
    await list.setColumnShown("Slug", false);
    await expect(list.columnHeader("Slug")).toHaveCount(0);
    await page.reload();
    await expect(list.columnHeader("Stato")).toBeVisible();
    await expect(list.columnHeader("Slug")).toHaveCount(0);

    await list.tick(`${prefix} 1`, `${prefix} 2`);
    await list.bulkButton("Elimina selezionati (2)").click();
    await list.confirm("Eliminare 2 marchi?", "Elimina");
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
  });

  test("image upload: a new brand is created by its image upload, then keeps what was typed", async ({ page }) => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const title = unique("Con immagine");
    await page.goto(urls.path(brands.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    // A wrong file type is refused before sending.
    await form.pickImage({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await expect(page.getByText("Tipo di file non ammesso.")).toBeVisible();
    await form.pickImage({ name: "logo.png", mimeType: "image/png", buffer: png });
    await form.uploadImage();
    await expect(page).toHaveURL(/\/admin\/brands\/\d+$/);
    await expect(form.field("Titolo")).toHaveValue(title);
    await expect(page.getByRole("img", { name: "Anteprima dell'immagine" })).toHaveAttribute("src", /brand-/);
  });

  test("a failed load shows an error with Retry", async ({ page }) => {
    let fail = true;
    await page.route("**/api/admin/brand/all**", (route) => (fail ? route.fulfill({ status: 500, body: "boom" }) : route.continue()));
    await page.goto(urls.path(brands.list()));
    await expect(page.getByRole("alert")).toContainText("Impossibile caricare l'elenco");
    fail = false;
    await new ListPageObject(page).retry();
    await expect(new ListPageObject(page).summary()).toBeVisible();
  });

  test("no serious or critical axe violation on the list and the form", async ({ page }) => {
    await expectAccessible(page, brands);
  });

  test("bulk action: the ticked brands made private, then public again, each saved through the API", async ({ page, api }) => {
    const prefix = unique("Stato");
    for (const n of [1, 2])
      await api.ok("POST", "brand/action", { title: `${prefix} ${n}`, slug: `${prefix}-${n}`.toLowerCase(), status: 1, featured: 1 });
    await page.goto(urls.path(brands.list({ q: prefix })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 2 di 2");
    await list.bulk([`${prefix} 1`, `${prefix} 2`], "Rendi privati (2)", "Rendere privati 2 elementi?");
    await expect(page.getByText("Resi privati: 2")).toBeVisible();
    await expect(list.row(`${prefix} 1`)).toContainText("Privato");
    await expect(list.row(`${prefix} 2`)).toContainText("Privato");
    // Only the status changed: the rest of each brand is as it was.
    const saved = await api.ok<{ data: { status: number; featured: number; slug: string }[] }>(
      "GET",
      `brand/all?q=${encodeURIComponent(prefix)}`,
    );
    expect(saved.data.map((b) => [b.status, b.featured])).toEqual([
      [2, 1],
      [2, 1],
    ]);
    await list.bulk([`${prefix} 1`], "Pubblica (1)", "Rendere pubblico 1 elemento?");
    await expect(list.row(`${prefix} 1`)).toContainText("Pubblico");
    await expect(list.row(`${prefix} 2`)).toContainText("Privato");
  });

  test("the status filter keeps private brands, in the URL across a reload", async ({ page, api }) => {
    const prefix = unique("Filtro");
    for (const [name, status] of [
      ["one", 1],
      ["two", 1],
      ["hidden", 2],
    ] as const)
      await api.ok("POST", "brand/action", { title: `${prefix} ${name}`, slug: `${prefix}-${name}`.toLowerCase(), status });
    await page.goto(urls.path(brands.list({ q: prefix })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    await list.selectFilter("Stato", "Privato");
    await list.expectParam("status", "2");
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
    await expect(list.row(`${prefix} hidden`)).toBeVisible();
    await page.reload();
    await expect(list.row(`${prefix} hidden`)).toBeVisible();
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
    // The creation-date range, on the shop's calendar (the browser's may be a day behind it): from
    // tomorrow finds nothing, today finds it again.
    const [today, tomorrow] = [shopDay(0), shopDay(1)];
    await list.range("Creato il", tomorrow, tomorrow);
    await list.expectParam("start_time", tomorrow);
    await list.expectParam("end_time", tomorrow);
    await expect(list.summary()).toHaveText("Nessun risultato");
    await list.range("Creato il", today, today);
    await list.expectParam("start_time", today);
    await expect(list.row(`${prefix} hidden`)).toBeVisible();
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
  });

  test("a second click on Save & edit after a create saves onto the created brand", async ({ page, api }) => {
    const title = unique("Secondo clic");
    await page.goto(urls.path(brands.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    // The second click lands once the first save has answered, before the page has switched.
    const created = page.waitForResponse((r) => r.url().endsWith("/api/admin/brand/action") && r.request().method() === "POST");
    await form.saveAndEdit();
    await created;
    await form.saveAndEditButton().click();
    await expect(page).toHaveURL(/\/admin\/brands\/\d+$/);
    await form.expectSavedToast();
    const found = await api.ok<{ total: number }>("GET", `brand/all?q=${encodeURIComponent(title)}`);
    expect(found.total).toBe(1);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, brands.list(), {
      it: { title: "Marchi", label: "Titolo" },
      en: { title: "Brands", label: "Title" },
      fr: { title: "Marques", label: "Titre" },
      de: { title: "Marken", label: "Titel" },
    });
  });
});
