import { Badge } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import i18next from "i18next";
import { orderApi, type OrderSummary } from "~/api/sales/orders";
import type { Profile } from "~/api/auth";
import { urls } from "~/routing/urls";
import { CellInline, CellLink, CellText, DateCell, NoWrap } from "~/ui/list-page/cells";
import { COLUMN_PRIORITY, type ListColumn, type ListDescription, type ListFilter } from "~/ui/list-page/description";
import {
  CANCELLED_FILTER,
  ORDER_FLAGS,
  ORDER_TYPES,
  PAYMENT_METHOD_FILTER,
  PAYMENT_STATUS_FILTER,
  PaymentBadge,
  STATUS_FILTER,
  StatusBadge,
  statusLabel,
} from "./order-codes";
import { deliveryLabel, methodText, orderPayment, paidLabel } from "./order-payment";
import { customerOf } from "./order-lines";
import { Money } from "./money";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/*
 * /orders (admin-screens §6.2): every order for the shop's admins (`order/all`), a vendor's own
 * orders for a vendor (`order/vendor-all`: no delete, no order-type switch). Filters, sort and
 * search go to the server; the rows the admin had not seen yet carry a "new" badge (the list marks
 * them seen as it answers).
 */

/** Where the customer's own page is: a registered user's or a guest's. */
function customerHref(row: OrderSummary): string | null {
  if (row.user_id != null) return urls.registeredUsers.detail(row.user_id);
  return row.guest_user ? urls.guestUsers.detail(row.guest_user.id) : null;
}

function OrderNumber({ row }: { row: OrderSummary }) {
  return (
    <CellInline>
      <CellLink to={urls.orders.detail(row.id)} strong data-order-link>
        #{row.order}
      </CellLink>
      {row.viewed === 0 ? (
        <Badge color="blue.9" variant="filled" size="sm">
          {i18next.t("sales.orders.new")}
        </Badge>
      ) : null}
    </CellInline>
  );
}

function Customer({ row }: { row: OrderSummary }) {
  const href = customerHref(row);
  const name = customerOf(row);
  return href ? <CellLink to={href}>{name}</CellLink> : <CellText>{name}</CellText>;
}

// Number, status, payment, customer, amount and date fit a laptop with the side menu open; the
// payment's method, the delivery and the voucher go first (still in the column chooser).
const columns: ListColumn<OrderSummary>[] = [
  {
    key: "order",
    title: "sales.orders.fields.order",
    sortBy: "created_at",
    hideable: false,
    render: (row) => <OrderNumber row={row} />,
    csv: (row) => row.order,
  },
  {
    key: "status",
    title: "sales.orders.fields.status",
    sortBy: "status",
    priority: KEY,
    render: (row) => <StatusBadge status={orderPayment(row).status} cancelled={row.cancelled === 1} />,
    csv: (row) => i18next.t(row.cancelled === 1 ? "sales.orders.cancelled" : statusLabel(orderPayment(row).status)),
  },
  {
    key: "method",
    title: "sales.orders.fields.method",
    sortBy: "order_method",
    priority: LOW,
    render: (row) => methodText(orderPayment(row), i18next.t),
    csv: (row) => methodText(orderPayment(row), i18next.t),
  },
  {
    key: "payment",
    title: "sales.orders.fields.payment",
    sortBy: "payment_done",
    priority: KEY,
    render: (row) => <PaymentBadge state={orderPayment(row).state} />,
    csv: (row) => i18next.t(paidLabel(orderPayment(row))),
  },
  {
    key: "delivery",
    title: "sales.orders.fields.delivery",
    priority: LOW,
    render: (row) => i18next.t(deliveryLabel(orderPayment(row))),
    csv: (row) => i18next.t(deliveryLabel(orderPayment(row))),
  },
  {
    key: "voucher",
    title: "sales.orders.fields.voucher",
    priority: LOW,
    render: (row) =>
      row.voucher?.code ? (
        <NoWrap>
          <Money value={row.calculated.voucher_price} /> ({row.voucher.code})
        </NoWrap>
      ) : (
        "—"
      ),
    csv: (row) => row.voucher?.code ?? "",
  },
  {
    key: "customer",
    title: "sales.orders.fields.customer",
    sortBy: "user_id",
    priority: KEY,
    render: (row) => <Customer row={row} />,
    csv: (row) => customerOf(row),
  },
  {
    key: "amount",
    title: "sales.orders.fields.amount",
    sortBy: "total_amount",
    priority: KEY,
    align: "right",
    render: (row) => <Money value={row.calculated.total_price} />,
    csv: (row) => row.calculated.total_price,
  },
  {
    key: "created",
    title: "sales.orders.fields.created",
    sortBy: "created_at",
    priority: KEY,
    render: (row) => <DateCell value={row.created_at} />,
    csv: (row) => row.created_at ?? "",
  },
];

