import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { openSignedIn, signInAs, useSession } from "./support/session";
import { superadmin, vendor } from "./support/accounts";
import { createRestrictedAdmin, ShopApi } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { languageEntries } from "./support/languages";
import { forgetSession, Shell } from "./support/pages";
import { openScreen } from "./support/security";
import { countOrders, createOrder, deliveredMails, OrderPage, OrdersList } from "./support/sales-orders";
import { urls } from "./support/urls";

/*
 * /orders and /orders/{id}: the list with its filters, sort and keys; an order moved to delivered,
 * paid, refunded and printed through the UI, checked on the server. Tests that change orders use
 * orders of their own (support/sales-orders.ts), so the demo orders other tests read stay as seeded.
 */

interface ApiPage<T> {
  data: T[];
  total: number;
}
interface ApiOrder {
  id: number;
  order: string;
  status: number;
  order_method: number;
  payment_done: number;
  cancellation: { refunded: number } | null;
}

const ORDER_QUERY = "orderby=created_at&type=desc&page=1";

test.describe("orders", () => {
  test("the list: the API's orders; a filter, a date range and a sort reach the URL and survive reload; j/k and Enter", async ({
    page,
    api,
  }) => {
    const all = await api.ok<ApiPage<ApiOrder>>("GET", `order/all?${ORDER_QUERY}`);
    const unpaid = await api.ok<ApiPage<ApiOrder>>("GET", `order/all?${ORDER_QUERY}&payment_status=unpaid`);
    const list = new OrdersList(page);
    await list.open();
    await expect(list.summary()).toContainText(all.total.toLocaleString("it-IT"));
    await expect(list.orderLinks().first()).toHaveText(`#${all.data[0].order}`);

    await list.flag("Non pagati").check();
    await list.expectParam("payment_status", "unpaid");
    await expect(list.summary()).toContainText(unpaid.total.toLocaleString("it-IT"));
    await expect(list.table().getByText("Pagato", { exact: true })).toHaveCount(0);

    await list.range("Periodo", "2020-01-01", "2099-12-31");
    await list.expectParam("start_time", "2020-01-01");
    await list.sortBy("Importo");
    await list.expectParam("orderby", "total_amount");
    await page.reload();
    await expect(list.flag("Non pagati")).toBeChecked();
    await expect(list.summary()).toContainText(unpaid.total.toLocaleString("it-IT"));
    await list.expectParam("orderby", "total_amount");

    // j j moves to the second row; Enter opens it.
    await list.orderLinks().first().waitFor();
    const second = await list.orderLinks().nth(1).textContent();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("j");
    await expect(list.orderLinks().first()).toBeFocused();
    await page.keyboard.press("j");
    await expect(list.orderLinks().nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    const order = new OrderPage(page);
    await expect(order.field("Riepilogo", "Ordine")).toHaveText(second!);
    // ] opens the next order of that list page, [ comes back (the buttons say which exist).
    await expect(order.action("Ordine successivo")).toBeEnabled();
    await page.keyboard.press("]");
    await expect(order.field("Riepilogo", "Ordine")).not.toHaveText(second!);
    await page.keyboard.press("[");
    await expect(order.field("Riepilogo", "Ordine")).toHaveText(second!);
  });

  test("an order goes to delivered step by step; the server has it, the outbox the e-mail, the timeline each step", async ({
    page,
    request,
    baseURL,
  }) => {
    const mine = createOrder({ status: 3 });
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const order = new OrderPage(page);
    await order.open(mine.id);
    await expect(order.section("Cliente")).toContainText(mine.customer.email);
    await expect(order.section("Cliente")).toContainText("Via Dante 7");

    await order.confirmAction("Segna come in viaggio", `Portare l'ordine #${mine.order} allo stato successivo?`);
    await order.expectToast(`Stato dell'ordine #${mine.order} aggiornato`);
    await order.confirmAction("Segna come consegnato", `Portare l'ordine #${mine.order} allo stato successivo?`);
    await expect(order.field("Riepilogo", "Stato di spedizione")).toHaveText("Consegnato");
    await expect(order.action("Segna come consegnato")).toHaveCount(0);

    expect((await api.ok<ApiOrder>("GET", `order/find/${mine.id}`)).status).toBe(5);
    expect(deliveredMails(mine.customer.email)).toBe(1);
    const steps = order.timeline().locator(".mantine-Timeline-item");
    await expect(steps.filter({ hasText: "Stato di spedizione" })).toHaveCount(2);
    await expect(steps.filter({ hasText: "In viaggio → Consegnato" })).toContainText("da ");
    await expect(steps.filter({ hasText: "E-mail di consegna inviata" })).toHaveCount(1);
    await forgetSession(page);
  });

  test("payment method and status change in place; a refund happens once; the server's refusal is shown", async ({
    page,
    request,
    baseURL,
  }) => {
    const cancelled = createOrder({ paid: true, method: 3, cancelled: "Taglia sbagliata" });
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const order = new OrderPage(page);
    await order.open(cancelled.id);
    await expect(page.getByTestId("order-cancelled")).toContainText("Taglia sbagliata");

    await order.confirmAction("Rimborsa", `Rimborsare 55,00 € per l'ordine #${cancelled.order}?`);
    await expect(page.getByTestId("order-refunded")).toBeVisible();
    await expect(order.action("Rimborsa")).toHaveCount(0);
    expect((await api.ok<ApiOrder>("GET", `order/find/${cancelled.id}`)).cancellation?.refunded).toBe(1);
    const again = await api.call("POST", `cancellation/refund/${cancelled.id}`);
    expect(again.message).not.toBe("Order refunded successfully");

    // A payment change asks first, from what to what; "Annulla" leaves the order as it was.
    await order.paymentSelect("Metodo di pagamento").selectOption({ label: "PayPal" });
    await expect(order.dialog()).toContainText(`Metodo di pagamento dell'ordine #${cancelled.order}: salvare la modifica?`);
    await expect(order.dialog()).toContainText("Da «Stripe» a «PayPal».");
    await order.dialog().getByRole("button", { name: "Annulla" }).click();
    await expect(order.dialog()).toBeHidden();
    await expect(order.paymentSelect("Metodo di pagamento")).toHaveValue("3");
    expect((await api.ok<ApiOrder>("GET", `order/find/${cancelled.id}`)).order_method).toBe(3);
    await order.changePayment("Metodo di pagamento", "PayPal");
    await order.expectToast(`Pagamento dell'ordine #${cancelled.order} aggiornato`);
    expect((await api.ok<ApiOrder>("GET", `order/find/${cancelled.id}`)).order_method).toBe(4);

    // The server refuses a refund of an order that is no longer paid: its message appears in the alert.
    const other = createOrder({ paid: true, method: 3, cancelled: "Arrivato tardi" });
    await order.open(other.id);
    await api.ok("POST", "order/payment-status", { id: other.id, payment_done: 0 });
    await order.confirmAction("Rimborsa", `Rimborsare 55,00 € per l'ordine #${other.order}?`);
    await expect(order.alert()).toContainText("L'ordine non è stato pagato.");
    await forgetSession(page);
  });

  test("issue 28.4: Annullati and Pagati show only the orders that are both, as many as the database has; Contrassegno then Pagati narrows", async ({
    page,
  }) => {
    createOrder({ paid: true, method: 3, cancelled: "Doppio ordine" });
    const list = new OrdersList(page);
    await list.open();
    await list.flag("Annullati").check();
    await list.flag("Pagati").check();
    // Whatever the URL's keys: the two boxes have reached it.
    await list.expectUrlHas("cancelled", "paid");
    // Other tests place orders meanwhile: the list and the count are read again until they agree.
    await list.expectTotal(() =>
      countOrders("cancelled = 1 and payment_done = 1 and id not in (select order_id from cancellations where refunded = 1)"),
    );
    await expect(list.orderLinks().first()).toBeVisible();
    const rows = list.table().locator("tbody tr");
    for (const row of await rows.all()) {
      await expect(row).toContainText("Annullato");
      await expect(row).toContainText("Pagato");
    }

    await list.clearFilters();
    await list.expectParam("cancelled", null);
    await list.flag("Contrassegno").check();
    await list.expectParam("payment_method", "2");
    await list.expectTotal(() => countOrders("order_method = 2"));
    await list.flag("Pagati").check();
    await list.expectParam("payment_status", "paid");
    await list.expectTotal(() =>
      countOrders("order_method = 2 and payment_done = 1 and id not in (select order_id from cancellations where refunded = 1)"),
    );
    // The shipping status is a filter of its own.
    await list.flag("Consegnato").check();
    await list.expectParam("status", "5");
    await list.expectTotal(() =>
      countOrders(
        "order_method = 2 and payment_done = 1 and status = 5 and id not in (select order_id from cancellations where refunded = 1)",
      ),
    );
    await forgetSession(page);
  });

  test("issue 28.4: against a backend without filters by kind, the boxes say they mean any of", async ({ page }) => {
    await page.route("**/api/admin/order/filters", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ message: "Not Found." }) }),
    );
    const list = new OrdersList(page);
    await list.open();
    const group = page.getByRole("group", { name: "Almeno uno tra" });
    await expect(group).toHaveAccessibleDescription(
      "Mostra gli ordini con almeno una delle voci spuntate (una qualsiasi, non tutte insieme).",
    );
    await list.flag("Annullati").check();
    await list.flag("Pagati").check();
    await list.expectParam("filter", "cancelled,paid");
    await list.expectTotal(() => countOrders("cancelled = 1 or payment_done = 1"));
    await expect(list.flag("Consegnato")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await forgetSession(page);
  });

  test("issue 28.5: the refund names its amount and the stock; the refunded order reads Rimborsato on its page and in the list; a cash order says why it has none", async ({
    page,
  }) => {
    const paid = createOrder({ paid: true, method: 3, cancelled: "Non serve più" });
    const order = new OrderPage(page);
    await order.open(paid.id);
    await order.action("Rimborsa").click();
    await expect(order.dialog()).toContainText(`Rimborsare 55,00 € per l'ordine #${paid.order}?`);
    await expect(order.dialog()).toContainText("Al cliente torna l'intero importo dell'ordine, 55,00 € (pagato con Stripe).");
    await expect(order.dialog()).toContainText("Il magazzino non cambia");
    await order.dialog().getByRole("button", { name: "Rimborsa", exact: true }).click();
    await expect(page.getByTestId("order-refunded")).toBeVisible();
    await expect(order.field("Pagamento", "Stato del pagamento")).toHaveText("Rimborsato");
    await expect(order.paymentSelect("Stato del pagamento")).toHaveCount(0);

    const list = new OrdersList(page);
    await list.open(`?q=${encodeURIComponent(paid.order)}`);
    await expect(list.row(`#${paid.order}`)).toContainText("Rimborsato");
    await expect(list.row(`#${paid.order}`).getByText("Pagato", { exact: true })).toHaveCount(0);
    await list.flag("Rimborsati").check();
    await expect(list.orderLinks()).toHaveText([`#${paid.order}`]);

    // Cancelled and paid, but in cash: no refund, and the page says why.
    const cash = createOrder({ paid: true, method: 2, cancelled: "Cambiato idea" });
    await order.open(cash.id);
    await expect(order.action("Rimborsa")).toHaveCount(0);
    await expect(page.getByTestId("order-no-refund")).toHaveText(
      "Nessun rimborso offerto: i pagamenti in contanti (in contrassegno o al banco) non si rimborsano dal pannello: l'importo si restituisce a mano.",
    );
    const unpaid = createOrder({ method: 3, cancelled: "Troppo caro" });
    await order.open(unpaid.id);
    await expect(page.getByTestId("order-no-refund")).toContainText("l'ordine non risulta pagato");
    await forgetSession(page);
  });

  test("the invoice is an A4 PDF named after the order; the list prints one per ticked order", async ({ page }) => {
    const first = createOrder({ paid: true });
    const second = createOrder();
    const order = new OrderPage(page);
    await order.open(first.id);
    const download = await order.downloadInvoice();
    expect(download.suggestedFilename()).toBe(`Invoice-${first.order}.pdf`);
    const pdf = readFileSync(await download.path()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(pdf).toContain(`/Title (Invoice-${first.order})`);

    const list = new OrdersList(page);
    await list.open(`?q=${encodeURIComponent("E2E-")}`);
    await list.tick(`#${first.order}`, `#${second.order}`);
    const files: string[] = [];
    page.on("download", (file) => files.push(file.suggestedFilename()));
    await list.bulkButton("Stampa fatture (2)").click();
    await expect(page.getByText("Fatture create: 2", { exact: true })).toBeVisible();
    // The second file's download event may come in a moment after the toast.
    await expect.poll(() => files.length).toBe(2);
    expect(files.sort()).toEqual([`Invoice-${first.order}.pdf`, `Invoice-${second.order}.pdf`].sort());
    await forgetSession(page);
  });

  test("bulk delete after confirmation", async ({ page }) => {
    const doomed = createOrder();
    const list = new OrdersList(page);
    await list.open(`?q=${encodeURIComponent(doomed.order)}`);
    await list.tick(`#${doomed.order}`);
    await list.bulkButton("Elimina selezionati (1)").click();
    await expect(page.getByRole("dialog")).toContainText("Eliminare");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Elimina/ })
      .click();
    await expect(list.row(`#${doomed.order}`)).toHaveCount(0);
    expect(withDatabase((db) => db.prepare("select id from orders where id = ?").get(doomed.id))).toBeUndefined();
    await forgetSession(page);
  });

  test("a vendor sees its own orders only, no admin controls, and the 403 page on another's order", async ({ page, apiAs, api: admin }) => {
    const vendorId = withDatabase((db) => (db.prepare("select id from admins where email = ?").get(vendor.email) as { id: number }).id);
    const own = createOrder({ vendorId, status: 2 });
    const others = createOrder();
    const api = await apiAs(vendor);
    const mine = await api.ok<ApiPage<ApiOrder>>("GET", `order/vendor-all?${ORDER_QUERY}`);
    await useSession(page, vendor);
    const list = new OrdersList(page);
    await list.open();
    await expect(list.summary()).toContainText(mine.total.toLocaleString("it-IT"));
    await list.searchFor(own.order);
    await expect(list.orderLinks()).toHaveText([`#${own.order}`]);
    await list.tick(`#${own.order}`);
    await expect(list.bulkButton(/^Elimina/)).toHaveCount(0);
    await expect(list.bulkButton("Stampa fatture (1)")).toBeVisible();

    const order = new OrderPage(page);
    await order.open(own.id);
    await expect(order.action("Segna come ritirato")).toHaveCount(0);
    await expect(order.paymentSelect("Metodo di pagamento")).toHaveCount(0);
    await expect(order.section("Totali")).toHaveCount(0);
    await expect(order.action("Stampa fattura")).toBeVisible();

    await page.goto(urls.path(`/orders/${others.id}`));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await forgetSession(page);

    const noOrders = await createRestrictedAdmin(admin, ["dashboard.view", "profile.view"]);
    await signInAs(page, noOrders);
    await expect(new Shell(page).sidebar().getByRole("link", { name: "Ordini" })).toHaveCount(0);
    await page.goto(urls.path("/orders"));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation: list with a row ticked, detail, confirmation", async ({ page }) => {
    const mine = createOrder({ status: 1, paid: true, cancelled: "Prova" });
    const list = new OrdersList(page);
    await list.open(`?q=${encodeURIComponent(mine.order)}`);
    await list.tick(`#${mine.order}`);
    expect(await seriousViolations(page)).toEqual([]);
    const order = new OrderPage(page);
    await order.open(mine.id);
    expect(await seriousViolations(page)).toEqual([]);
    await order.action("Rimborsa").click();
    await expect(order.dialog()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await forgetSession(page);
  });

  test("the four languages", async ({ page }) => {
    const mine = createOrder();
    await openSignedIn(page);
    const texts = {
      it: { list: "Ordini", amount: "Importo", summary: "Riepilogo", invoice: "Stampa fattura", next: "Segna come confermato" },
      en: { list: "Orders", amount: "Amount", summary: "Summary", invoice: "Print invoice", next: "Mark as confirmed" },
      fr: { list: "Commandes", amount: "Montant", summary: "Résumé", invoice: "Imprimer la facture", next: "Marquer comme confirmée" },
      de: { list: "Bestellungen", amount: "Betrag", summary: "Übersicht", invoice: "Rechnung drucken", next: "Als bestätigt markieren" },
    };
    // Each language chosen in the header, then the list and the order opened in the panel.
    for (const [language, text] of languageEntries(texts)) {
      await new Shell(page).chooseLanguage(language);
      await openScreen(page, "/orders", "navigate");
      await expect(new Shell(page).heading()).toHaveText(text.list);
      await expect(page.getByRole("columnheader", { name: text.amount })).toBeVisible();
      await openScreen(page, `/orders/${mine.id}`, "navigate");
      await expect(page.getByRole("region", { name: text.summary, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: text.invoice, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: text.next, exact: true })).toBeVisible();
    }
    await forgetSession(page);
  });
});
