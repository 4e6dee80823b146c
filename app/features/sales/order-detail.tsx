import { Button, Text } from "@mantine/core";
import { IconArrowBackUp, IconFileInvoice, IconTruckDelivery } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BANK_PAYMENT, CASH_ON_DELIVERY, DELIVERED, orderApi, type Order, type OrderLine } from "~/api/sales/orders";
import { formatDate } from "~/i18n/dates";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { urls } from "~/routing/urls";
import { formText, type DetailActionHandler } from "~/ui/detail-page/action";
import { ConfirmButton } from "~/ui/detail-page/action-buttons";
import type { DetailContext, DetailDescription } from "~/ui/detail-page/description";
import { fieldsSection, tableSection } from "~/ui/detail-page/sections";
import { toastError } from "~/ui/feedback/toast";
import { formatPrice } from "~/ui/inputs/price-input";
import { TitleCell } from "~/ui/list-page/cells";
import { ADVANCE_LABELS, methodLabel, StatusBadge } from "./order-codes";
import { lineTotal, unitPrice, variantText } from "./order-lines";
import { OrderNeighbours } from "./order-neighbours";
import { CustomerBlock, OrderProgress, OrderTimeline, PaymentMethodField, PaymentStatusField, type OrderPage } from "./order-sections";
import { printInvoice } from "./invoice";
import { deliveryLabel, orderPayment } from "./order-payment";
import { Money } from "./money";
import { orderConflictRow } from "./order-conflict";
import { versionOf } from "~/api/versions";

/*
 * /orders/{id} (admin-screens §6.3): the order's progress, summary, customer, lines, totals and
 * timeline; for the shop's admins the controls that move it on (next shipping status, payment
 * status and method, refund). A vendor sees its own lines only, no totals and no controls; the
 * server enforces the same.
 */

/** The order can move one step on: not cancelled, not delivered yet (a counter sale was handed over). */
function nextStatus(order: Order): number | null {
  const { status } = orderPayment(order);
  return order.cancelled === 1 || status >= DELIVERED ? null : status + 1;
}

/** A line whose product is marked not refundable (1 = yes; unset does not block, as on the server). */
const unrefundableLine = (order: Order) =>
  order.ordered_products.find((line) => line.product.refundable != null && line.product.refundable !== 1);

/**
 * Why a cancelled order that is not refunded gets no refund, in the server's order of checks
 * (cancellation/refund, contract 5.46); null when it can be refunded. Only cancelled orders are
 * refunded: for the others there is nothing to say.
 */
function noRefundReason(order: Order): { key: TranslationKey; vars?: TranslationVars } | null {
  if (order.cancelled !== 1 || order.cancellation?.refunded === 1) return null;
  if (!order.cancellation) return { key: "sales.orders.noRefund.noCancellation" };
  if (order.payment_done !== 1) return { key: "sales.orders.noRefund.unpaid" };
  if (order.order_method === CASH_ON_DELIVERY) return { key: "sales.orders.noRefund.cash" };
  const line = unrefundableLine(order);
  if (line) return { key: "sales.orders.noRefund.product", vars: { product: line.product.title } };
  return null;
}

/** A refund applies to a cancelled, paid order not paid in cash, whose products are refundable, once. */
const refundable = (order: Order) =>
  order.cancelled === 1 && order.cancellation != null && order.cancellation.refunded !== 1 && noRefundReason(order) === null;

/** Under the cancelled banner: why the shop's admin is offered no refund (vendors refund nothing). */
function NoRefundNote({ page }: { page: OrderPage }) {
  const { t } = useTranslation();
  const reason = page.vendor ? null : noRefundReason(page.order);
  if (!reason) return null;
  return (
    <Text size="sm" data-testid="order-no-refund">
      {t("sales.orders.noRefund.lead")} {t(reason.key, reason.vars)}
    </Text>
  );
}

