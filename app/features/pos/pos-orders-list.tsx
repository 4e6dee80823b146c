import { Anchor, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconReceipt } from "@tabler/icons-react";
import i18next from "i18next";
import { useSyncExternalStore } from "react";
import type { Profile } from "~/api/auth";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";
import { posOrderApi, POS_ORDER_SORTS, type PosOrderRow, type PosReceiptOrder } from "~/api/pos/orders";
import { Money } from "~/features/sales/money";
import { urls } from "~/routing/urls";
import { DateCell } from "~/ui/list-page/cells";
import { COLUMN_PRIORITY, type ListColumn, type ListDescription } from "~/ui/list-page/description";
import { PaymentBadge } from "~/features/sales/order-codes";
import { deliveryLabel, methodText, orderPayment, paidLabel, type OrderPayment } from "~/features/sales/order-payment";
import { cashierName, customerName, personName } from "./receipt-lines";

/*
 * /pos/order (admin-screens §7.2): the sales made at the till (`pos-order/all`, a vendor's own),
 * newest first, each with its order's number (the link to /orders/{id}), voucher, customer,
 * cashier, amount and date, and its receipt. The server sorts by payment method, order and date;
 * it has no search. Deleting deletes the orders (by order id); vendors may not (the server refuses
 * them), so the list does not offer it to them.
 */

/** The receipt shown over the list: one at a time, opened by a row's action. */
let shownReceipt: PosReceiptOrder | null = null;
const receiptListeners = new Set<() => void>();

function showReceipt(order: PosReceiptOrder | null): void {
  shownReceipt = order;
  for (const listener of receiptListeners) listener();
}

function subscribeReceipt(listener: () => void): () => void {
  receiptListeners.add(listener);
  return () => receiptListeners.delete(listener);
}

/** The receipt opened from the list (null when none) and how to close it. */
export function useListReceipt(): { order: PosReceiptOrder | null; close: () => void } {
  const order = useSyncExternalStore(
    subscribeReceipt,
    () => shownReceipt,
    () => null,
  );
  return { order, close: closeListReceipt };
}

/** Closes the list's receipt (a stable function: effects may depend on it). */
function closeListReceipt(): void {
  showReceipt(null);
}

const t = (key: TranslationKey, vars?: TranslationVars) => String(i18next.t(key, vars));

function OrderLink({ row }: { row: PosOrderRow }) {
  const order = row.order;
  if (!order) return <Text size="sm">—</Text>;
  return (
    <Anchor component={Link} to={urls.orders.detail(order.id)} size="sm" fw={500} data-order-link>
      #{order.order}
    </Anchor>
  );
}

function Voucher({ row }: { row: PosOrderRow }) {
  const order = row.order;
  const code = order?.voucher?.code;
  if (!order || !code) return <Text size="sm">{t("pos.orders.noVoucher")}</Text>;
  return (
    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
      <Money value={order.calculated.voucher_price} /> ({code})
    </Text>
  );
}

/**
 * The row's order as the orders screens read it, with the till's record: the order's own
 * `pos_order`, else the row itself (the same pos_orders row).
 */
function paymentOf(row: PosOrderRow): OrderPayment {
  const pos = row.order?.pos_order ?? row;
  return orderPayment(row.order ? { ...row.order, pos_order: pos } : { pos_order: pos });
}

/** Paid or not, and where the goods went: what /orders says of the same sale; "—" without its order. */
function PaymentState({ row }: { row: PosOrderRow }) {
  return row.order ? <PaymentBadge state={paymentOf(row).state} /> : <Text size="sm">—</Text>;
}

const customerOf = (row: PosOrderRow) => (row.order ? customerName(row.order) : null) ?? t("pos.walkIn");
const cashierOf = (row: PosOrderRow) => personName(row.admin) ?? (row.order ? cashierName(row.order) : null) ?? "—";

