import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { expectForbidden, expectFormChecks, FlashSaleForm, freeProducts, pickDay } from "./support/marketing";
import { screens, urls } from "./support/urls";

const flashSales = screens.flashSales;

interface SavedSale {
  id: number;
  title: string;
  products: { id: number; product_id: number; price: number | string }[];
}

test.describe("flash sales", () => {
  test("three products with their sale prices saved and read back; edit with undo; find; delete", async ({ page, api }) => {
    const title = unique("Lampo E2E");
    const products = freeProducts(3);
    await page.goto(urls.path(flashSales.list()));
    const list = new ListPageObject(page);
    await list.addButton("Aggiungi vendita lampo").click();
    const form = new EditPageObject(page);
    const sale = new FlashSaleForm(form);
    await form.fill("Titolo", title);
    await pickDay(form, "Inizio", 1);
    await pickDay(form, "Fine", 28);
    for (const p of products) await sale.addProduct(p.title, String(Math.floor(p.selling / 2)));
    // Half its price, rounded down: -50 % for an even price, more for an odd one (a product another
    // test of the same worker made may come first among the free ones).
    const [first] = products;
    const discount = Math.round((1 - Math.floor(first.selling / 2) / first.selling) * 100);
    await expect(sale.row(first.title)).toContainText(`-${discount} %`);
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/flash-sales\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());

    const saved = await api.ok<SavedSale>("GET", `flash-sale/find/${id}`);
    expect(saved.products.map((i) => [i.product_id, Number(i.price)])).toEqual(products.map((p) => [p.id, Math.floor(p.selling / 2)]));

    // Removing a saved product is undone until the save; removed and saved, it is gone.
    await sale.toggle(`Rimuovi ${products[0].title}`);
    await expect(sale.row(products[0].title)).toContainText("Sarà rimosso al salvataggio");
    await sale.toggle(`Annulla la rimozione di ${products[0].title}`);
    await expect(sale.priceInput(products[0].title)).toBeVisible();
    await sale.toggle(`Rimuovi ${products[0].title}`);
    await expect(sale.row(products[0].title)).toContainText("Sarà rimosso al salvataggio");
    await form.save();
    // Read until this save has landed: the first save's "Salvato." toast may still be on screen.
    await expect
      .poll(async () => (await api.ok<SavedSale>("GET", `flash-sale/find/${id}`)).products.map((i) => i.product_id))
      .toEqual(products.slice(1).map((p) => p.id));
    await form.expectSavedToast();

    await list.searchFor(title);
    await list.deleteRow(title, `Eliminare la vendita lampo «${title}»?`);
    await expect(list.row(title)).toHaveCount(0);
  });

  test("the server's message beside the products: a sale price above the price", async ({ page, api }) => {
    const [product] = freeProducts(1, 3);
    const created = await api.ok<{ id: number }>("POST", "flash-sale/action", {
      title: unique("Prezzo alto"),
      status: 1,
      start_time: "2030-01-01 00:00:00",
      end_time: "2030-01-31 00:00:00",
      time_zone: "UTC",
    });
    await page.goto(urls.path(flashSales.edit(created.id)));
    const form = new EditPageObject(page);
    const sale = new FlashSaleForm(form);
    await sale.addProduct(product.title, String(product.selling + 10));
    await form.save();
    await expect(sale.error()).toContainText(`The sale price of ${product.title} must be below its price`);
  });

  test("the list's period badge: scheduled, running and ended from the times", async ({ page, api }) => {
    const prefix = unique("Periodo");
    const at = (start: string, end: string) => ({ status: 1, start_time: start, end_time: end, time_zone: "UTC" });
    await api.ok("POST", "flash-sale/action", { title: `${prefix} futura`, ...at("2040-01-01 00:00:00", "2040-02-01 00:00:00") });
    await api.ok("POST", "flash-sale/action", { title: `${prefix} passata`, ...at("2020-01-01 00:00:00", "2020-02-01 00:00:00") });
    await api.ok("POST", "flash-sale/action", { title: `${prefix} attuale`, ...at("2020-01-01 00:00:00", "2040-02-01 00:00:00") });
    await page.goto(urls.path(flashSales.list()));
    const list = new ListPageObject(page);
    await list.searchFor(prefix);
    await expect(list.row(`${prefix} futura`)).toContainText("Programmata");
    await expect(list.row(`${prefix} passata`)).toContainText("Terminata");
    await expect(list.row(`${prefix} attuale`)).toContainText("In corso");
  });

  test("the vendor (no flash_sale permission) gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, flashSales, "Vendite lampo", vendor);
  });

  test("no serious or critical axe violation; the form in four languages", async ({ page, baseURL }) => {
    await expectFormChecks(
      page,
      baseURL!,
      flashSales,
      {
        it: { title: "Vendita lampo", label: "Prezzo in offerta" },
        en: { title: "Flash sale", label: "Sale price" },
        fr: { title: "Vente flash", label: "Prix soldé" },
        de: { title: "Blitzangebot", label: "Aktionspreis" },
      },
      (p, text) => p.getByRole("columnheader", { name: text }),
    );
  });
});
