import { readFileSync } from "node:fs";
import { type Download, expect, type Locator } from "@playwright/test";
import type { ShopApi } from "./api";
import type { ListPageObject } from "./list-page";
import { pdfText } from "./pdf-text";
import { createCustomer, type Customer } from "./pos-manager";

/*
 * What the order screens say of an order's payment and delivery, read the same way on each: a list
 * cell under its column's header, the invoice PDF's text; and a customer of the
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
 * What an invoice PDF says of the payment and delivery, read from its text (the invoice is a text PDF):
 * the method line, the paid state and the delivery line, as `shown` expects them.
 */
export async function expectInvoiceSays(download: Download, shown: Shown) {
  const text = pdfText(readFileSync(await download.path()));
  expect(text, "the invoice's payment method").toContain(shown.method);
  expect(text, "the invoice's payment state").toContain(shown.payment);
  expect(text, "the invoice's delivery").toContain(`Consegna: ${shown.delivery}`);
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
