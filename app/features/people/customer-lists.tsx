import { Text } from "@mantine/core";
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import {
  customerApi,
  type BoughtProduct,
  type CustomerAddress,
  type CustomerCartLine,
  type CustomerCounts,
  type CustomerLogin,
  type CustomerMessage,
  type CustomerOrder,
  type CustomerReview,
  type CustomerWishlist,
  type SubListLoader,
} from "~/api/people/customers";
import { urls } from "~/shell/urls";
import type { ListColumn, ListDescription } from "~/ui/list-page/description";
import { subList, type SubList } from "~/ui/sub-lists/sub-lists";
import { deliveryLabel, methodText, orderPayment, type PaymentRecord } from "~/features/sales/order-payment";
import { FlagChip } from "./customer-cells";
import { dateColumn, linkColumn, moneyColumn, numberColumn, productColumn, textColumn, yesNoColumn } from "./customer-columns";
import type { TranslationKey } from "~/i18n/keys";

/*
 * The eight sub-lists of a registered customer (spec §2 "User sub-lists"), each a read-only list of
 * `user/{id}/<list>` with its own URL keys (`orders.page`, `logins.orderby`…). The endpoints sort
 * but do not search, so no search box.
 */

type TabSpec<T> = Pick<ListDescription<T>, "rowId" | "rowLabel" | "defaults" | "columns">;

/**
 * A tab of the customer screen: `key` is its URL key (`tab=orders`, `orders.page=2`), `label` the
 * i18n key of its name, `load` its endpoint; bound to a customer's id when the page opens.
 */
function customerTab<T>(key: string, label: TranslationKey, load: (customerId: number) => SubListLoader<T>, rest: TabSpec<T>) {
  return (customerId: number): SubList =>
    subList(label, {
      resource: `customer-${key}`,
      subject: "user",
      listPath: urls.registeredUsers.detail(customerId),
      urlKey: key,
      searchable: false,
      load: load(customerId),
      ...rest,
    });
}