// For room, the voucher and the delivery go first, then the payment: a till sale is told by who
// sold it to whom, for how much, when.
const columns: ListColumn<PosOrderRow>[] = [
  {
    key: "order",
    title: "pos.orders.fields.order",
    sortBy: "order_id",
    hideable: false,
    render: (row) => <OrderLink row={row} />,
    csv: (row) => row.order?.order ?? "",
  },
  {
    key: "payment",
    title: "pos.orders.fields.payment",
    sortBy: "payment_method",
    render: (row) => methodText(paymentOf(row), t),
    csv: (row) => methodText(paymentOf(row), t),
  },
  {
    key: "paid",
    title: "sales.orders.fields.payment",
    render: (row) => <PaymentState row={row} />,
    csv: (row) => (row.order ? t(paidLabel(paymentOf(row))) : ""),
  },
  {
    key: "delivery",
    priority: COLUMN_PRIORITY.low,
    title: "sales.orders.fields.delivery",
    render: (row) => (row.order ? t(deliveryLabel(paymentOf(row))) : "—"),
    csv: (row) => (row.order ? t(deliveryLabel(paymentOf(row))) : ""),
  },
  {
    key: "voucher",
    priority: COLUMN_PRIORITY.low,
    title: "pos.orders.fields.voucher",
    render: (row) => <Voucher row={row} />,
    csv: (row) => (row.order?.voucher?.code ? `${row.order.calculated.voucher_price} (${row.order.voucher.code})` : ""),
  },
  {
    key: "customer",
    priority: COLUMN_PRIORITY.key,
    title: "pos.orders.fields.customer",
    render: (row) => customerOf(row),
    csv: (row) => customerOf(row),
  },
  {
    key: "cashier",
    priority: COLUMN_PRIORITY.key,
    title: "pos.orders.fields.cashier",
    render: (row) => cashierOf(row),
    csv: (row) => cashierOf(row),
  },
  {
    key: "amount",
    priority: COLUMN_PRIORITY.key,
    title: "pos.orders.fields.amount",
    align: "right",
    render: (row) => (row.order ? <Money value={row.order.calculated.total_price} /> : "—"),
    csv: (row) => row.order?.calculated.total_price ?? "",
  },
  {
    key: "created",
    priority: COLUMN_PRIORITY.key,
    title: "pos.orders.fields.created",
    sortBy: "created_at",
    render: (row) => <DateCell value={row.created_at} />,
    csv: (row) => row.created_at ?? "",
  },
];

/**
 * A row's id is its order's id: what the delete takes. A row whose order is gone (it cannot be
 * deleted again) keeps a text id of its own.
 */
const rowId = (row: PosOrderRow): number | string => row.order?.id ?? row.order_id ?? `pos-${row.id}`;

function describe(vendor: boolean): ListDescription<PosOrderRow> {
  return {
    resource: "pos-orders",
    // Deleting deletes orders (permission order.delete); the list and its receipts are the POS's (pos.view).
    subject: "order",
    listPath: urls.posOrder(),
    load: (query, signal) => posOrderApi.list(query, signal),
    remove: vendor ? undefined : (ids) => posOrderApi.remove(ids.filter((id): id is number => typeof id === "number")),
    rowId,
    rowLabel: (row) => (row.order ? `#${row.order.order}` : `#${row.id}`),
    columns,
    rowActions: [
      {
        key: "receipt",
        label: "pos.orders.receipt",
        icon: IconReceipt,
        subject: "pos",
        permission: "view",
        hidden: (row) => !row.order,
        run: async (row) => showReceipt(row.order ?? null),
        reload: false,
      },
    ],
    defaults: { orderby: "created_at", type: "desc", sortable: POS_ORDER_SORTS },
    searchable: false,
    texts: { deleteOne: "pos.orders.deleteOne", deleteMany: "pos.orders.deleteMany" },
  };
}

const variants = new Map<boolean, ListDescription<PosOrderRow>>();

/** One description per variant (admin, vendor), kept: the list page compares descriptions by identity. */
export function posOrderList(profile: Profile | null): ListDescription<PosOrderRow> {
  const vendor = profile?.vendor === true;
  let description = variants.get(vendor);
  if (!description) {
    description = describe(vendor);
    variants.set(vendor, description);
  }
  return description;
}
