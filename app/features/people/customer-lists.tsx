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
import { urls } from "~/routing/urls";
import { COLUMN_PRIORITY, type ListDescription } from "~/ui/list-page/description";
import { subList, type SubList } from "~/ui/sub-lists/sub-lists";
import { orderStateColumns } from "~/features/sales/order-state-columns";
import { FlagChip } from "./customer-cells";
import { dateColumn, linkColumn, moneyColumn, numberColumn, productColumn, textColumn, yesNoColumn } from "./customer-columns";
import type { TranslationKey } from "~/i18n/keys";
import { withPriorities } from "~/ui/list-page/columns";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

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
  // The status, total and date stay on a laptop; the payment's method, the delivery and the count go first.
  columns: withPriorities(
    [
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
    { status: KEY, total: KEY, created_at: KEY, method: LOW, delivery: LOW, items: LOW },
  ),
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