function AdvanceButton({ page, context }: { page: OrderPage; context: DetailContext }) {
  const next = nextStatus(page.order);
  if (page.vendor || next === null) return null;
  return (
    <ConfirmButton
      action={{
        kind: "confirm",
        intent: "advance",
        values: { status: String(next), version: versionOf(page.order) ?? "" },
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

/**
 * The refund, asked with what it means: the amount going back (the order's total, all of it) and the
 * stock, which a refund leaves as it is (the server only records the refund).
 */
function RefundButton({ page, context }: { page: OrderPage; context: DetailContext }) {
  const { t, i18n } = useTranslation();
  const vars = useMemo(
    () => ({
      ...context.vars,
      amount: formatPrice(page.order.calculated.total_price, i18n.language),
      method: t(methodLabel(page.order.order_method)),
    }),
    [context.vars, page.order.calculated.total_price, page.order.order_method, i18n.language, t],
  );
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
      vars={vars}
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

/** An item of the order, and whether it was handed over at the counter. */
type ItemLine = OrderLine & { counter: boolean };

/** At the counter, or shipped. */
function Delivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  return <>{t(deliveryLabel(orderPayment(order)))}</>;
}

/** Where the line goes: delivered to the customer's place, picked up, or handed over at the counter. */
function ShipTo({ line }: { line: ItemLine }) {
  const { t } = useTranslation();
  if (line.counter) return <>{t("sales.orders.delivery.counter")}</>;
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
  recordId: (page) => page.order.id,
  listPath: urls.orders.list(),
  title: (page) => `#${page.order.order}`,
  sections: [
    {
      key: "progress",
      title: "sales.orders.sections.progress",
      render: (page) => <OrderProgress order={page.order} note={<NoRefundNote page={page} />} />,
    },
    fieldsSection<OrderPage>({
      key: "summary",
      title: "sales.orders.sections.summary",
      fields: [
        { label: "sales.orders.fields.order", value: (page) => `#${page.order.order}` },
        {
          label: "sales.orders.fields.status",
          value: (page) => <StatusBadge status={orderPayment(page.order).status} cancelled={page.order.cancelled === 1} />,
        },
        { label: "sales.orders.fields.delivery", value: (page) => <Delivery order={page.order} /> },
        { label: "sales.orders.fields.created", value: (page) => <OrderDate value={page.order.created_at} /> },
        {
          label: "sales.orders.fields.amount",
          value: (page) => (page.vendor ? <VendorShare order={page.order} /> : <Money value={page.order.calculated.total_price} strong />),
        },
        {
          label: "sales.orders.fields.transaction",
          value: (page) => orderPayment(page.order).transaction ?? (page.order.order_method === BANK_PAYMENT ? "—" : null),
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
    tableSection<OrderPage, ItemLine>({
      key: "items",
      title: "sales.orders.sections.items",
      rows: (page) => {
        const { counter } = orderPayment(page.order);
        return page.order.ordered_products.map((line) => ({ ...line, counter }));
      },
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
  conflictRow: orderConflictRow,
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
/** The order's version the page's control was showing (`version` of its form), for the write's precondition. */
const sentVersion = (form: FormData) => formText(form, "version") || null;

/** The order page's clientAction handlers, by intent. */
export const orderActions: Record<string, DetailActionHandler> = {
  advance: ({ params, form }) => orderApi.advanceStatus(orderId(params), Number(formText(form, "status")), sentVersion(form)),
  "payment-status": ({ params, form }) => orderApi.setPaymentStatus(orderId(params), formText(form, "paid") === "1", sentVersion(form)),
  "payment-method": ({ params, form }) => orderApi.setPaymentMethod(orderId(params), Number(formText(form, "method")), sentVersion(form)),
  refund: async ({ params }) => {
    const order = await orderApi.find(orderId(params));
    if (!order.cancellation) throw new Error("no cancellation");
    await orderApi.refund(order.cancellation.id);
  },
};