const byId = (row: { id: number }) => row.id;
const newestFirst = (...sortable: string[]) => ({ orderby: sortable[0], type: "desc" as const, sortable });
const join = (separator: string, ...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(separator);
const productOf = (row: { product_id: number; product: { title: string; image?: string | null } | null }) => ({
  id: row.product_id,
  title: row.product?.title ?? "",
  image: row.product?.image,
});

/** A coded value's words: an i18n key, or a name that is the same in every language (a brand). */
export type Named = { key: TranslationKey } | { name: string };

/** Order `status` 1–5 (contract §2). */
export const ORDER_STATUS: Record<number, Named> = {
  1: { key: "people.customer.orderStatus.pending" },
  2: { key: "people.customer.orderStatus.confirmed" },
  3: { key: "people.customer.orderStatus.pickedUp" },
  4: { key: "people.customer.orderStatus.onTheWay" },
  5: { key: "people.customer.orderStatus.delivered" },
};

/** A coded value's words, "—" for none. */
function CodeLabel({ labels, value }: { labels: Record<number, Named>; value: number | null | undefined }) {
  const { t } = useTranslation();
  const label = value ? labels[value] : undefined;
  return <Text size="sm">{!label ? "—" : "key" in label ? t(label.key) : label.name}</Text>;
}

/** A coded value (a status, a payment method) in words; the code itself in the CSV. */
export function codeColumn<T>(
  key: string,
  title: TranslationKey,
  labels: Record<number, Named>,
  value: (row: T) => number | null | undefined,
  sortBy?: string,
): ListColumn<T> {
  return { key, title, sortBy, render: (row) => <CodeLabel labels={labels} value={value(row)} />, csv: (row) => value(row) ?? "" };
}

/** Words of an order's payment (a till sale's as the till recorded it: order-payment.ts). */
function PaymentWords({ order, of }: { order: PaymentRecord; of: "method" | "delivery" }) {
  const { t } = useTranslation();
  const payment = orderPayment(order);
  return <Text size="sm">{of === "method" ? methodText(payment, t) : t(deliveryLabel(payment))}</Text>;
}

/**
 * An order's status, payment method, payment and delivery, as the orders screens show them: a
 * till sale as the till recorded it, a counter sale delivered at the counter.
 */
export function orderStateColumns<T extends PaymentRecord>(sortable: boolean): ListColumn<T>[] {
  const sort = (column: string) => (sortable ? column : undefined);
  return [
    codeColumn("status", "people.customer.columns.status", ORDER_STATUS, (row) => orderPayment(row).status, sort("status")),
    {
      key: "method",
      title: "people.customer.columns.paymentMethod",
      sortBy: sort("order_method"),
      render: (row) => <PaymentWords order={row} of="method" />,
      csv: (row) => methodText(orderPayment(row), i18next.t),
    },
    { ...paidColumn<T>((row) => (orderPayment(row).paid ? 1 : 0)), sortBy: sort("payment_done") },
    {
      key: "delivery",
      title: "sales.orders.fields.delivery",
      render: (row) => <PaymentWords order={row} of="delivery" />,
      csv: (row) => i18next.t(deliveryLabel(orderPayment(row))),
    },
  ];
}

/** An order's payment: a paid/unpaid chip, sorted by `payment_done`. */
export function paidColumn<T>(value: (row: T) => number | null | undefined): ListColumn<T> {
  return {
    key: "paid",
    title: "people.customer.columns.paid",
    sortBy: "payment_done",
    render: (row) => <FlagChip value={value(row)} labels={["people.customer.paid", "people.customer.unpaid"]} />,
    csv: (row) => value(row) ?? 0,
  };
}

const addresses = customerTab<CustomerAddress>("addresses", "people.customer.tabs.addresses", customerApi.addresses, {
  rowId: byId,
  rowLabel: (row) => join(", ", row.address_1, row.city) || String(row.id),
  defaults: newestFirst("created_at", "name", "country", "city"),
  columns: [
    { ...textColumn<CustomerAddress>("name", "people.customer.columns.name", (row) => row.name, { sortBy: "name" }), hideable: false },
    textColumn("address", "people.customer.columns.address", (row) => join(", ", row.address_1, row.address_2)),
    textColumn("city", "people.customer.columns.city", (row) => join(" ", row.zip, row.city), { sortBy: "city" }),
    textColumn("country", "people.customer.columns.country", (row) => join(", ", row.state, row.country), { sortBy: "country" }),
    textColumn("phone", "people.customer.columns.phone", (row) => row.phone),
    {
      key: "default",
      title: "people.customer.columns.default",
      render: (row) => <FlagChip value={row.default} />,
      csv: (row) => (row.default === 1 ? 1 : 0),
    },
    dateColumn("people.customer.columns.created", (row) => row.created_at, "created_at"),
  ],
});

const carts = customerTab<CustomerCartLine>("carts", "people.customer.tabs.carts", customerApi.carts, {
  rowId: byId,
  rowLabel: (row) => productOf(row).title,
  defaults: newestFirst("created_at", "updated_at", "quantity"),
  columns: [
    productColumn(productOf),
    textColumn("variant", "people.customer.columns.variant", (row) => row.attributes.map((a) => `${a.attribute}: ${a.value}`).join(" · ")),
    numberColumn("quantity", "people.customer.columns.quantity", (row) => row.quantity, "quantity"),
    moneyColumn("unit", "people.customer.columns.unitPrice", (row) => row.unit_price),
    moneyColumn("total", "people.customer.columns.lineTotal", (row) => row.line_total),
    dateColumn("people.customer.columns.added", (row) => row.created_at, "created_at"),
  ],
});

const logins = customerTab<CustomerLogin>("logins", "people.customer.tabs.logins", customerApi.logins, {
  rowId: byId,
  rowLabel: (row) => row.ip,
  defaults: newestFirst("created_at", "ip"),
  columns: [
    { ...dateColumn<CustomerLogin>("people.customer.columns.signedIn", (row) => row.created_at, "created_at"), hideable: false },
    textColumn("ip", "people.customer.columns.ip", (row) => row.ip, { sortBy: "ip" }),
    textColumn("agent", "people.customer.columns.userAgent", (row) => row.user_agent),
  ],
});

const messages = customerTab<CustomerMessage>("messages", "people.customer.tabs.messages", customerApi.messages, {
  rowId: byId,
  rowLabel: (row) => row.subject,
  defaults: newestFirst("created_at", "subject", "replied", "viewed"),
  columns: [
    linkColumn("subject", "people.customer.columns.subject", urls.userMessages.detail, (row) => ({ id: row.id, text: row.subject }), {
      sortBy: "subject",
      hideable: false,
    }),
    textColumn("message", "people.customer.columns.message", (row) => row.message, { clamp: true }),
    yesNoColumn("viewed", "people.customer.columns.viewed", (row) => row.viewed, "viewed"),
    yesNoColumn("replied", "people.customer.columns.replied", (row) => row.replied, "replied"),
    dateColumn("people.customer.columns.sent", (row) => row.created_at, "created_at"),
  ],
});

const orders = customerTab<CustomerOrder>("orders", "people.customer.tabs.orders", customerApi.orders, {
  rowId: byId,
  rowLabel: (row) => row.order,
  defaults: newestFirst("created_at", "status", "total_amount", "order_method", "payment_done", "cancelled"),
  columns: [
    linkColumn("order", "people.customer.columns.order", urls.orders.detail, (row) => ({ id: row.id, text: row.order }), {
      hideable: false,
    }),
    ...orderStateColumns<CustomerOrder>(true),
    yesNoColumn("cancelled", "people.customer.columns.cancelled", (row) => row.cancelled, "cancelled"),
    numberColumn("items", "people.customer.columns.items", (row) => row.item_count),
    moneyColumn("total", "people.customer.columns.total", (row) => row.total_amount, {
      sortBy: "total_amount",
      currency: (row) => row.currency,
    }),
    dateColumn("people.customer.columns.placed", (row) => row.created_at, "created_at"),
  ],
});

const boughtProducts = customerTab<BoughtProduct>("bought", "people.customer.tabs.boughtProducts", customerApi.boughtProducts, {
  rowId: (row) => row.product_id,
  rowLabel: (row) => row.title,
  defaults: newestFirst("last_ordered_at", "quantity", "orders", "title", "amount"),
  columns: [
    productColumn((row) => ({ id: row.product_id, title: row.title, image: row.image }), "title"),
    numberColumn("quantity", "people.customer.columns.quantity", (row) => row.quantity, "quantity"),
    numberColumn("orders", "people.customer.columns.orders", (row) => row.orders, "orders"),
    moneyColumn("amount", "people.customer.columns.amount", (row) => row.amount, { sortBy: "amount" }),
    dateColumn("people.customer.columns.lastOrdered", (row) => row.last_ordered_at, "last_ordered_at"),
  ],
});

const ratingReviews = customerTab<CustomerReview>("reviews", "people.customer.tabs.ratingReviews", customerApi.ratingReviews, {
  rowId: byId,
  rowLabel: (row) => row.product?.title ?? String(row.product_id),
  defaults: newestFirst("created_at", "rating"),
  columns: [
    // Reviews carry no product image: the title alone.
    productColumn((row) => ({ id: row.product_id, title: row.product?.title ?? "" })),
    {
      key: "rating",
      title: "people.customer.columns.rating",
      sortBy: "rating",
      align: "right",
      render: (row) => `${row.rating} / 5`,
      csv: (row) => row.rating,
    },
    textColumn("review", "people.customer.columns.review", (row) => row.review, { clamp: true }),
    linkColumn("order", "people.customer.columns.order", urls.orders.detail, (row) =>
      row.order_id ? { id: row.order_id, text: `#${row.order_id}` } : null,
    ),
    dateColumn("people.customer.columns.written", (row) => row.created_at, "created_at"),
  ],
});

const wishlists = customerTab<CustomerWishlist>("wishlists", "people.customer.tabs.wishlists", customerApi.wishlists, {
  rowId: byId,
  rowLabel: (row) => productOf(row).title,
  defaults: newestFirst("created_at", "title"),
  columns: [
    productColumn(productOf, "title"),
    moneyColumn("price", "people.customer.columns.price", (row) =>
      row.product?.offered ? row.product.offered : (row.product?.selling ?? 0),
    ),
    dateColumn("people.customer.columns.added", (row) => row.created_at, "created_at"),
  ],
});

/** The customer screen's tabs, in the spec's order. */
export function customerSubLists(customerId: number): SubList[] {
  return [addresses, carts, logins, messages, orders, boughtProducts, ratingReviews, wishlists].map((tab) => tab(customerId));
}

/** The tabs' numbers from the profile's counts (bought products have none: they are a summary). */
export function customerTabCounts(counts: CustomerCounts): Partial<Record<string, number>> {
  return {
    addresses: counts.addresses,
    carts: counts.carts,
    logins: counts.logins,
    messages: counts.messages,
    orders: counts.orders,
    reviews: counts.rating_reviews,
    wishlists: counts.wishlists,
  };
}
