import type { Locator, Page } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { createCompleteProduct, ShopApi, unique } from "./support/api";
import { expect, test } from "./support/fixtures";
import { layoutProblems } from "./support/layout-checks";
import { addBalance, balanceOf, freshVendor, WithdrawalRequestsPage } from "./support/people-withdrawals";
import { openDevice, PHONE } from "./support/pos-tablet";
import { browserPath, screens, urls } from "./support/urls";

/*
 * A vendor's day on a phone (390×844, touch), every step by tap: the menu, their orders and one
 * order's lines, a variant's stock changed on the product's page, and a withdrawal requested
 * through its confirmation. At each screen the layout checks hold (no sideways scroll, no cut
 * text, no control under 24 px, the confirmation inside the screen).
 */

/** The side menu, a drawer on a phone: opened with the burger, a group tapped open, then its link. */
async function tapMenu(page: Page, link: string, group?: string) {
  await page.getByRole("banner").getByRole("button", { name: "Mostra o nascondi il menu" }).tap();
  const menu = page.getByRole("navigation", { name: "Menu principale" });
  if (group) await menu.getByRole("button", { name: group }).tap();
  await menu.getByRole("link", { name: link, exact: true }).tap();
}

/**
 * A point of the field that a thumb can reach: the variants table scrolls sideways in its box with
 * the variant's name kept over its left side, and a number field's steppers take its right end;
 * the first point along its middle line where the field itself is on top.
 */
async function openSpot(field: Locator): Promise<{ x: number; y: number }> {
  const spot = await field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    for (let x = box.left + 4; x < box.right - 4; x += 4)
      if (document.elementFromPoint(x, y) === element) return { x: x + 4 - box.left, y: box.height / 2 };
    return null;
  });
  expect(spot, "some part of the field can be tapped").not.toBeNull();
  return spot!;
}

async function expectFits(page: Page, where: string) {
  // Soft: the walk goes on, and a failure lists every screen that did not fit.
  expect.soft(await layoutProblems(page, { minTarget: 24 }), where).toEqual([]);
}

async function expectInside(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

test("a vendor on a phone checks an order, changes a stock and requests a withdrawal, all by tap", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const seller = await freshVendor(request, baseURL!, { account: unique("Conto telefono") });
  addBalance(seller.id, 120);
  const admin = await ShopApi.signIn(request, baseURL!, superadmin);
  // A product of the vendor's with two variants, 5 each.
  const colour = unique("Colore");
  const attribute = await admin.ok<{ values: { id: number; title: string }[] }>("POST", "attribute/action", {
    title: colour,
    values: [{ title: "Rosso" }, { title: "Blu" }],
  });
  const valueId = (title: string) => attribute.values.find((value) => value.title === title)!.id;
  const title = unique("Maglia");
  const productId = await createCompleteProduct(seller.api, title);
  await seller.api.ok("POST", `updated-inventory/action/${productId}`, {
    inventories: ["Rosso", "Blu"].map((value) => ({ sku: `${title}-${value}`, price: 0, quantity: 5, values: [{ id: valueId(value) }] })),
  });
  const orders = await seller.api.ok<{ data: { id: number; order: string }[] }>(
    "GET",
    "order/vendor-all?orderby=created_at&type=desc&page=1",
  );
  const order = orders.data[0];

  const page = await openDevice(browser, PHONE, seller.account);
  await page.goto(urls.path("/"));
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expectFits(page, "dashboard");

  // The orders: the list, then the order's page with its product line.
  await tapMenu(page, "Ordini");
  await expect(page).toHaveURL(browserPath(screens.orders.list()));
  const orderLink = page.getByRole("link", { name: new RegExp(order.order) });
  await expect(orderLink).toBeVisible();
  await expectFits(page, "orders list");
  await orderLink.tap();
  await expect(page).toHaveURL(browserPath(screens.orders.detail(order.id)));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectFits(page, "order page");

  // A stock: the product's page, the blue variant's quantity, Save.
  await tapMenu(page, "Prodotti", "Prodotto");
  await expect(page).toHaveURL(new RegExp(`${browserPath(screens.products.list())}(\\?.*)?$`));
  await expectFits(page, "products list");
  await page.getByRole("link", { name: title, exact: true }).tap();
  await expect(page).toHaveURL(browserPath(screens.products.edit(productId)));
  const quantity = page.getByRole("textbox", { name: "Quantità: Blu" });
  await quantity.scrollIntoViewIfNeeded();
  await quantity.tap({ position: await openSpot(quantity) });
  await quantity.fill("9");
  await expectFits(page, "product form");
  await page.getByRole("button", { name: "Salva", exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`${browserPath(screens.products.list())}(\\?.*)?$`));
  const stored = await seller.api.ok<{ quantity: number; inventory_attributes: { attribute_value_id: number }[] }[]>(
    "GET",
    `updated-inventory/find/${productId}`,
  );
  const stockOf = (value: string) =>
    stored.find((row) => row.inventory_attributes.some((a) => a.attribute_value_id === valueId(value)))?.quantity;
  expect([stockOf("Blu"), stockOf("Rosso")]).toEqual([9, 5]);

  // A withdrawal: the amount, the button, the question inside the screen, yes.
  await tapMenu(page, "Richieste di prelievo", "Prelievi");
  const withdrawals = new WithdrawalRequestsPage(page);
  await withdrawals.amountField().tap();
  await withdrawals.amountField().fill("80");
  await expectFits(page, "withdrawal requests");
  await withdrawals.withdrawButton().tap();
  await expect(withdrawals.confirmDialog()).toBeVisible();
  await expectInside(withdrawals.confirmDialog());
  await expectFits(page, "withdrawal question");
  await withdrawals.confirmDialog().getByRole("button", { name: "Richiedi il prelievo" }).tap();
  await expect(withdrawals.pendingRequest()).toBeVisible();
  expect(await balanceOf(seller)).toEqual({ withdrawn: 0, pending_withdrawal: 80, amount: 40 });
  await page.context().close();
});

test("a long word in an attribute's name breaks inside its label: the product form keeps the phone's width", async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await ShopApi.signIn(request, baseURL!, superadmin);
  // One unbroken word of 120 characters, as a pasted link or code would be.
  const word = `${unique("Lungo")}-${"x".repeat(100)}`;
  await admin.ok("POST", "attribute/action", { title: word, values: [{ title: `${word}-valore` }] });
  const productId = await createCompleteProduct(admin, unique("Prodotto largo"));

  const page = await openDevice(browser, PHONE, superadmin);
  await page.goto(urls.path(screens.products.edit(productId)));
  const label = page.getByText(word, { exact: true });
  await label.scrollIntoViewIfNeeded();
  await expect(label).toBeVisible();
  expect(await page.evaluate(() => window.innerWidth), "the layout viewport stays the screen's width").toBe(PHONE.width);
  expect(await layoutProblems(page, { minTarget: 24 })).toEqual([]);
  await page.context().close();
});
