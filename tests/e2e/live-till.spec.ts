import { expect, test } from "./support/fixtures";
import { superadmin } from "./support/accounts";
import { ShopApi } from "./support/api";
import { expectLiveStatus } from "./support/live";
import { createSellableProduct, emptyCart, PosBrowser, posCashier, sellThroughApi } from "./support/pos-browser";
import { ownAdmin } from "./support/pos-records";
import { useSession } from "./support/session";

/*
 * The till's product cards follow the stock through the live events: what another till sells
 * leaves this cashier's card at once, without a reload or a sale of its own.
 */

test("a card's stock follows another till's sale without a reload", async ({ page, request, baseURL }) => {
  const admin = await ShopApi.signIn(request, baseURL!, superadmin);
  const cashier = await posCashier(admin);
  const otherTill = await ownAdmin(request, baseURL!, superadmin);
  const product = await createSellableProduct(admin, "Camicia Live", [
    { colour: "Rosso", size: "S", quantity: 3 },
    { colour: "Blu", size: "M", quantity: 6 },
  ]);
  const blueMedium = product.variants[1];

  await useSession(page, cashier);
  const browser = new PosBrowser(page);
  await browser.open();
  await expectLiveStatus(page);
  await browser.searchFor(product.title, product.title);
  await browser.chooseVariant(product.title, "Blu, M");
  await expect(browser.stock(product.title)).toHaveText("6 disponibili");

  await sellThroughApi(otherTill.api, product.id, blueMedium.id, 2);
  await expect(browser.stock(product.title)).toHaveText("4 disponibili", { timeout: 5_000 });
  await emptyCart(otherTill.api);
});
