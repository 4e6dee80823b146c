import { Button, Text } from "@mantine/core";
import { IconArrowBackUp, IconFileInvoice, IconTruckDelivery } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BANK_PAYMENT, CASH_ON_DELIVERY, DELIVERED, orderApi, type Order, type OrderLine } from "~/api/sales/orders";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { urls } from "~/shell/urls";
import { formText, type DetailActionHandler } from "~/ui/detail-page/action";
import { ConfirmButton } from "~/ui/detail-page/action-buttons";
import type { DetailContext, DetailDescription } from "~/ui/detail-page/description";
import { fieldsSection, tableSection } from "~/ui/detail-page/sections";
import { toastError } from "~/ui/feedback/toast";
import { TitleCell } from "~/ui/list-page/cells";
import { ADVANCE_LABELS, StatusBadge } from "./order-codes";
import { lineTotal, unitPrice, variantText } from "./order-lines";
import { OrderNeighbours } from "./order-keys";
import { CustomerBlock, OrderProgress, OrderTimeline, PaymentMethodField, PaymentStatusField, type OrderPage } from "./order-sections";
import { printInvoice } from "./invoice";
import { Money } from "./money";

/*
 * /orders/{id} (admin-screens §6.3): the order's progress, summary, customer, lines, totals and
 * timeline; for the shop's admins the controls that move it on (next shipping status, payment
 * status and method, refund). A vendor sees its own lines only, no totals and no controls; the
 * server enforces the same.
 */

/** The order can move one step on: not cancelled, not delivered yet. */
const nextStatus = (order: Order) => (order.cancelled === 1 || order.status >= DELIVERED ? null : order.status + 1);

/** A refund applies to a cancelled, paid order not paid in cash, once. */
const refundable = (order: Order) =>
  order.cancelled === 1 &&
  order.cancellation != null &&
  order.cancellation.refunded !== 1 &&
  order.payment_done === 1 &&
  order.order_method !== CASH_ON_DELIVERY;

function AdvanceButton({ page, context }: { page: OrderPage; context: DetailContext }) {
  const next = nextStatus(page.order);
  if (page.vendor || next === null) return null;
  return (
    <ConfirmButton
      action={{
        kind: "confirm",
        intent: "advance",
        values: { status: String(next) },
        label: ADVANCE_LABELS[next] ?? "sales.orders.advance.confirmed",
        icon: IconTruckDelivery,
        done: "sales.orders.advanced",
        confirm: {
          title: "sales.orders.advanceConfirm",
          message: next === DELIVERED ? "sales.orders.deliverWarning" : "sales.orders.advanceWarning",
        },
      }}
      vars={context.vars}
      report={context.report}
    />
  );
}

function RefundButton({ page, context }: { page: OrderPage; context: DetailContext }) {
  if (page.vendor || !refundable(page.order)) return null;
  return (
    <ConfirmButton
      action={{
        kind: "confirm",
        intent: "refund",
        label: "sales.orders.refund",
        icon: IconArrowBackUp,
        color: "red",
        done: "sales.orders.refunded",
        confirm: { title: "sales.orders.refundConfirm", message: "sales.orders.refundWarning", danger: true },
      }}
      vars={context.vars}
      report={context.report}
    />
  );
}

/** The A4 invoice, with the export's progress on the button. */
function InvoiceButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const start = async () => {
    setProgress(0);
    try {
      await printInvoice(order, setProgress);
    } catch {
      toastError(t("sales.orders.invoice.failed"));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Button variant="default" leftSection={<IconFileInvoice size={16} aria-hidden="true" />} loading={progress !== null} onClick={start}>
      {t("sales.orders.printInvoice")}
      {progress !== null ? <Text span size="xs" ml={6}>{`${progress} %`}</Text> : null}
    </Button>
  );
}

/** A vendor's amount: its share of the order, which the server answers as the order's `total_amount` for a vendor. */
function VendorShare({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <Money value={order.total_amount} strong />{" "}
      <Text span size="sm" c="dimmed">
        ({t("sales.orders.yourShare")})
      </Text>
    </>
  );
}

