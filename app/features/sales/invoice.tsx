import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import type { CSSProperties, ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { orderApi, type Order } from "~/api/sales/orders";
import { formatDate } from "~/i18n/dates";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { getProfile } from "~/session/session-store";
import { formatPrice } from "~/ui/inputs/price-input";
import { mediaUrl } from "~/ui/media";
import { exportPdf } from "~/ui/pdf-export";
import { deliveryLabel, methodText, orderPayment, paidLabel } from "./order-payment";
import { addressText, customerOf, lineTotal, unitPrice, variantText } from "./order-lines";

/*
 * The invoice of admin-screens §6.3 as an A4 PDF named `Invoice-{order}`: the shop's logo, address
 * and contacts, the order's number, date and amount, where it ships and how it is paid, its lines
 * and totals, and a closing note. It is laid out as plain HTML at the export width (800 px) off
 * screen, rendered to a picture by the spec's PDF export, then removed.
 */

const text = (key: TranslationKey, vars: TranslationVars = {}) => String(i18next.t(key, vars));
const money = (value: number) => formatPrice(value, i18next.language);

const cell: CSSProperties = { padding: "6px 8px", borderBottom: "1px solid #ddd", textAlign: "left", verticalAlign: "top" };
const right: CSSProperties = { ...cell, textAlign: "right", whiteSpace: "nowrap" };

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <tr style={strong ? { fontWeight: 700 } : undefined}>
      <td style={{ padding: "3px 8px" }}>{label}</td>
      <td style={{ padding: "3px 8px", textAlign: "right", whiteSpace: "nowrap" }}>{value}</td>
    </tr>
  );
}

/** The shop's name, logo and contacts, from the signed-in profile. */
function shopHeader() {
  const profile = getProfile();
  const setting = (profile?.setting ?? {}) as Record<string, string | null | undefined>;
  const site = (profile?.site_setting ?? {}) as Record<string, string | null | undefined>;
  const place = [setting.zip, setting.city].filter(Boolean).join(" ");
  return {
    name: site.site_name ?? "",
    logo: site.header_logo ? mediaUrl(site.header_logo) : null,
    address: [setting.address_1, setting.address_2, place, setting.state, setting.country].filter(Boolean).join(", "),
    contact: [setting.phone, setting.email].filter(Boolean).join(" · "),
  };
}

