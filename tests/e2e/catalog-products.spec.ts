import { expect, test } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { ShopApi, unique } from "./support/api";
import { expectAccessible } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { signIn } from "./support/pages";
import { browserPath, urls } from "./support/urls";

interface Dropdowns {
  tax_rules: { id: number; title: string }[];
  shipping_rules: { id: number; title: string }[];
  categories: { id: number; title: string }[];
}

async function pickSelect(page: import("@playwright/test").Page, label: string, option: string) {
  await page.locator("[data-edit-form]").getByRole("textbox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

async function typeRichText(page: import("@playwright/test").Page, label: string, text: string) {
  const editor = page.locator("[data-edit-form]").getByRole("textbox", { name: label, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

test.describe("products", () => {
  test("create, find by search, edit, delete", async ({ page, request, baseURL }) => {
    test.slow();
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const dropdowns = await api.ok<Dropdowns>("GET", "product/dropdown-data");
    expect(dropdowns.tax_rules.length).toBeGreaterThan(0);
    expect(dropdowns.shipping_rules.length).toBeGreaterThan(0);
    const title = unique("Prodotto");

    await signIn(page, superadmin);
    await page.goto(urls.path("/products"));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await list.addButton("Aggiungi prodotto").click();
    await expect(page).toHaveURL(browserPath("/products/add"));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    await page.getByRole("textbox", { name: /^Prezzo d'acquisto/ }).fill("10");
    await page.getByRole("textbox", { name: /^Prezzo di vendita/ }).fill("25");
    await form.fill("Unità", "1 pz");
    await typeRichText(page, "Panoramica", "Una breve panoramica");
    await typeRichText(page, "Descrizione", "Una descrizione completa");
    await pickSelect(page, "Regola fiscale", dropdowns.tax_rules[0].title);
    await pickSelect(page, "Regola di spedizione", dropdowns.shipping_rules[0].title);
    await form.fill("Meta titolo", title);
    await form.fill("Meta descrizione", "Meta descrizione del prodotto");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    // Once the product exists, its gallery and inventory appear.
    await expect(page.getByRole("heading", { name: "Magazzino del prodotto" })).toBeVisible();

    await page.getByRole("link", { name: "Torna all'elenco" }).click();
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
    await signIn(page, superadmin);
    await page.goto(urls.path("/products/add"));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Incompleto");
    await page.getByRole("textbox", { name: /^Prezzo di vendita/ }).fill("10");
    await page.getByRole("textbox", { name: /^Prezzo scontato/ }).fill("20");
    await form.save();
    await expect(page.getByText("Il prezzo scontato deve essere inferiore al prezzo di vendita")).toBeVisible();
    await expect(page.getByText("Unità è obbligatorio")).toBeVisible();
    await expect(page).toHaveURL(browserPath("/products/add"));
  });

  test("inventory: ticking attribute values makes one row per combination", async ({ page, request, baseURL }) => {
    test.slow();
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const colour = unique("Colore");
    await api.ok("POST", "attribute/action", { title: colour, values: [{ title: "Rosso" }, { title: "Blu" }] });
    const dropdowns = await api.ok<Dropdowns>("GET", "product/dropdown-data");
    const title = unique("Maglia");
    const product = await api.ok<{ id: number }>("POST", "product/action", {
      title,
      unit: "1",
      meta_title: title,
      meta_description: "d",
      description: "<p>d</p>",
      overview: "<p>o</p>",
      selling: 20,
      purchased: 10,
      tax_rule_id: dropdowns.tax_rules[0].id,
      shipping_rule_id: dropdowns.shipping_rules[0].id,
    });
    await signIn(page, superadmin);
    await page.goto(urls.path(`/products/${product.id}`));
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "Magazzino del prodotto" }) });
    await expect(panel.getByRole("row")).toHaveCount(2);
    await panel.getByRole("checkbox", { name: colour }).check();
    await expect(panel.getByRole("row")).toHaveCount(3);
    await panel.getByRole("textbox", { name: "SKU: Rosso" }).fill(`${title}-R`);
    await panel.getByRole("textbox", { name: "Quantità: Blu" }).fill("7");
    await panel.getByRole("button", { name: "Salva il magazzino" }).click();
    await expect(page.getByText("Salvato.").last()).toBeVisible();
    await page.reload();
    await expect(panel.getByRole("textbox", { name: "SKU: Rosso" })).toHaveValue(`${title}-R`);
    await expect(panel.getByRole("textbox", { name: "Quantità: Blu" })).toHaveValue("7");
  });

  test("no serious or critical axe violation", async ({ page }) => {
    test.slow();
    await expectAccessible(page, "/products");
  });
});
