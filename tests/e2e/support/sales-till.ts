import { expect, type Locator, type Page } from "@playwright/test";
import type { ShopApi } from "./api";
import type { ListPageObject } from "./list-page";
import { createCustomer, type Customer } from "./pos-manager";

/*
 * What the order screens say of an order's payment and delivery, read the same way on each: a list
 * cell under its column's header, the invoice as it is laid out for the PDF; and a customer of the
 * test's own to sell to.
 */

/** What one screen says of an order. */
export interface Shown {
  method: string;
  payment: string;
  delivery: string;
}

/** The cell of the row holding `rowText`, under the column whose header starts with `header`. */
export async function cell(list: ListPageObject, rowText: string, header: string): Promise<Locator> {
  await expect(list.row(rowText)).toBeVisible();
  const headers = (await list.table().locator("thead th").allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  if (index === -1) throw new Error(`no column "${header}" among ${JSON.stringify(headers)}`);
  return list.row(rowText).locator("td").nth(index);
}

/** Checks a list row's method, payment and delivery cells, found by the list's own column titles. */
export async function expectRow(
  list: ListPageObject,
  rowText: string,
  columns: { method: string; payment: string; delivery: string },
  shown: Shown,
) {
  await expect(await cell(list, rowText, columns.method), `${rowText}: method`).toHaveText(shown.method);
  await expect(await cell(list, rowText, columns.payment), `${rowText}: payment`).toHaveText(shown.payment);
  await expect(await cell(list, rowText, columns.delivery), `${rowText}: delivery`).toHaveText(shown.delivery);
}

/**
 * Records each invoice the page lays out for its PDF (it is removed once exported): its order number
 * and what it says of the payment and delivery.
 */
export async function recordInvoices(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, string>[] = [];
    (window as unknown as { __invoices: typeof seen }).__invoices = seen;
    new MutationObserver(() => {
      for (const doc of document.querySelectorAll<HTMLElement>("[data-invoice-document]:not([data-recorded])")) {
        doc.setAttribute("data-recorded", "");
        const part = (name: string) => doc.querySelector(`[data-invoice="${name}"]`)?.textContent ?? "";
        seen.push({
          order: doc.getAttribute("data-invoice-document") ?? "",
          method: part("method"),
          payment: part("payment"),
          delivery: part("delivery"),
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What the invoice of `order` said (the last one laid out), once it was. */
export async function invoiceOf(page: Page, order: string): Promise<Shown> {
  const read = () =>
    page.evaluate(
      (number) =>
        (window as unknown as { __invoices: Record<string, string>[] }).__invoices.filter((i) => i.order === number).pop() ?? null,
      order,
    );
  await expect.poll(read).not.toBeNull();
  const found = (await read())!;
  return { method: found.method, payment: found.payment, delivery: found.delivery };
}

/** A registered customer with an address to ship to, made through the API. */
export async function customerWithAddress(api: ShopApi): Promise<Customer & { addressId: number }> {
  const customer = await createCustomer(api);
  const address = await api.ok<{ id: number }>("POST", "user/address/action", {
    user_id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: "+39 02 7654321",
    country: "IT",
    city: "Milano",
    zip: "20121",
    address_1: "Via Manzoni 3",
  });
  return { ...customer, addressId: address.id };
}