function OrderDate({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  return <>{formatDate(value, isLanguage(i18n.language) ? i18n.language : "it")}</>;
}

/** Where the line goes: delivered to the customer's place or picked up. */
function ShipTo({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const place = line.shipping_place;
  const where = [place?.state, place?.country].filter(Boolean).join(", ");
  return (
    <>
      {t(line.shipping_type === 2 ? "sales.orders.items.pickup" : "sales.orders.items.delivery")}
      {where ? ` · ${where}` : ""}
    </>
  );
}

export const orderDetail: DetailDescription<OrderPage> = {
  subject: "order",
  listPath: urls.orders.list(),
  title: (page) => `#${page.order.order}`,
  sections: [
    { key: "progress", title: "sales.orders.sections.progress", render: (page) => <OrderProgress order={page.order} /> },
    fieldsSection<OrderPage>({
      key: "summary",
      title: "sales.orders.sections.summary",
      fields: [
        { label: "sales.orders.fields.order", value: (page) => `#${page.order.order}` },
        {
          label: "sales.orders.fields.status",
          value: (page) => <StatusBadge status={page.order.status} cancelled={page.order.cancelled === 1} />,
        },
        { label: "sales.orders.fields.created", value: (page) => <OrderDate value={page.order.created_at} /> },
        {
          label: "sales.orders.fields.amount",
          value: (page) => (page.vendor ? <VendorShare order={page.order} /> : <Money value={page.order.calculated.total_price} strong />),
        },
        {
          label: "sales.orders.fields.transaction",
          value: (page) => (page.order.order_method === BANK_PAYMENT ? page.order.trans_id || "—" : null),
        },
        {
          label: "sales.orders.fields.cashier",
          value: (page) => page.order.pos_order?.admin?.name ?? null,
        },
      ],
    }),
    {
      key: "payment",
      title: "sales.orders.sections.payment",
      // Its fields post changes, so they need the page's context, which only a section's render gets.
      render: (page, context) =>
        fieldsSection<OrderPage>({
          key: "payment",
          title: "sales.orders.sections.payment",
          fields: [
            { label: "sales.orders.fields.method", value: (p) => <PaymentMethodField page={p} context={context} /> },
            { label: "sales.orders.fields.payment", value: (p) => <PaymentStatusField page={p} context={context} /> },
          ],
        }).render(page, context),
    },
    { key: "customer", title: "sales.orders.sections.customer", render: (page) => <CustomerBlock order={page.order} /> },
    tableSection<OrderPage, OrderLine>({
      key: "items",
      title: "sales.orders.sections.items",
      rows: (page) => page.order.ordered_products,
      rowKey: (line) => line.id,
      empty: "sales.orders.noItems",
      columns: [
        {
          key: "product",
          title: "sales.orders.items.product",
          render: (line) => (
            <div>
              <TitleCell title={line.product.title} image={line.product.image ?? null} to={urls.products.edit(line.product_id)} />
              <Text size="xs" c="dimmed" mt={2}>
                {variantText(line)}
              </Text>
            </div>
          ),
        },
        { key: "shipTo", title: "sales.orders.items.shipTo", render: (line) => <ShipTo line={line} /> },
        { key: "shipping", title: "sales.orders.items.shipping", align: "right", render: (line) => <Money value={line.shipping_price} /> },
        { key: "quantity", title: "sales.orders.items.quantity", align: "right", render: (line) => line.quantity },
        { key: "bundle", title: "sales.orders.items.bundle", align: "right", render: (line) => line.bundle_offer || "—" },
        { key: "price", title: "sales.orders.items.price", align: "right", render: (line) => <Money value={unitPrice(line)} /> },
        { key: "total", title: "sales.orders.items.total", align: "right", render: (line) => <Money value={lineTotal(line)} /> },
      ],
    }),
    {
      ...fieldsSection<OrderPage>({
        key: "totals",
        title: "sales.orders.sections.totals",
        fields: [
          { label: "sales.orders.totals.subtotal", value: (page) => <Money value={page.order.calculated.subtotal} /> },
          { label: "sales.orders.totals.offers", value: (page) => <Money value={-page.order.calculated.offered_discount} /> },
          {
            label: "sales.orders.totals.shipping",
            value: (page) => <ShippingCost value={page.order.calculated.shipping_price} />,
          },
          { label: "sales.orders.totals.bundle", value: (page) => <Money value={-page.order.calculated.bundle_offer} /> },
          { label: "sales.orders.totals.voucher", value: (page) => <Money value={-page.order.calculated.voucher_price} /> },
          { label: "sales.orders.totals.tax", value: (page) => <Money value={page.order.calculated.tax} /> },
          { label: "sales.orders.totals.total", value: (page) => <Money value={page.order.calculated.total_price} strong /> },
        ],
      }),
      // The totals are the whole order's; a vendor sees only its own lines (contract 1.8).
      hidden: (page) => page.vendor,
    },
    { key: "timeline", title: "sales.orders.sections.timeline", render: (page) => <OrderTimeline events={page.timeline} /> },
  ],
  actions: [
    { kind: "custom", key: "neighbours", permission: null, render: (page) => <OrderNeighbours id={page.order.id} /> },
    { kind: "custom", key: "advance", render: (page, context) => <AdvanceButton page={page} context={context} /> },
    { kind: "custom", key: "refund", render: (page, context) => <RefundButton page={page} context={context} /> },
    { kind: "custom", key: "invoice", permission: null, render: (page) => <InvoiceButton order={page.order} /> },
  ],
};

function ShippingCost({ value }: { value: number }) {
  const { t } = useTranslation();
  return value ? <Money value={value} /> : <>{t("sales.orders.totals.free")}</>;
}

const orderId = (params: { id?: string }) => Number(params.id);

/** The order page's clientAction handlers, by intent. */
export const orderActions: Record<string, DetailActionHandler> = {
  advance: ({ params, form }) => orderApi.advanceStatus(orderId(params), Number(formText(form, "status"))),
  "payment-status": ({ params, form }) => orderApi.setPaymentStatus(orderId(params), formText(form, "paid") === "1"),
  "payment-method": ({ params, form }) => orderApi.setPaymentMethod(orderId(params), Number(formText(form, "method"))),
  refund: async ({ params }) => {
    const order = await orderApi.find(orderId(params));
    if (!order.cancellation) throw new Error("no cancellation");
    await orderApi.refund(order.cancellation.id);
  },
};