/**
 * With the server's filters by kind, one box group per kind: a manager ticking "Cancelled" and
 * "Paid" gets the orders that are both. Without them, the contract's one group, whose boxes each
 * add orders: its caption says so.
 */
const filters = (pos: boolean, kinds: boolean): ListFilter[] => [
  ...(pos ? [{ kind: "select", key: "order_type", label: "sales.orders.filters.type", options: ORDER_TYPES } as const] : []),
  ...(kinds
    ? ([
        { kind: "flags", key: "status", label: "sales.orders.filters.status", options: STATUS_FILTER },
        { kind: "flags", key: "payment_status", label: "sales.orders.filters.payment", options: PAYMENT_STATUS_FILTER },
        { kind: "flags", key: "payment_method", label: "sales.orders.filters.method", options: PAYMENT_METHOD_FILTER },
        { kind: "flags", key: "cancelled", label: "sales.orders.filters.cancelled", options: CANCELLED_FILTER },
      ] as const)
    : ([
        {
          kind: "flags",
          key: "filter",
          label: "sales.orders.filters.flags",
          description: "sales.orders.filters.anyOfHint",
          options: ORDER_FLAGS,
        },
      ] as const)),
  { kind: "dateRange", keys: ["start_time", "end_time"], label: "sales.orders.filters.dates" },
];

/** Which orders list the user gets. */
export interface OrderListVariant {
  vendor: boolean;
  /** The POS plugin is active: orders come from the website or the POS. */
  pos: boolean;
  /** The server filters by kind (order/filters); else only the contract's ORed `filter`. */
  kinds: boolean;
}

export function orderListVariant(profile: Profile | null, kinds: boolean): OrderListVariant {
  return { vendor: profile?.vendor === true, pos: Boolean(profile?.pos_public_key), kinds };
}

function describe({ vendor, pos, kinds }: OrderListVariant): ListDescription<OrderSummary> {
  return {
    resource: "orders",
    subject: "order",
    listPath: urls.orders.list(),
    load: (query, signal) => orderApi.list(query, vendor, signal),
    // Vendors may not delete orders (contract 1.8): the server refuses them, the list does not offer it.
    remove: vendor ? undefined : (ids) => orderApi.remove(ids),
    rowId: (row) => row.id,
    rowLabel: (row) => `#${row.order}`,
    columns,
    filters: filters(pos && !vendor, kinds),
    bulkActions: [
      {
        key: "invoices",
        label: "sales.orders.printInvoices",
        icon: IconFileInvoice,
        permission: "view",
        // The invoice's layout and PDF code load with the first print, not with the list.
        run: async (ids) => (await import("./invoice")).printInvoices(ids),
        done: "sales.orders.invoicesPrinted",
      },
    ],
    defaults: {
      orderby: "created_at",
      type: "desc",
      sortable: ["created_at", "status", "order_method", "payment_done", "total_amount", "user_id"],
    },
    texts: { deleteOne: "sales.orders.deleteOne", deleteMany: "sales.orders.deleteMany" },
  };
}

const variants = new Map<string, ListDescription<OrderSummary>>();

/** One description per variant, kept: the list page compares descriptions by identity. */
export function orderList(variant: OrderListVariant): ListDescription<OrderSummary> {
  const key = `${variant.vendor}:${variant.pos}:${variant.kinds}`;
  let description = variants.get(key);
  if (!description) {
    description = describe(variant);
    variants.set(key, description);
  }
  return description;
}
