import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAs, useSession } from "./support/session";
import { superadmin, vendor } from "./support/accounts";
import { createAdminWithRole, ShopApi } from "./support/api";
import { seriousViolations } from "./support/axe";
import { DetailPageObject } from "./support/detail-page";
import { expectAt } from "./support/pages";
import { addToCart, amountOf, createCustomer, createPosProduct, createShippingRule, setUp } from "./support/pos-manager";
import { createSaleProduct, sellAtTill } from "./support/pos-records";
import { OrdersList } from "./support/sales-orders";
import { ShellToolsObject } from "./support/shell-tools";
import { screens, urls } from "./support/urls";
import { shopToday } from "./support/shop-clock";

/*
 * Issue 28 item 9, "small things that cost time", each as the manager (or the vendor) meets it:
 * Ctrl+K with one order found opens it on Enter; at the till, shipping is "not known yet" until an
 * address is chosen, and a click anywhere on an address card chooses it; a vendor's order page shows
 * the vendor's share; the bell says since when it counts new orders and leads to today's orders.
 */

test.describe.configure({ mode: "parallel" });

/** A superadmin of the test's own (the bell's marks are per admin) and its API. */
async function ownAdmin(page: Page, baseURL: string) {
  const root = await ShopApi.signIn(page.request, baseURL, superadmin);
  const account = await createAdminWithRole(root, "superadmin", { prefix: "e2e-day" });
  return { account, api: await ShopApi.signIn(page.request, baseURL, account) };
}

test("Ctrl+K: an order number typed, Enter opens the one order found", async ({ page, baseURL }) => {
  const { account, api } = await ownAdmin(page, baseURL!);
  const order = await sellAtTill(api, await createSaleProduct(api), 1);
  await signInAs(page, account);
  const tools = new ShellToolsObject(page);
  await tools.openPalette();
  await tools.searchPalette(order.order);
  await expect(tools.paletteEntry(`Ordine ${order.order}`)).toBeVisible();
  await tools.paletteSearch().press("Enter");
  await expectAt(page, screens.orders.detail(order.id));
  await expect(tools.palette()).toBeHidden();
});

test("at the till, shipping is not known before an address is chosen, and clicking the address card chooses it", async ({
  page,
  baseURL,
}) => {
  const { admin, cashier, pos } = await setUp(page, baseURL!);
  const rule = await createShippingRule(admin, [{ country: "IT", price: 4 }]);
  const product = await createPosProduct(admin, { shippingRuleId: rule.id });
  const customer = await createCustomer(admin);
  const street = `Via Manzoni ${Date.now() % 1000}`;
  for (const line of [street, "Corso Como 3"])
    await admin.ok("POST", "user/address/action", {
      user_id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: "3331234567",
      country: "IT",
      city: "Milano",
      zip: "20121",
      address_1: line,
    });
  await addToCart(cashier.api, product, product.variants[0], 1);
  await useSession(page, cashier.account);
  await pos.open();
  await pos.pickCustomer(customer);
  await pos.shipping().check();

  const card = pos.pane().getByTestId("pos-address").filter({ hasText: street });
  await expect(card).toBeVisible();
  await expect(pos.total("shipping")).toContainText("Da calcolare: scegli un indirizzo");
  await expect(pos.total("shipping")).not.toContainText("Gratis");

  // A click on the address's text, not on the small radio, chooses it.
  await card.getByText(street, { exact: false }).click();
  await expect(card.getByRole("radio")).toBeChecked();
  await expect.poll(async () => amountOf(await pos.total("shipping").textContent())).toBe(4);
  expect(await seriousViolations(page), "address cards").toEqual([]);
  // The keyboard moves between the cards as in any radio group.
  await card.getByRole("radio").press("ArrowDown");
  await expect(pos.pane().getByTestId("pos-address").filter({ hasText: "Corso Como 3" }).getByRole("radio")).toBeChecked();
});

test("a vendor's order page shows the vendor's share of the order", async ({ page, apiAs }) => {
  const api = await apiAs(vendor);
  const list = await api.ok<{ data: { id: number }[] }>("GET", "order/vendor-all?orderby=created_at&type=desc&page=1");
  const found = await api.ok<{ id: number; order: string; total_amount: number | string }>("GET", `order/find/${list.data[0].id}`);
  // The contract's decimals come as text: the share as a number.
  const share = Number(found.total_amount);
  expect(share).toBeGreaterThan(0);
  await signInAs(page, vendor);
  const detail = new DetailPageObject(page);
  await page.goto(urls.path(screens.orders.detail(found.id)));
  const amount = detail.field("Riepilogo", "Importo");
  await expect(amount).toContainText("la tua quota");
  expect(amountOf(await amount.textContent())).toBe(share);
});

test("the bell says since when it counts new orders and leads to today's orders", async ({ page, baseURL }) => {
  const { account, api } = await ownAdmin(page, baseURL!);
  // An order of today, placed before the new admin's first look: not "new" for the bell.
  const order = await sellAtTill(api, await createSaleProduct(api), 1);
  await signInAs(page, account);
  const tools = new ShellToolsObject(page);
  await tools.openBell();
  await expect(tools.bellMenu().getByTestId("bell-orders-since")).toContainText(/Conta gli ordini arrivati dopo il \d/);
  await tools.bellEntry("Ordini di oggi").click();
  const orders = new OrdersList(page);
  // The shop's day (Europe/Rome), as the orders list's day filter counts it.
  const today = shopToday().date;
  await orders.expectParam("start_time", today);
  await orders.expectParam("end_time", today);
  await expect(orders.orderLinks().filter({ hasText: `#${order.order}` })).toHaveCount(1);
});
