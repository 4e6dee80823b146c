import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { superadmin } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { createSaleProduct, ownAdmin, ownTillSale, PosOrdersPage, sellAtTill } from "./support/pos-records";
import { createOrder, OrderPage, OrdersList } from "./support/sales-orders";
import { cell, customerWithAddress, expectInvoiceSays, expectRow, type Shown } from "./support/sales-till";
import { SubListsPageObject } from "./support/sub-lists-page";
import { screens, urls } from "./support/urls";

/*
 * Till sales in Orders (issue 28, item 1): a sale made at the till reads on every screen that shows
 * orders as the till recorded it: how it was paid, whether it is paid, and that it was handed over
 * at the counter when nothing was shipped. Sales are made through the POS API by an admin of the
 * test's own; website orders are written as the storefront places them (support/sales-orders.ts).
 */

/** The order page's three facts, read as the manager reads them. */
async function expectOrderPage(order: OrderPage, id: number, shown: Shown) {
  await order.open(id);
  await expect(order.paymentMethod(), `order ${id}: method`).toHaveText(shown.method);
  await expect(order.paymentState(), `order ${id}: payment`).toHaveText(shown.payment);
  await expect(order.field("Riepilogo", "Consegna"), `order ${id}: delivery`).toHaveText(shown.delivery);
}

test.describe("till sales in Orders", () => {
  // A wide screen: the lists show every column these tests compare (narrower, the payment method
  // and the delivery make room for the key columns and wait in the column chooser).
  test.use({ viewport: { width: 1920, height: 1080 } });
  test("a cash sale at the till is a paid cash order, delivered at the counter, in Orders, on its page and on its invoice", async ({
    page,
    request,
    baseURL,
  }) => {
    const { account, product, sale } = await ownTillSale(request, baseURL!, superadmin, { quantity: 1 });
    await signInAs(page, account);

    // The manager looks the sale up in Orders.
    const list = new OrdersList(page);
    await list.open(`?q=${sale.order}`);
    const row = `#${sale.order}`;
    await expectRow(
      list,
      row,
      { method: "Metodo di pagamento", payment: "Stato del pagamento", delivery: "Consegna" },
      { method: "Contanti", payment: "Pagato", delivery: "Al banco" },
    );
    await expect(await cell(list, row, "Stato di spedizione")).toHaveText("Consegnato");

    // Its page: cash, paid, handed over at the counter; no shipping step is left to take.
    await list.row(row).getByRole("link", { name: row }).click();
    const order = new OrderPage(page);
    await expect(order.section("Riepilogo")).toBeVisible();
    await expect(order.paymentMethod()).toHaveText("Contanti");
    await expect(order.paymentState()).toHaveText("Pagato");
    await expect(order.field("Riepilogo", "Consegna")).toHaveText("Al banco");
    await expect(order.field("Riepilogo", "Stato di spedizione")).toHaveText("Consegnato");
    await expect(order.line("Articoli", product.title)).toContainText("Al banco");
    await expect(page.getByTestId("order-handed-over")).toBeVisible();
    await expect(order.action("Segna come confermato")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The invoice says the same.
    await expectInvoiceSays(await order.downloadInvoice(), { method: "Contanti", payment: "Pagato", delivery: "Al banco" });
  });

  test("one order of each kind says the same payment method, payment and delivery on the orders list, its page, its invoice, the POS orders and the customer's orders", async ({
    page,
    request,
    baseURL,
  }) => {
    const { account, api } = await ownAdmin(request, baseURL!, superadmin);
    const customer = await customerWithAddress(api);
    const product = await createSaleProduct(api, 10);
    const buyer = { user_id: customer.id };
    const card = createOrder({ method: 3, paid: true, customer });
    const cod = createOrder({ method: 2, paid: false, customer });
    const cash = await sellAtTill(api, product, 1, { ...buyer, payment_method: 1 });
    const offline = await sellAtTill(api, product, 1, {
      ...buyer,
      payment_method: 3,
      offline_payment_method: "Carta (terminale POS)",
      offline_trans_id: "POS-7781",
    });
    const shipped = await sellAtTill(api, product, 1, { ...buyer, payment_method: 2, user_address_id: customer.addressId });

    const kinds: { id: number; order: string; till: boolean; shown: Shown }[] = [
      { ...card, till: false, shown: { method: "Stripe", payment: "Pagato", delivery: "Con spedizione" } },
      { ...cod, till: false, shown: { method: "Contrassegno", payment: "Non pagato", delivery: "Con spedizione" } },
      { ...cash, till: true, shown: { method: "Contanti", payment: "Pagato", delivery: "Al banco" } },
      {
        ...offline,
        till: true,
        shown: { method: "Pagamento offline: Carta (terminale POS)", payment: "Pagato", delivery: "Al banco" },
      },
      { ...shipped, till: true, shown: { method: "Contrassegno", payment: "Non pagato", delivery: "Con spedizione" } },
    ];
    await signInAs(page, account);

    // The orders list, the customer's five orders found by the customer's e-mail.
    const list = new OrdersList(page);
    await list.open(`?q=${encodeURIComponent(customer.email)}`);
    for (const kind of kinds) {
      await expectRow(
        list,
        `#${kind.order}`,
        { method: "Metodo di pagamento", payment: "Stato del pagamento", delivery: "Consegna" },
        kind.shown,
      );
    }

    // Each order's page and its invoice.
    const order = new OrderPage(page);
    for (const kind of kinds) {
      await expectOrderPage(order, kind.id, kind.shown);
      await expectInvoiceSays(await order.downloadInvoice(), kind.shown);
    }
    // The offline payment's reference is on its page.
    await order.open(offline.id);
    await expect(order.field("Riepilogo", "ID transazione")).toHaveText("POS-7781");

    // The POS orders: the three till sales.
    const posOrders = new PosOrdersPage(page);
    await posOrders.open();
    for (const kind of kinds.filter((k) => k.till)) {
      await expectRow(
        posOrders,
        `#${kind.order}`,
        { method: "Pagamento", payment: "Stato del pagamento", delivery: "Consegna" },
        kind.shown,
      );
    }

    // The customer's orders tab.
    await page.goto(urls.path(`${screens.registeredUsers.detail(customer.id)}?tab=orders`));
    const customerPage = new SubListsPageObject(page);
    await customerPage.expectOpen("Ordini");
    for (const kind of kinds) {
      await expectRow(
        customerPage.list,
        kind.order,
        { method: "Metodo di pagamento", payment: "Pagamento", delivery: "Consegna" },
        kind.shown,
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
