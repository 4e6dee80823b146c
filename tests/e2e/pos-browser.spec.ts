import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAs, useSession } from "./support/session";
import { superadmin, type Account } from "./support/accounts";
import { ShopApi, unique } from "./support/api";
import { cartOf, createSellableProduct, emptyCart, PosBrowser, posCashier, sellThroughApi } from "./support/pos-browser";

/*
 * /pos/manager, the product browser (left pane): search, the card's checks and its add, a scanned
 * SKU, `/`, the stock after a sale, its accessibility and its languages. Signed in as a cashier of
 * its own (a superadmin made for this spec): carts are per admin, so the checkout's spec, which
 * uses the demo superadmin, never sees these lines. Products are the spec's own, made public
 * through the API; each test empties the cashier's cart when it ends.
 */

let cashier: Account;
let cashierApi: ShopApi;
let adminApi: ShopApi;

async function setUp(request: APIRequestContext, baseURL: string) {
  adminApi = await ShopApi.signIn(request, baseURL, superadmin);
  cashier = await posCashier(adminApi);
  cashierApi = await ShopApi.signIn(request, baseURL, cashier);
}

/** A shirt with four variants: Rosso/S 3, Rosso/M 0, Blu/S 4, Blu/M 6. */
const shirt = () =>
  createSellableProduct(adminApi, "Camicia Vertex", [
    { colour: "Rosso", size: "S", quantity: 3 },
    { colour: "Rosso", size: "M", quantity: 0 },
    { colour: "Blu", size: "S", quantity: 4 },
    { colour: "Blu", size: "M", quantity: 6 },
  ]);

