import { vendor } from "./support/accounts";
import { createCompleteProduct, createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { BulkEditPage, productsWithSizes } from "./support/bulk-edit";
import { expect, test } from "./support/fixtures";
import { inEveryLanguage } from "./support/languages";
import { ListPageObject } from "./support/list-page";
import { signInAs } from "./support/session";
import { screens, urls } from "./support/urls";

/*
 * The products' bulk editor against the reference server: products made through the API, ticked on
 * the list, changed like a spreadsheet (keys, a pasted block, a range action, undo), reviewed and
 * saved; the API then holds the values. Ids and row order are read from the API and the page.
 */

interface StoredProduct {
  title: string;
  selling: number;
  offered: number;
  purchased: number;
}

const stock = async (api: { ok: <T>(m: "GET", p: string) => Promise<T> }, id: number) =>
  new Map(
    (await api.ok<{ id: number; quantity: number; sku: string }[]>("GET", `updated-inventory/find/${id}`)).map((row) => [row.id, row]),
  );

test.describe("products: bulk edit", () => {
  test("tick five, change with keys, paste a block, +10 %, undo and redo, fill down, review, save; a conflict keeps my changes", async ({
    page,
    api,
  }) => {
    const prefix = unique("Massa");
    const made = await productsWithSizes(api, prefix, 5);
    const list = new ListPageObject(page);
    await page.goto(urls.path(screens.products.list()));
    await list.searchFor(prefix);
    await expect(list.row(`${prefix} 5`)).toBeVisible();
    await list.tick(...made.map((product) => product.title));
    await page.getByRole("link", { name: "Modifica in blocco (5)" }).click();

    const editor = new BulkEditPage(page);
    await expect(editor.grid()).toBeVisible();
    const keys = await editor.rowKeys();
    // Each product is a row with its two sizes under it.
    expect(keys).toHaveLength(15);
    expect(keys.filter((key) => key.startsWith("p")).sort()).toEqual(made.map((product) => `p${product.id}`).sort());
    expect(await seriousViolations(page)).toEqual([]);

    // Keys: the last product's purchase price, Tab to its selling price.
    const last = keys.filter((key) => key.startsWith("p")).at(-1)!;
    await editor.typeIn(last, "purchased", "12,5", "Tab");
    await page.keyboard.type("30");
    await page.keyboard.press("Enter");
    await expect(editor.cell(last, "purchased")).toHaveText("12,50");
    await expect(editor.cell(last, "selling")).toHaveText("30,00");
    await expect(editor.count()).toHaveText("2 modifiche");

    // A block of 3 columns × 10 rows from a spreadsheet laid out like the grid: prices on the
    // products' rows, stock on the sizes' rows.
    const block = keys.slice(0, 10).map((key, i) => (key.startsWith("p") ? `${40 + i}\t${30 + i}\t` : `\t\t${i}`));
    await editor.select(keys[0], "selling");
    await editor.paste(block.join("\n"));
    await expect(editor.cell(keys[0], "selling")).toHaveText("40,00");
    await expect(editor.cell(keys[1], "quantity")).toHaveText("1");

    // +10 % on the selling prices of every row (the sizes' rows have none and are left alone).
    await editor.select(keys[0], "selling");
    await editor.select(keys.at(-1)!, "selling", { extend: true });
    await editor.applyToColumn("Prezzo di vendita");
    await expect(editor.cell(keys[0], "selling")).toHaveText("44,00");
    await expect(editor.cell(last, "selling")).toHaveText("33,00");

    // A slip, undone with Ctrl+Z.
    await editor.typeIn(keys[1], "quantity", "999");
    await expect(editor.cell(keys[1], "quantity")).toHaveText("999");
    await page.keyboard.press("Control+z");
    await expect(editor.cell(keys[1], "quantity")).toHaveText("1");
    // Redo brings it back, undo takes it away again.
    await page.keyboard.press("Control+y");
    await expect(editor.cell(keys[1], "quantity")).toHaveText("999");
    await page.keyboard.press("Control+z");
    await expect(editor.cell(keys[1], "quantity")).toHaveText("1");

    // Fill down: the second size takes the first one's stock.
    await editor.select(keys[1], "quantity");
    await editor.select(keys[2], "quantity", { extend: true });
    await page.keyboard.press("Control+d");
    await expect(editor.cell(keys[2], "quantity")).toHaveText("1");

    // A bad cell blocks saving with its message until it is fixed.
    await editor.typeIn(keys[3], "offered", "abc");
    await expect(editor.cell(keys[3], "offered")).toHaveAttribute("aria-invalid", "true");
    await editor.select(keys[3], "offered");
    await expect(editor.status()).toHaveText("Inserisci un numero.");
    await expect(editor.reviewButton()).toBeDisabled();
    await expect(editor.reviewButton()).toHaveText("Correggi 1 cella per salvare");
    await editor.typeIn(keys[3], "offered", "5");
    await expect(editor.reviewButton()).toBeEnabled();

    // Meanwhile another admin renames the third product through the API.
    const third = Number(keys[6].slice(1));
    await api.ok("POST", "product/bulk-edit/save", { products: [{ id: third, fields: { title: `${prefix} rinominato` } }] });

    expect(await editor.reviewAndSave()).toContain("in conflitto: 1");
    await expect(page.locator(`[data-row="p${third}"]`)).toHaveAttribute("data-outcome", "conflict");
    await expect(page.locator(`[data-row="${keys[0]}"]`)).toHaveAttribute("data-outcome", "saved");
    // The conflicting product keeps this user's changes, on top of the other admin's title.
    await expect(editor.cell(`p${third}`, "title")).toHaveText(`${prefix} rinominato`);
    await expect(editor.cell(`p${third}`, "selling")).toHaveText("50,60");
    expect(await editor.reviewAndSave()).toContain("Salvati: 1");

    const first = Number(keys[0].slice(1));
    const stored = await api.ok<StoredProduct>("GET", `product/find/${first}`);
    expect(stored).toMatchObject({ selling: 44, offered: 30 });
    const thirdStored = await api.ok<StoredProduct>("GET", `product/find/${third}`);
    expect(thirdStored).toMatchObject({ title: `${prefix} rinominato`, selling: 50.6, offered: 36 });
    const lastStored = await api.ok<StoredProduct>("GET", `product/find/${last.slice(1)}`);
    expect(lastStored).toMatchObject({ purchased: 12.5, selling: 33 });
    const firstStock = await stock(api, first);
    expect(firstStock.get(Number(keys[1].slice(1)))?.quantity).toBe(1);
    expect(firstStock.get(Number(keys[2].slice(1)))?.quantity).toBe(1);
    await expect(editor.count()).toHaveText("0 modifiche");
  });

  test("the server's refusal is shown on its cell, and the other products are saved", async ({ page, api }) => {
    const prefix = unique("Rifiuto");
    const [one, two] = await productsWithSizes(api, prefix, 2);
    await page.goto(urls.path(screens.productsBulkEdit({ ids: `${one.id},${two.id}` })));
    const editor = new BulkEditPage(page);
    // Two sizes of one product with one SKU: only the server knows the other row's SKU is taken.
    const [small, medium] = one.variants;
    await editor.typeIn(`v${small.id}`, "sku", medium.sku);
    await editor.typeIn(`p${two.id}`, "selling", "99");
    expect(await editor.reviewAndSave()).toContain("rifiutati: 1");
    // The server's message sits on the SKU it refused; what was typed is still there to be fixed.
    const refused = editor.grid().locator('[data-col="sku"][aria-invalid="true"]');
    await expect(refused).toHaveCount(1);
    await refused.click();
    await expect(editor.status()).not.toHaveText("");
    await expect(editor.cell(`v${small.id}`, "sku")).toHaveText(medium.sku);
    await expect(page.locator(`[data-row="p${one.id}"]`)).toHaveAttribute("data-outcome", "refused");
    expect((await api.ok<StoredProduct>("GET", `product/find/${two.id}`)).selling).toBe(99);
    expect((await stock(api, one.id)).get(small.id)?.sku).toBe(small.sku);
  });

  test("a backend without the extension: read and saved through the product and stock routes; a stale product is a conflict", async ({
    page,
    api,
  }) => {
    // The shop's own backend has no bulk routes: they answer 404 here, as there.
    await page.route("**/api/admin/product/bulk-edit/**", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ status: 404, message: "Not Found", data: null }),
      }),
    );
    const prefix = unique("Senza");
    const [one, two] = await productsWithSizes(api, prefix, 2);
    const asked = page.waitForResponse((response) => response.url().includes("/api/admin/product/bulk-edit/rows"));
    await page.goto(urls.path(screens.productsBulkEdit({ ids: `${one.id},${two.id}` })));
    expect((await asked).status()).toBe(404);
    const editor = new BulkEditPage(page);
    await expect(editor.grid()).toBeVisible();
    expect((await editor.rowKeys()).filter((key) => key.startsWith("p")).sort()).toEqual([`p${one.id}`, `p${two.id}`].sort());

    const [small] = one.variants;
    await editor.typeIn(`p${one.id}`, "selling", "31");
    await editor.typeIn(`v${small.id}`, "quantity", "8");
    await editor.typeIn(`p${two.id}`, "selling", "32");
    // Meanwhile another admin renames the second product (through the reference server's own route).
    await api.ok("POST", "product/bulk-edit/save", { products: [{ id: two.id, fields: { title: `${prefix} altro` } }] });

    expect(await editor.reviewAndSave()).toContain("in conflitto: 1");
    await expect(page.locator(`[data-row="p${two.id}"]`)).toHaveAttribute("data-outcome", "conflict");
    await expect(editor.cell(`p${two.id}`, "selling")).toHaveText("32,00");
    const stored = await api.ok<StoredProduct>("GET", `product/find/${one.id}`);
    expect(stored).toMatchObject({ title: one.title, selling: 31 });
    expect((await stock(api, one.id)).get(small.id)?.quantity).toBe(8);
    expect((await api.ok<StoredProduct>("GET", `product/find/${two.id}`)).selling).not.toBe(32);
  });

  test("the grid's words in the four languages, axe, and a 1024 px screen without sideways scroll", async ({ page, api, baseURL }) => {
    const prefix = unique("Lingue");
    const [made] = await productsWithSizes(api, prefix, 1);
    const path = screens.productsBulkEdit({ ids: String(made.id) });
    const names = {
      it: "Prezzi e giacenze dei prodotti",
      en: "Products' prices and stock",
      fr: "Prix et stocks des produits",
      de: "Preise und Bestände der Produkte",
    };
    const stockHeader = { it: "Giacenza", en: "Stock", fr: "Stock", de: "Bestand" };
    await inEveryLanguage(page, baseURL!, path, async (language) => {
      const grid = new BulkEditPage(page).grid(names[language]);
      await expect(grid).toBeVisible();
      await expect(grid.getByRole("columnheader", { name: stockHeader[language] })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(urls.path(path));
    const editor = new BulkEditPage(page);
    await editor.select(`p${made.id}`, "title");
    // The last column is reached by keys inside the grid's own box; the page does not scroll sideways.
    await page.keyboard.press("End");
    await expect(editor.cell(`p${made.id}`, "status")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("a vendor sees only its own products; without product.edit the editor is refused", async ({ page, api, apiAs }) => {
    const prefix = unique("Vendor");
    const mine = await createCompleteProduct(await apiAs(vendor), `${prefix} mio`);
    const theirs = await createCompleteProduct(api, `${prefix} altrui`);
    await signInAs(page, vendor, screens.productsBulkEdit({ q: prefix }));
    const editor = new BulkEditPage(page);
    await expect(editor.grid()).toBeVisible();
    expect((await editor.rowKeys()).map((key) => key.slice(1))).toEqual([String(mine)]);
    // Another vendor's product named by id is left out as well.
    await page.goto(urls.path(screens.productsBulkEdit({ ids: `${mine},${theirs}` })));
    await expect(editor.grid()).toBeVisible();
    expect((await editor.rowKeys()).map((key) => key.slice(1))).toEqual([String(mine)]);

    const viewer = await createRestrictedAdmin(api, ["product.view"]);
    await signInAs(page, viewer, screens.products.list());
    await expect(page.getByRole("link", { name: /^Modifica in blocco/ })).toHaveCount(0);
    await page.goto(urls.path(screens.productsBulkEdit()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });
});