export function InvoiceDocument({ order }: { order: Order }) {
  const language = isLanguage(i18next.language) ? i18next.language : "it";
  const shop = shopHeader();
  const totals = order.calculated;
  const customer = order.address;
  const payment = orderPayment(order);
  return (
    <div
      data-invoice-document={order.order}
      style={{ width: 800, padding: 40, boxSizing: "border-box", background: "#fff", color: "#111", font: "14px/1.45 sans-serif" }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", gap: 24 }}>
        <div>
          {shop.logo ? <img src={shop.logo} alt={shop.name} crossOrigin="anonymous" style={{ maxHeight: 56, maxWidth: 240 }} /> : null}
          <div style={{ fontWeight: 700, fontSize: 16, marginTop: 8 }}>{shop.name}</div>
          <div>{shop.address}</div>
          <div>{shop.contact}</div>
        </div>
        <div style={{ textAlign: "right" }}>
          <div style={{ fontSize: 28, fontWeight: 700 }}>{text("sales.orders.invoice.title")}</div>
          <div>{text("sales.orders.invoice.number", { order: order.order })}</div>
          <div>{text("sales.orders.invoice.date", { date: formatDate(order.created_at, language, "date") })}</div>
          <div>{text("sales.orders.invoice.amount", { amount: money(totals.total_price) })}</div>
        </div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 24, marginTop: 28 }}>
        <div>
          <div style={{ fontWeight: 700 }}>{text(payment.counter ? "sales.orders.fields.customer" : "sales.orders.invoice.shipTo")}</div>
          <div>{customerOf(order)}</div>
          {customer ? <div>{addressText(customer)}</div> : null}
          <div>{[customer?.phone, customer?.email ?? order.user?.email ?? order.guest_user?.email].filter(Boolean).join(" · ")}</div>
        </div>
        <div style={{ textAlign: "right" }}>
          <div style={{ fontWeight: 700 }}>{text("sales.orders.fields.method")}</div>
          <div data-invoice="method">{methodText(payment, text)}</div>
          {payment.transaction ? <div>{text("sales.orders.invoice.transaction", { id: payment.transaction })}</div> : null}
          <div data-invoice="payment">{text(paidLabel(payment))}</div>
          <div style={{ fontWeight: 700, marginTop: 8 }}>{text("sales.orders.fields.delivery")}</div>
          <div data-invoice="delivery">{text(deliveryLabel(payment))}</div>
        </div>
      </div>
      <table style={{ width: "100%", borderCollapse: "collapse", marginTop: 28 }}>
        <thead>
          <tr style={{ background: "#f1f3f5" }}>
            <th style={cell}>{text("sales.orders.items.product")}</th>
            <th style={right}>{text("sales.orders.items.shipping")}</th>
            <th style={right}>{text("sales.orders.items.quantity")}</th>
            <th style={right}>{text("sales.orders.items.price")}</th>
            <th style={right}>{text("sales.orders.items.total")}</th>
          </tr>
        </thead>
        <tbody>
          {order.ordered_products.map((line) => (
            <tr key={line.id}>
              <td style={cell}>
                <div>{line.product.title}</div>
                <div style={{ color: "#555", fontSize: 12 }}>{variantText(line)}</div>
              </td>
              <td style={right}>{money(line.shipping_price)}</td>
              <td style={right}>{line.quantity}</td>
              <td style={right}>{money(unitPrice(line))}</td>
              <td style={right}>{money(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ marginLeft: "auto", marginTop: 16, borderCollapse: "collapse", minWidth: 300 }}>
        <tbody>
          <Row label={text("sales.orders.totals.subtotal")} value={money(totals.subtotal - totals.offered_discount)} />
          <Row
            label={text("sales.orders.totals.shipping")}
            value={totals.shipping_price ? money(totals.shipping_price) : text("sales.orders.totals.free")}
          />
          <Row label={text("sales.orders.totals.bundle")} value={`− ${money(totals.bundle_offer)}`} />
          <Row label={text("sales.orders.totals.voucher")} value={`− ${money(totals.voucher_price)}`} />
          <Row label={text("sales.orders.totals.tax")} value={money(totals.tax)} />
          <Row label={text("sales.orders.totals.total")} value={money(totals.total_price)} strong />
        </tbody>
      </table>
      <div style={{ marginTop: 36, borderTop: "1px solid #ddd", paddingTop: 12 }}>
        <div style={{ fontWeight: 700 }}>{text("sales.orders.invoice.notes")}</div>
        <div>{text("sales.orders.invoice.notesText", { contact: shop.contact || shop.name })}</div>
      </div>
    </div>
  );
}

/** Lays the invoice out off screen until its images are in, exports it, and removes it. */
async function exportInvoice(order: Order, onProgress: (percent: number) => void): Promise<void> {
  const host = document.createElement("div");
  host.setAttribute("aria-hidden", "true");
  host.style.cssText = "position:fixed;left:-10000px;top:0;";
  document.body.appendChild(host);
  const root = createRoot(host);
  try {
    flushSync(() => root.render(<InvoiceDocument order={order} />));
    const loading = [...host.querySelectorAll("img")].filter((img) => !img.complete);
    // A logo that fails to load is left out of the picture, not waited for.
    await Promise.all(
      loading.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener("load", done, { once: true });
            img.addEventListener("error", done, { once: true });
          }),
      ),
    );
    const page = host.firstElementChild;
    if (!(page instanceof HTMLElement)) return;
    const name = `Invoice-${order.order}`;
    await exportPdf(page, { filename: `${name}.pdf`, title: name }, onProgress);
  } finally {
    root.unmount();
    host.remove();
  }
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