test.describe("POS product browser", () => {
  test.beforeEach(async ({ request, baseURL }) => setUp(request, baseURL!));
  test.afterEach(async () => emptyCart(cashierApi));

  test("a title fragment finds the card; / focuses the search from the page but not from a field", async ({ page }) => {
    const product = await shirt();
    await useSession(page, cashier);
    const browser = new PosBrowser(page);
    await browser.open();

    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("/");
    await expect(browser.search()).toBeFocused();
    // The fragment after the prefix is the unique part: only this product has it.
    await page.keyboard.type(product.title.slice(product.title.indexOf("-") + 1));
    await expect(browser.card(product.title)).toBeVisible();
    await expect(browser.cards()).toHaveCount(1);
    await expect(browser.found()).toHaveText("1 prodotto");
    await expect(browser.stock(product.title)).toHaveText("13 disponibili");
    await expect(browser.card(product.title).getByRole("link", { name: product.title })).toHaveAttribute(
      "href",
      `/admin/products/${product.id}`,
    );

    // A / typed in another field stays there.
    await browser.quantity(product.title).focus();
    await page.keyboard.press("/");
    await expect(browser.quantity(product.title)).toBeFocused();

    // Clear empties the search: the cards of every product come back.
    await browser.pane().getByRole("button", { name: "Azzera" }).click();
    await expect(browser.search()).toHaveValue("");
    await expect(browser.cards()).not.toHaveCount(1);
  });

  test("the card asks for every attribute and keeps to the stock; a valid add puts the line in the cart", async ({ page }) => {
    const product = await shirt();
    const [redSmall] = product.variants;
    await useSession(page, cashier);
    const browser = new PosBrowser(page);
    await browser.open();
    await browser.searchFor(product.title, product.title);

    await browser.addButton(product.title).click();
    await expect(browser.cardError(product.title)).toHaveText("Scegli tutti gli attributi");

    await expect(browser.card(product.title).getByRole("combobox", { name: `${product.colour} · ${product.size}` })).toBeVisible();
    await browser.chooseVariant(product.title, "Rosso, M");
    await expect(browser.stock(product.title)).toHaveText("Esaurito");
    await expect(browser.addButton(product.title)).toBeDisabled();

    await browser.chooseVariant(product.title, "Rosso, S");
    await expect(browser.stock(product.title)).toHaveText("3 disponibili");
    await browser.quantity(product.title).fill("5");
    await browser.addButton(product.title).click();
    await expect(browser.cardError(product.title)).toHaveText("La quantità massima è 3");
    expect(await cartOf(cashierApi)).toEqual([]);

    await browser.quantity(product.title).fill("2");
    await browser.addButton(product.title).click();
    // Said by the cart, not by a pop-up: the line lights up and the addition is announced politely.
    await expect(browser.justAddedLine()).toContainText(product.title);
    await expect(browser.addedAnnouncement()).toHaveText(`${product.title} (Rosso, S) aggiunto al carrello`);
    await expect(page.getByRole("alert").filter({ hasText: "aggiunto al carrello" })).toHaveCount(0);
    await expect(browser.quantity(product.title)).toHaveValue("1");
    await expect(browser.cardError(product.title)).toHaveCount(0);
    await expect
      .poll(async () => (await cartOf(cashierApi)).map((l) => [l.product_id, l.inventory_id, l.quantity]))
      .toEqual([[product.id, redSmall.id, 2]]);

    // Two more would be five in the cart, above the three in stock: the server's words on the card.
    await browser.quantity(product.title).fill("2");
    await browser.addButton(product.title).click();
    await expect(browser.cardError(product.title)).toHaveText("La quantità supera la disponibilità in magazzino.");
    expect((await cartOf(cashierApi)).map((l) => l.quantity)).toEqual([2]);
  });

  test("a scanned SKU adds its variant at once and clears the field; codes scanned back to back all go in", async ({ page }) => {
    const product = await shirt();
    const [redSmall, , blueSmall, blueMedium] = product.variants;
    await useSession(page, cashier);
    const browser = new PosBrowser(page);
    await browser.open();

    // Case and surrounding spaces do not matter to the match.
    await browser.scan(` ${blueSmall.sku.toLowerCase()} `);
    await expect(browser.search()).toHaveValue("");
    await expect(browser.search()).toBeFocused();
    await expect.poll(async () => (await cartOf(cashierApi)).map((l) => [l.inventory_id, l.quantity])).toEqual([[blueSmall.id, 1]]);

    // The scanner sends the next codes right away; each one goes in, in order.
    await browser.scan(redSmall.sku);
    await browser.scan(blueMedium.sku);
    await browser.scan(blueSmall.sku);
    await expect
      .poll(async () => (await cartOf(cashierApi)).map((l) => [l.inventory_id, l.quantity]))
      .toEqual([
        [blueSmall.id, 2],
        [redSmall.id, 1],
        [blueMedium.id, 1],
      ]);
    await expect(browser.search()).toHaveValue("");

    // A code that is no SKU stays in the field as a search, and says so when nothing matches.
    const unknown = `NESSUNO-${product.id}`;
    await browser.scan(unknown);
    await expect(browser.search()).toHaveValue(unknown);
    await expect(browser.pane().getByText(`Nessun prodotto con lo SKU «${unknown}»`)).toBeVisible();
    await expect(browser.cards()).toHaveCount(0);
    // A fragment of a SKU is a search, not a scan: the product shows, nothing is added.
    await browser.search().fill("");
    await browser.scan(blueSmall.sku.slice(0, -2));
    await expect(browser.card(product.title)).toBeVisible();
    expect((await cartOf(cashierApi)).length).toBe(3);
  });

  test("the category and brand pickers narrow the cards; a private product is never offered; Clear resets all three", async ({ page }) => {
    const brand = unique("Marca POS");
    const category = unique("Categoria POS");
    const { id: brandId } = await adminApi.ok<{ id: number }>("POST", "brand/action", { title: brand, slug: brand.toLowerCase() });
    const { id: categoryId } = await adminApi.ok<{ id: number }>("POST", "category/action", {
      ...{ title: category, slug: category.toLowerCase(), meta_title: category, meta_description: category },
    });
    const one = [{ colour: "Rosso" as const, size: "S" as const, quantity: 2 }];
    const inBoth = await createSellableProduct(adminApi, "Borsa POS", one, { brand_id: brandId, product_categories: [categoryId] });
    const brandOnly = await createSellableProduct(adminApi, "Cintura POS", one, { brand_id: brandId });
    const hidden = await createSellableProduct(adminApi, "Privato POS", one, { brand_id: brandId, status: 2 });
    await useSession(page, cashier);
    const browser = new PosBrowser(page);
    await browser.open();

    await browser.pick("Marca", brand);
    await expect(browser.found()).toHaveText("2 prodotti");
    await expect(browser.card(inBoth.title)).toBeVisible();
    await expect(browser.card(brandOnly.title)).toBeVisible();
    await expect(browser.card(hidden.title)).toHaveCount(0);

    await browser.pick("Categoria", category);
    await expect(browser.found()).toHaveText("1 prodotto");
    await expect(browser.card(inBoth.title)).toBeVisible();
    await browser.search().fill("nessun prodotto ha questo nome");
    await expect(browser.pane().getByText("Nessun prodotto corrisponde a questi filtri.")).toBeVisible();

    await browser.pane().getByRole("button", { name: "Azzera" }).click();
    await expect(browser.search()).toHaveValue("");
    await expect(browser.pane().getByRole("textbox", { name: "Marca", exact: true })).toHaveValue("");
    await expect(browser.pane().getByRole("textbox", { name: "Categoria", exact: true })).toHaveValue("");
    await expect(browser.cards()).toHaveCount(14);
  });

  test("the stock on the card goes down after a sale", async ({ page }) => {
    const product = await shirt();
    const blueMedium = product.variants[3];
    await useSession(page, cashier);
    const browser = new PosBrowser(page);
    await browser.open();
    await browser.searchFor(product.title, product.title);
    await browser.chooseVariant(product.title, "Blu, M");
    await expect(browser.stock(product.title)).toHaveText("6 disponibili");

    // The sale is made through the API: the checkout pane that bumps stockKey is another spec's.
    await sellThroughApi(cashierApi, product.id, blueMedium.id, 2);
    await page.reload();
    await browser.searchFor(product.title, product.title);
    await browser.chooseVariant(product.title, "Blu, M");
    await expect(browser.stock(product.title)).toHaveText("4 disponibili");
  });

  test("no serious axe violation in the pane: with results and a card's message, and with a load error and its Retry", async ({ page }) => {
    const product = await shirt();
    await useSession(page, cashier);
    const browser = new PosBrowser(page);
    await browser.open();
    await browser.searchFor(product.title, product.title);
    await browser.addButton(product.title).click();
    await expect(browser.cardError(product.title)).toBeVisible();
    expect(await browser.seriousViolations()).toEqual([]);

    // The product list fails: the pane says so and offers Retry, which brings the cards back.
    await page.route("**/api/admin/product/all?**", (route) => route.fulfill({ status: 500, body: "" }));
    await browser.search().fill(product.title.slice(0, -1));
    const failure = browser.pane().getByRole("alert").filter({ hasText: "Non è stato possibile caricare i prodotti" });
    await expect(failure).toBeVisible();
    expect(await browser.seriousViolations()).toEqual([]);
    await page.unroute("**/api/admin/product/all?**");
    await failure.getByRole("button", { name: "Riprova" }).click();
    await expect(failure).toHaveCount(0);
    await expect(browser.card(product.title)).toBeVisible();
  });

  test("the pane's labels in en, fr, de", async ({ page, baseURL }) => {
    await signInAs(page, cashier);
    const texts = {
      en: { pane: "Products for sale", search: "Search products", placeholder: "Name, SKU or barcode", clear: "Clear", brand: "Brand" },
      fr: {
        pane: "Produits en vente",
        search: "Rechercher des produits",
        placeholder: "Nom, SKU ou code-barres",
        clear: "Effacer",
        brand: "Marque",
      },
      de: {
        pane: "Produkte im Verkauf",
        search: "Produkte suchen",
        placeholder: "Name, SKU oder Barcode",
        clear: "Zurücksetzen",
        brand: "Marke",
      },
    };
    for (const [language, text] of Object.entries(texts)) {
      await page.context().addCookies([{ name: "admin-panel_lang", value: language, url: baseURL! }]);
      const browser = new PosBrowser(page, { pane: text.pane, search: text.search });
      await browser.open();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(browser.search()).toHaveAttribute("placeholder", text.placeholder);
      await expect(browser.pane().getByRole("button", { name: text.clear, exact: true })).toBeVisible();
      await expect(browser.pane().getByRole("textbox", { name: text.brand, exact: true })).toBeVisible();
      await expect(browser.cards().first()).toBeVisible();
    }
  });
});
