import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import type { Profile } from "~/api/auth";
import { orderApi, type Order } from "~/api/sales/orders";
import { formatDate } from "~/i18n/dates";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { getProfile } from "~/session/session-store";
import { formatPrice } from "~/ui/inputs/price-input";
import { mediaUrl } from "~/ui/media";
import { exportTextPdf, jpegOf } from "~/ui/pdf-document";
import { drawInvoice, LOGO_BOX, type InvoiceContent } from "./invoice-layout";
import { deliveryLabel, methodText, orderPayment, paidLabel } from "./order-payment";
import { addressText, customerOf, lineTotal, unitPrice, variantText } from "./order-lines";

/*
 * The invoice of admin-screens §6.3 as an A4 PDF named `Invoice-{order}`, written as text (it can be
 * selected and searched): the shop's logo, legal name, address, contacts and VAT number from the
 * settings; the invoice's own number (the reference server's `order/invoice/{id}` issues it once per
 * order; without that route the order's number stands in), the order's number, date and amount;
 * where it ships and how it is paid, its lines and totals, and a closing note. The words are made
 * here, the page in invoice-layout.ts, the PDF by the spec's export (ui/pdf-document.ts).
 */

const text = (key: TranslationKey, vars: TranslationVars = {}) => String(i18next.t(key, vars));
const money = (value: number) => formatPrice(value, i18next.language);

type Fields = Record<string, string | null | undefined>;

/** The seller as the settings name it: site name, address, contacts, VAT number (blank parts left out). */
export function shopLegal(profile: Pick<Profile, "setting" | "site_setting"> | null) {
  const setting = (profile?.setting ?? {}) as Fields;
  const site = (profile?.site_setting ?? {}) as Fields;
  return {
    name: site.site_name ?? "",
    logo: site.header_logo ? mediaUrl(site.header_logo) : null,
    address: addressText(setting),
    contact: [setting.phone, setting.email].filter(Boolean).join(" · "),
    vat: setting.vat_number?.trim() ?? "",
  };
}

/** Everything the invoice says, in the panel's language. `number` is the invoice number, or null for none. */
export function invoiceContent(order: Order, shop: ReturnType<typeof shopLegal>, number: string | null): InvoiceContent {
  const language = isLanguage(i18next.language) ? i18next.language : "it";
  const totals = order.calculated;
  const customer = order.address;
  const payment = orderPayment(order);
  return {
    seller: {
      name: shop.name,
      lines: [shop.address, shop.contact, shop.vat ? text("sales.orders.invoice.vat", { vat: shop.vat }) : ""].filter(Boolean),
    },
    title: text("sales.orders.invoice.title"),
    facts: [
      number ? text("sales.orders.invoice.invoiceNumber", { number }) : "",
      text("sales.orders.invoice.number", { order: order.order }),
      text("sales.orders.invoice.date", { date: formatDate(order.created_at, language, "date") }),
      text("sales.orders.invoice.amount", { amount: money(totals.total_price) }),
    ].filter(Boolean),
    shipTo: {
      // A till sale handed over at the counter was not shipped anywhere: its customer, not a ship-to.
      heading: text(payment.counter ? "sales.orders.fields.customer" : "sales.orders.invoice.shipTo"),
      lines: [
        customerOf(order),
        customer ? addressText(customer) : "",
        [customer?.phone, customer?.email ?? order.user?.email ?? order.guest_user?.email].filter(Boolean).join(" · "),
      ].filter(Boolean),
    },
    // As every orders screen says it (order-payment.ts): a till sale's own method and reference.
    payment: {
      heading: text("sales.orders.fields.method"),
      lines: [
        methodText(payment, text),
        payment.transaction ? text("sales.orders.invoice.transaction", { id: payment.transaction }) : "",
        text(paidLabel(payment)),
        `${text("sales.orders.fields.delivery")}: ${text(deliveryLabel(payment))}`,
      ].filter(Boolean),
    },
    columns: [
      text("sales.orders.items.product"),
      text("sales.orders.items.shipping"),
      text("sales.orders.items.quantity"),
      text("sales.orders.items.price"),
      text("sales.orders.items.total"),
    ],
    lines: order.ordered_products.map((line) => ({
      title: line.product.title,
      detail: variantText(line),
      cells: [money(line.shipping_price), String(line.quantity), money(unitPrice(line)), money(lineTotal(line))],
    })),
    totals: [
      { label: text("sales.orders.totals.subtotal"), value: money(totals.subtotal - totals.offered_discount) },
      {
        label: text("sales.orders.totals.shipping"),
        value: totals.shipping_price ? money(totals.shipping_price) : text("sales.orders.totals.free"),
      },
      { label: text("sales.orders.totals.bundle"), value: `− ${money(totals.bundle_offer)}` },
      { label: text("sales.orders.totals.voucher"), value: `− ${money(totals.voucher_price)}` },
      { label: text("sales.orders.totals.tax"), value: money(totals.tax) },
      { label: text("sales.orders.totals.total"), value: money(totals.total_price), strong: true },
    ],
    notes: {
      heading: text("sales.orders.invoice.notes"),
      text: text("sales.orders.invoice.notesText", { contact: shop.contact || shop.name }),
    },
  };
}

/** Gets the order's invoice number, draws the invoice and saves it as `Invoice-{order}.pdf`. */
async function exportInvoice(order: Order, onProgress: (percent: number) => void): Promise<void> {
  const shop = shopLegal(getProfile());
  const [number, logo] = await Promise.all([
    orderApi.invoiceNumber(order.id),
    shop.logo ? jpegOf(shop.logo, LOGO_BOX.width, LOGO_BOX.height) : Promise.resolve(null),
  ]);
  const content = invoiceContent(order, shop, number);
  const name = `Invoice-${order.order}`;
  await exportTextPdf((canvas) => drawInvoice(canvas, content, logo), { filename: `${name}.pdf`, title: name }, onProgress);
}

/**
 * One PDF per order, one after the other, with the progress in a notification that stays until the
 * last is saved (a failure says which order it stopped at and is thrown on to the caller).
 */
export async function printInvoices(ids: readonly (number | string)[]): Promise<void> {
  const id = `invoices-${Date.now()}`;
  const progress = (done: number, percent: number) =>
    text("sales.orders.invoice.progress", { current: Math.min(done + 1, ids.length), count: ids.length, percent });
  notifications.show({ id, loading: true, autoClose: false, withCloseButton: false, message: progress(0, 0) });
  try {
    for (const [index, orderId] of ids.entries()) {
      const order = await orderApi.find(orderId);
      await exportInvoice(order, (percent) => notifications.update({ id, message: progress(index, percent) }));
    }
  } finally {
    notifications.hide(id);
  }
}

/** The detail page's invoice: the order it already holds. */
export async function printInvoice(order: Order, onProgress: (percent: number) => void): Promise<void> {
  await exportInvoice(order, onProgress);
}
