import { expect, test } from "./support/fixtures";
import { superadmin } from "./support/accounts";
import { createCompleteProduct, ShopApi, unique } from "./support/api";
import { expectAccessible, expectInEveryLanguage } from "./support/catalog";
import { pngFile } from "./support/content-layout";
import { withDatabase } from "./support/db";
import { ConflictViewObject } from "./support/conflicts";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { browserPath, screens, urls } from "./support/urls";

const products = screens.products;

interface Dropdowns {
  tax_rules: { id: number; title: string }[];
  shipping_rules: { id: number; title: string }[];
  categories: { id: number; title: string }[];
}

/** Every field a new product needs, as a user types them (the first tax and shipping rules). */
async function fillNewProduct(form: EditPageObject, title: string, dropdowns: Dropdowns) {
  await form.fill("Titolo", title);
  await form.field(/^Prezzo d'acquisto/).fill("10");
  await form.field(/^Prezzo di vendita/).fill("25");
  await form.fill("Unità", "1 pz");
  await form.typeRichText("Panoramica", "Una breve panoramica");
  await form.typeRichText("Descrizione", "Una descrizione completa");
  await form.pickSelect("Regola fiscale", dropdowns.tax_rules[0].title);
  await form.pickSelect("Regola di spedizione", dropdowns.shipping_rules[0].title);
  await form.fill("Meta titolo", title);
  await form.fill("Meta descrizione", "Meta descrizione del prodotto");
}

test.describe("products", () => {
  test("create, find by search, edit, delete", async ({ page, api }) => {
    test.slow();
    const dropdowns = await api.ok<Dropdowns>("GET", "product/dropdown-data");
    expect(dropdowns.tax_rules.length).toBeGreaterThan(0);
    expect(dropdowns.shipping_rules.length).toBeGreaterThan(0);
    const title = unique("Prodotto");

    await page.goto(urls.path(products.list()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await list.addButton("Aggiungi prodotto").click();
    await expect(page).toHaveURL(browserPath(products.create()));
    const form = new EditPageObject(page);
    await fillNewProduct(form, title, dropdowns);
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    // Once the product exists, its gallery and inventory appear.
    await expect(page.getByRole("heading", { name: "Magazzino del prodotto" })).toBeVisible();

    await form.backToList();
    await list.searchFor(title);
    await expect(list.row(title)).toHaveCount(1);
    await expect(list.row(title)).toContainText("25,00");

    await list.editRow(title);
    await expect(form.field("Titolo")).toHaveValue(title);
    await form.fill("Titolo", `${title} bis`);
    await form.save();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/products\?q=/);
    await expect(list.row(`${title} bis`)).toHaveCount(1);
    await list.deleteRow(`${title} bis`, `Eliminare il prodotto «${title} bis»?`);
    await expect(list.row(`${title} bis`)).toHaveCount(0);
  });

  test("validation: prices and required texts are checked before sending", async ({ page }) => {
    await page.goto(urls.path(products.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Incompleto");
    await form.field(/^Prezzo di vendita/).fill("10");
    await form.field(/^Prezzo scontato/).fill("20");
    await form.save();
    await expect(page.getByText("Il prezzo scontato deve essere inferiore al prezzo di vendita")).toBeVisible();
    await expect(page.getByText("Unità è obbligatorio")).toBeVisible();
    await expect(page).toHaveURL(browserPath(products.create()));
  });

  test("inventory: ticking attribute values makes one row per combination", async ({ page, api }) => {
    test.slow();
    const colour = unique("Colore");
    await api.ok("POST", "attribute/action", { title: colour, values: [{ title: "Rosso" }, { title: "Blu" }] });
    const title = unique("Maglia");
    const productId = await createCompleteProduct(api, title);
    await page.goto(urls.path(products.edit(productId)));
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "Magazzino del prodotto" }) });
    await expect(panel.getByRole("row")).toHaveCount(2);
    await panel.getByRole("checkbox", { name: colour }).check();
    await expect(panel.getByRole("row")).toHaveCount(3);
    await panel.getByRole("textbox", { name: "SKU: Rosso" }).fill(`${title}-R`);
    await panel.getByRole("textbox", { name: "Quantità: Blu" }).fill("7");
    // The variants are saved by the page's own Save.
    await new EditPageObject(page).saveAndEdit();
    await new EditPageObject(page).expectSavedToast();
    await page.reload();
    await expect(panel.getByRole("textbox", { name: "SKU: Rosso" })).toHaveValue(`${title}-R`);
    await expect(panel.getByRole("textbox", { name: "Quantità: Blu" })).toHaveValue("7");
  });

  test("a variant's stock changed on the product's page is stored by the page's Save, after the view shows what changed meanwhile; leaving first asks", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const colour = unique("Colore");
    const attribute = await api.ok<{ values: { id: number; title: string }[] }>("POST", "attribute/action", {
      title: colour,
      values: [{ title: "Rosso" }, { title: "Blu" }],
    });
    const valueId = (title: string) => attribute.values.find((v) => v.title === title)!.id;
    const title = unique("Felpa");
    const productId = await createCompleteProduct(api, title);
    const stock = (rows: { quantity: number; inventory_attributes: { attribute_value_id: number }[] }[], value: string) =>
      rows.find((row) => row.inventory_attributes.some((a) => a.attribute_value_id === valueId(value)))?.quantity;
    const variants = (red: number, blue: number) =>
      api.ok<{ id: number }[]>("POST", `updated-inventory/action/${productId}`, {
        inventories: [
          { sku: `${title}-R`, price: 0, quantity: red, values: [{ id: valueId("Rosso") }] },
          { sku: `${title}-B`, price: 0, quantity: blue, values: [{ id: valueId("Blu") }] },
        ],
      });
    await variants(5, 5);

    await page.goto(urls.path(products.edit(productId)));
    const form = new EditPageObject(page);
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "Magazzino del prodotto" }) });
    await panel.getByRole("textbox", { name: "Quantità: Blu" }).fill("12");
    // An unsaved variant edit: leaving asks, and staying keeps it.
    await form.backToList();
    await form.answerLeaveQuestion(false);
    await expect(page).toHaveURL(browserPath(products.edit(productId)));
    await expect(panel.getByRole("textbox", { name: "Quantità: Blu" })).toHaveValue("12");

    // Meanwhile a sale takes one red, and someone reprices the product: the page must not write them back.
    const current = await api.ok<{ id: number; inventory_attributes: { attribute_value_id: number }[] }[]>(
      "GET",
      `updated-inventory/find/${productId}`,
    );
    await api.ok("POST", `updated-inventory/action/${productId}`, {
      inventories: current.map((row) => ({
        id: row.id,
        sku: row.inventory_attributes[0].attribute_value_id === valueId("Rosso") ? `${title}-R` : `${title}-B`,
        price: 0,
        quantity: row.inventory_attributes[0].attribute_value_id === valueId("Rosso") ? 4 : 5,
        values: row.inventory_attributes.map((a) => ({ id: a.attribute_value_id })),
      })),
    });
    withDatabase((db) => db.prepare("update products set selling = 23 where id = ?").run(productId));

    // The save is stopped: the view says what changed meanwhile, each at the other's value, and keeps
    // what was typed here.
    await form.save();
    const conflict = new ConflictViewObject(page);
    await conflict.expectField("Quantità: Rosso", "5", "4");
    await expect(conflict.field("Quantità: Rosso").getByRole("radio", { name: "Il loro: 4" })).toBeChecked();
    await expect(conflict.field("Prezzo di vendita").getByRole("radio", { name: /^Il loro: 23/ })).toBeChecked();
    await expect(panel.getByRole("textbox", { name: "Quantità: Blu" })).toHaveValue("12");
    await conflict.saveChoices();
    await form.expectSavedToast();
    await expect(page).toHaveURL(browserPath(products.list()));
    await expect(form.leaveQuestion()).toHaveCount(0);
    const stored = await api.ok<{ quantity: number; inventory_attributes: { attribute_value_id: number }[] }[]>(
      "GET",
      `updated-inventory/find/${productId}`,
    );
    expect(stock(stored, "Blu")).toBe(12);
    expect(stock(stored, "Rosso")).toBe(4);
    expect((await api.ok<{ selling: number }>("GET", `product/find/${productId}`)).selling).toBe(23);
  });

  test("a new product with a cover chosen but not uploaded has that cover after Save", async ({ page, api }) => {
    test.slow();
    const dropdowns = await api.ok<Dropdowns>("GET", "product/dropdown-data");
    const title = unique("Con copertina");
    await page.goto(urls.path(products.create()));
    const form = new EditPageObject(page);
    await fillNewProduct(form, title, dropdowns);
    await form.pickImage(pngFile("copertina.png"));
    await expect(page.getByText("copertina.png")).toBeVisible();
    // Chosen, not sent with Carica: the page's Save sends it.
    await form.save();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/products(\?|$)/);
    const row = withDatabase(
      (db) => db.prepare("select id, image from products where title = ?").get(title) as { id: number; image: string | null },
    );
    expect(row.image).toMatch(/^product-.+\.png$/);
    expect((await api.ok<{ image: string | null }>("GET", `product/find/${row.id}`)).image).toBe(row.image);
  });

  test("no serious or critical axe violation", async ({ page }) => {
    test.slow();
    await expectAccessible(page, products);
  });

  test("a demo product opened and left untouched leaves without the unsaved-changes question", async ({ page }) => {
    // Stored as the demo shop writes it: `&#39;` entities and list items without paragraphs, which
    // the rich-text editor rewrites as it loads them.
    const ids = withDatabase((db) =>
      (
        db.prepare("select id from products where overview like '%&#39;%' and description like '%<li>%' order by id limit 2").all() as {
          id: number;
        }[]
      ).map((r) => r.id),
    );
    expect(ids).toHaveLength(2);
    const form = new EditPageObject(page);
    for (const id of ids) {
      await page.goto(urls.path(products.edit(id)));
      await expect(form.form().getByRole("textbox", { name: "Descrizione", exact: true }).locator("li").first()).toBeVisible();
      await expect(form.form().getByRole("textbox", { name: "Panoramica", exact: true })).toContainText("'");
      await form.backToList();
      await expect(page).toHaveURL(browserPath(products.list()));
      await expect(form.leaveQuestion()).toHaveCount(0);
    }
    // A real change still asks.
    await page.goto(urls.path(products.edit(ids[0])));
    await form.typeRichText("Panoramica", " e altro");
    await form.backToList();
    await form.answerLeaveQuestion(false);
    await expect(page).toHaveURL(browserPath(products.edit(ids[0])));
  });

  test("filters: a brand picked from the server narrows the list and survives a reload; reviews open from a row", async ({ page }) => {
    const brand = withDatabase(
      (db) =>
        db
          .prepare(
            "select b.id, b.title, count(*) as n from products p join brands b on b.id = p.brand_id group by b.id order by n desc, b.id limit 1",
          )
          .get() as { id: number; title: string; n: number },
    );
    await page.goto(urls.path(products.list()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await list.pickRecord("Marchio", brand.title);
    await list.expectParam("brands", String(brand.id));
    await expect(list.summary()).toHaveText(new RegExp(`di ${brand.n}$`));
    const rows = list.table().getByRole("row");
    await expect(rows.nth(1)).toContainText(brand.title);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Marchio" })).toHaveValue(brand.title);
    await expect(list.summary()).toHaveText(new RegExp(`di ${brand.n}$`));
    await list.clearFilters();
    await list.expectParam("brands", null);
    // The whole catalogue again (more than the brand's products): the rows are the unfiltered ones.
    await expect(list.summary()).not.toHaveText(new RegExp(`di ${brand.n}$`));

    const first = (await rows.nth(1).getByRole("link").first().innerText()).trim();
    await list.rowAction(first, "Recensioni").click();
    await expect(page).toHaveURL(/\/admin\/rating-reviews\?product=\d+$/);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, products.list(), {
      it: { title: "Prodotti", label: "Marchio" },
      en: { title: "Products", label: "Brand" },
      fr: { title: "Produits", label: "Marque" },
      de: { title: "Produkte", label: "Marke" },
    });
  });
});
