import { forwardRef, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PosReceiptOrder } from "~/api/pos/orders";
import type { PosSetting } from "~/api/pos/settings";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { formatPrice } from "~/ui/inputs/price-input";
import { mediaUrl } from "~/ui/media";
import { useProofUrl } from "./use-proof-url";
import { cashierName, customerName, offlineDetails, paymentLabel, receiptLine, receiptTotals } from "./receipt-lines";

/*
 * The receipt itself (admin-screens §7.1 "Receipt popup"), as plain markup with its own inline
 * styles: the same nodes are shown in the modal and copied for printing (receipt-print.ts), where
 * the panel's styles do not apply. The shop's texts (header, address, footer) are plain text whose
 * line breaks are kept; nothing from the data is ever read as HTML.
 */

const sheet: CSSProperties = {
  boxSizing: "border-box",
  padding: "4mm 3mm",
  background: "#fff",
  color: "#000",
  font: "12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  overflowWrap: "anywhere",
};
const centred: CSSProperties = { textAlign: "center", whiteSpace: "pre-line", margin: "0 0 2mm" };
const rule: CSSProperties = { border: 0, borderTop: "1px dashed #000", margin: "2mm 0" };
const table: CSSProperties = { width: "100%", borderCollapse: "collapse" };
const cell: CSSProperties = { padding: "0.5mm 0", verticalAlign: "top", textAlign: "left", fontWeight: 400 };
const amount: CSSProperties = { ...cell, textAlign: "right", whiteSpace: "nowrap", paddingLeft: "2mm" };
const small: CSSProperties = { fontSize: "11px" };

function Row({ label, value, strong, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  const weight = strong ? { fontWeight: 700, fontSize: "14px" } : {};
  return (
    <tr data-testid={testId}>
      <th scope="row" style={{ ...cell, ...weight }}>
        {label}
      </th>
      <td style={{ ...amount, ...weight }}>{value}</td>
    </tr>
  );
}

export interface ReceiptDocumentProps {
  order: PosReceiptOrder;
  /** The receipt setting (logo, texts, width), or null for a plain receipt. */
  setting: PosSetting | null;
  /** The paper width, a CSS length (`80mm`). */
  width: string;
}

export const ReceiptDocument = forwardRef<HTMLElement, ReceiptDocumentProps>(function ReceiptDocument({ order, setting, width }, ref) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  const money = (value: number) => formatPrice(value, language);
  const totals = receiptTotals(order);
  const offline = offlineDetails(order);
  const logo = setting?.image ? mediaUrl(setting.image) : null;
  const proof = useProofUrl(order.pos_order?.id, offline?.proof);
  const cashier = cashierName(order);
  return (
    <article ref={ref} aria-label={t("pos.receipt.title")} data-testid="pos-receipt" data-width={width} style={{ ...sheet, width }}>
      {logo ? (
        <div style={{ textAlign: "center", marginBottom: "2mm" }}>
          <img src={logo} alt={t("pos.receipt.logo")} data-testid="pos-receipt-logo" style={{ maxWidth: "60%", maxHeight: "25mm" }} />
        </div>
      ) : null}
      {setting?.header_text ? (
        <p style={{ ...centred, fontWeight: 700 }} data-testid="pos-receipt-header">
          {setting.header_text}
        </p>
      ) : null}
      {setting?.address ? (
        <p style={centred} data-testid="pos-receipt-address">
          {setting.address}
        </p>
      ) : null}
      <hr style={rule} />
      <table style={table}>
        <tbody>
          <Row label={t("pos.receipt.date")} value={formatDate(order.created_at, language, "dateTime")} />
          <Row label={t("pos.receipt.order")} value={`#${order.order}`} testId="pos-receipt-order" />
          <Row label={t("pos.receipt.payment")} value={t(paymentLabel(order.pos_order?.payment_method))} testId="pos-receipt-payment" />
          {offline?.method ? <Row label={t("pos.receipt.offlineMethod")} value={offline.method} /> : null}
          {offline?.transaction ? <Row label={t("pos.receipt.transaction")} value={offline.transaction} /> : null}
          {proof ? (
            <Row
              label={t("pos.receipt.proof")}
              value={
                <a href={proof} target="_blank" rel="noreferrer" style={{ color: "#000" }}>
                  {t("pos.receipt.viewProof")}
                </a>
              }
            />
          ) : null}
          {cashier ? <Row label={t("pos.receipt.cashier")} value={cashier} testId="pos-receipt-cashier" /> : null}
          <Row label={t("pos.receipt.customer")} value={customerName(order) ?? t("pos.walkIn")} testId="pos-receipt-customer" />
        </tbody>
      </table>
      <hr style={rule} />
      <table style={table} aria-label={t("pos.receipt.items")} data-testid="pos-receipt-lines">
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, fontWeight: 700 }}>
              {t("pos.receipt.item")}
            </th>
            <th scope="col" style={{ ...amount, fontWeight: 700 }}>
              {t("pos.receipt.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.ordered_products.map(receiptLine).map((line) => (
            <tr key={line.id} data-testid="pos-receipt-line">
              <td style={cell}>
                <div>{line.title}</div>
                {line.variant ? <div style={small}>{line.variant}</div> : null}
                <div style={small} data-testid="pos-receipt-line-quantity">
                  {t("pos.receipt.quantityTimesUnit", { quantity: line.quantity, unit: money(line.unit) })}
                  {line.free > 0 ? ` ${t("pos.receipt.free", { count: line.free })}` : ""}
                </div>
              </td>
              <td style={amount} data-testid="pos-receipt-line-total">
                {money(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr style={rule} />
      <table style={table}>
        <tbody>
          <Row label={t("pos.receipt.subtotal", { count: totals.items })} value={money(totals.subtotal)} testId="pos-receipt-subtotal" />
          <Row
            label={t("pos.receipt.shipping")}
            value={totals.shipping > 0 ? money(totals.shipping) : t("pos.receipt.freeShipping")}
            testId="pos-receipt-shipping"
          />
          {totals.bundle > 0 ? <Row label={t("pos.receipt.bundle")} value={`− ${money(totals.bundle)}`} /> : null}
          {totals.voucher > 0 ? (
            <Row
              label={totals.voucherCode ? t("pos.receipt.voucherCode", { code: totals.voucherCode }) : t("pos.receipt.voucher")}
              value={`− ${money(totals.voucher)}`}
              testId="pos-receipt-voucher"
            />
          ) : null}
          <Row label={t("pos.receipt.tax")} value={money(totals.tax)} testId="pos-receipt-tax" />
          <Row label={t("pos.receipt.total")} value={money(totals.total)} strong testId="pos-receipt-total" />
        </tbody>
      </table>
      {setting?.footer_text ? (
        <>
          <hr style={rule} />
          <p style={{ ...centred, margin: 0 }} data-testid="pos-receipt-footer">
            {setting.footer_text}
          </p>
        </>
      ) : null}
    </article>
  );
});
