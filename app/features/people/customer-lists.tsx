import { Text } from "@mantine/core";
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
} from "~/api/people/customers";
import { urls } from "~/shell/urls";
import { YesNo } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { subList, type SubList } from "~/ui/sub-lists/sub-lists";
import { dateColumn, FlagChip, moneyColumn, numberColumn, ProductCell, RecordLink, textColumn } from "./customer-cells";

/*
 * The eight sub-lists of a registered customer (spec §2 "User sub-lists"), each a read-only list of
 * `user/{id}/<list>` with its own URL keys (`orders.page`, `logins.orderby`…). The endpoints sort
 * but do not search, so no search box.
 */

type SubListSpec<T> = Pick<ListDescription<T>, "load" | "rowId" | "rowLabel" | "columns" | "defaults">;

function customerList<T>(customerId: number, key: string, spec: SubListSpec<T>): ListDescription<T> & { urlKey: string } {
  return { resource: `customer-${key}`, subject: "user", listPath: urls.registeredUsers.detail(customerId), urlKey: key, searchable: false, ...spec };
}

/** Order `status` 1–5 (contract §2), as i18n keys. */
const ORDER_STATUS: Record<number, string> = {
  1: "people.customer.orderStatus.pending",
  2: "people.customer.orderStatus.confirmed",
  3: "people.customer.orderStatus.pickedUp",
  4: "people.customer.orderStatus.onTheWay",
  5: "people.customer.orderStatus.delivered",
};

/** Order `order_method` 1–8 (contract §2): the payment methods' own names need no translation… */
const PAYMENT_METHODS: Record<number, string> = {
  1: "Razorpay",
  3: "Stripe",
  4: "PayPal",
  5: "Flutterwave",
  6: "Iyzico",
  8: "PayFast",
};
/** …except the two that are words. */
const PAYMENT_METHOD_WORDS: Record<number, string> = {
  2: "people.customer.paymentMethod.cashOnDelivery",
  7: "people.customer.paymentMethod.bank",
};

function OrderStatus({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation();
  const key = status ? ORDER_STATUS[status] : undefined;
  return <Text size="sm">{key ? t(key) : "—"}</Text>;
}

function PaymentMethod({ method }: { method: number | null | undefined }) {
  const { t } = useTranslation();
  const word = method ? PAYMENT_METHOD_WORDS[method] : undefined;
  return <Text size="sm">{word ? t(word) : ((method && PAYMENT_METHODS[method]) ?? "—")}</Text>;
}

const SENT = { orderby: "created_at", type: "desc" } as const;

const addressText = (row: CustomerAddress) => [row.address_1, row.city].filter(Boolean).join(", ") || String(row.id);

function addresses(id: number): SubList {
  return subList(
    "people.customer.tabs.addresses",
    customerList<CustomerAddress>(id, "addresses", {
      load: customerApi.addresses(id),
      rowId: (row) => row.id,
      rowLabel: addressText,
      defaults: { ...SENT, sortable: ["created_at", "name", "country", "city"] },
      columns: [
        { ...textColumn<CustomerAddress>("name", "people.customer.columns.name", (row) => row.name, "name"), hideable: false },
        textColumn("address", "people.customer.columns.address", (row) => [row.address_1, row.address_2].filter(Boolean).join(", ")),
        textColumn("city", "people.customer.columns.city", (row) => [row.zip, row.city].filter(Boolean).join(" "), "city"),
        textColumn("country", "people.customer.columns.country", (row) => [row.state, row.country].filter(Boolean).join(", "), "country"),
        textColumn("phone", "people.customer.columns.phone", (row) => row.phone),
        { key: "default", title: "people.customer.columns.default", render: (row) => <FlagChip value={row.default} />, csv: (row) => (row.default === 1 ? 1 : 0) },
        dateColumn("people.customer.columns.created", (row) => row.created_at, "created_at"),
      ],
    }),
  );
}

function carts(id: number): SubList {
  return subList(
    "people.customer.tabs.carts",
    customerList<CustomerCartLine>(id, "carts", {
      load: customerApi.carts(id),
      rowId: (row) => row.id,
      rowLabel: (row) => row.product?.title ?? String(row.product_id),
      defaults: { ...SENT, sortable: ["created_at", "updated_at", "quantity"] },
      columns: [
        {
          key: "product",
          title: "people.customer.columns.product",
          hideable: false,
          render: (row) => <ProductCell id={row.product_id} title={row.product?.title ?? ""} image={row.product?.image} />,
          csv: (row) => row.product?.title ?? "",
        },
        textColumn("variant", "people.customer.columns.variant", (row) => row.attributes.map((a) => `${a.attribute}: ${a.value}`).join(" · ")),
        numberColumn("quantity", "people.customer.columns.quantity", (row) => row.quantity, "quantity"),
        moneyColumn("unit", "people.customer.columns.unitPrice", (row) => row.unit_price),
        moneyColumn("total", "people.customer.columns.lineTotal", (row) => row.line_total),
        dateColumn("people.customer.columns.added", (row) => row.created_at, "created_at"),
      ],
    }),
  );
}

function logins(id: number): SubList {
  return subList(
    "people.customer.tabs.logins",
    customerList<CustomerLogin>(id, "logins", {
      load: customerApi.logins(id),
      rowId: (row) => row.id,
      rowLabel: (row) => row.ip,
      defaults: { ...SENT, sortable: ["created_at", "ip"] },
      columns: [
        { ...dateColumn<CustomerLogin>("people.customer.columns.signedIn", (row) => row.created_at, "created_at"), hideable: false },
        textColumn("ip", "people.customer.columns.ip", (row) => row.ip, "ip"),
        textColumn("agent", "people.customer.columns.userAgent", (row) => row.user_agent),
      ],
    }),
  );
}

function messages(id: number): SubList {
  return subList(
    "people.customer.tabs.messages",
    customerList<CustomerMessage>(id, "messages", {
      load: customerApi.messages(id),
      rowId: (row) => row.id,
      rowLabel: (row) => row.subject,
      defaults: { ...SENT, sortable: ["created_at", "subject", "replied", "viewed"] },
      columns: [
        {
          key: "subject",
          title: "people.customer.columns.subject",
          sortBy: "subject",
          hideable: false,
          render: (row) => (
            <RecordLink open={urls.userMessages.detail} id={row.id}>
              {row.subject || "—"}
            </RecordLink>
          ),
          csv: (row) => row.subject,
        },
        { key: "message", title: "people.customer.columns.message", render: (row) => <Text size="sm" lineClamp={2}>{row.message}</Text>, csv: (row) => row.message },
        { key: "viewed", title: "people.customer.columns.viewed", sortBy: "viewed", render: (row) => <YesNo value={row.viewed} />, csv: (row) => (row.viewed === 1 ? 1 : 0) },
        { key: "replied", title: "people.customer.columns.replied", sortBy: "replied", render: (row) => <YesNo value={row.replied} />, csv: (row) => (row.replied === 1 ? 1 : 0) },
        dateColumn("people.customer.columns.sent", (row) => row.created_at, "created_at"),
      ],
    }),
  );
}

function orders(id: number): SubList {
  return subList(
    "people.customer.tabs.orders",
    customerList<CustomerOrder>(id, "orders", {
      load: customerApi.orders(id),
      rowId: (row) => row.id,
      rowLabel: (row) => row.order,
      defaults: { ...SENT, sortable: ["created_at", "status", "total_amount", "order_method", "payment_done", "cancelled"] },
      columns: [
        {
          key: "order",
          title: "people.customer.columns.order",
          hideable: false,
          render: (row) => (
            <RecordLink open={urls.orders.detail} id={row.id}>
              {row.order || `#${row.id}`}
            </RecordLink>
          ),
          csv: (row) => row.order,
        },
        { key: "status", title: "people.customer.columns.status", sortBy: "status", render: (row) => <OrderStatus status={row.status} />, csv: (row) => row.status ?? "" },
        { key: "method", title: "people.customer.columns.paymentMethod", sortBy: "order_method", render: (row) => <PaymentMethod method={row.order_method} />, csv: (row) => row.order_method ?? "" },
        {
          key: "paid",
          title: "people.customer.columns.paid",
          sortBy: "payment_done",
          render: (row) => <FlagChip value={row.payment_done} labels={["people.customer.paid", "people.customer.unpaid"]} />,
          csv: (row) => row.payment_done ?? 0,
        },
        { key: "cancelled", title: "people.customer.columns.cancelled", sortBy: "cancelled", render: (row) => <YesNo value={row.cancelled} />, csv: (row) => row.cancelled ?? 0 },
        numberColumn("items", "people.customer.columns.items", (row) => row.item_count),
        moneyColumn("total", "people.customer.columns.total", (row) => row.total_amount, "total_amount"),
        dateColumn("people.customer.columns.placed", (row) => row.created_at, "created_at"),
      ],
    }),
  );
}

function boughtProducts(id: number): SubList {
  return subList(
    "people.customer.tabs.boughtProducts",
    customerList<BoughtProduct>(id, "bought", {
      load: customerApi.boughtProducts(id),
      rowId: (row) => row.product_id,
      rowLabel: (row) => row.title,
      defaults: { orderby: "last_ordered_at", type: "desc", sortable: ["last_ordered_at", "quantity", "orders", "title", "amount"] },
      columns: [
        {
          key: "product",
          title: "people.customer.columns.product",
          sortBy: "title",
          hideable: false,
          render: (row) => <ProductCell id={row.product_id} title={row.title} image={row.image} />,
          csv: (row) => row.title,
        },
        numberColumn("quantity", "people.customer.columns.quantity", (row) => row.quantity, "quantity"),
        numberColumn("orders", "people.customer.columns.orders", (row) => row.orders, "orders"),
        moneyColumn("amount", "people.customer.columns.amount", (row) => row.amount, "amount"),
        dateColumn("people.customer.columns.lastOrdered", (row) => row.last_ordered_at, "last_ordered_at"),
      ],
    }),
  );
}

function ratingReviews(id: number): SubList {
  return subList(
    "people.customer.tabs.ratingReviews",
    customerList<CustomerReview>(id, "reviews", {
      load: customerApi.ratingReviews(id),
      rowId: (row) => row.id,
      rowLabel: (row) => row.product?.title ?? String(row.product_id),
      defaults: { ...SENT, sortable: ["created_at", "rating"] },
      columns: [
        {
          key: "product",
          title: "people.customer.columns.product",
          hideable: false,
          render: (row) => <ProductCell id={row.product_id} title={row.product?.title ?? ""} />,
          csv: (row) => row.product?.title ?? "",
        },
        { key: "rating", title: "people.customer.columns.rating", sortBy: "rating", align: "right", render: (row) => `${row.rating} / 5`, csv: (row) => row.rating },
        { key: "review", title: "people.customer.columns.review", render: (row) => <Text size="sm" lineClamp={2}>{row.review}</Text>, csv: (row) => row.review },
        {
          key: "order",
          title: "people.customer.columns.order",
          render: (row) =>
            row.order_id ? (
              <RecordLink open={urls.orders.detail} id={row.order_id}>
                {`#${row.order_id}`}
              </RecordLink>
            ) : (
              "—"
            ),
          csv: (row) => row.order_id ?? "",
        },
        dateColumn("people.customer.columns.written", (row) => row.created_at, "created_at"),
      ],
    }),
  );
}

function wishlists(id: number): SubList {
  return subList(
    "people.customer.tabs.wishlists",
    customerList<CustomerWishlist>(id, "wishlists", {
      load: customerApi.wishlists(id),
      rowId: (row) => row.id,
      rowLabel: (row) => row.product?.title ?? String(row.product_id),
      defaults: { ...SENT, sortable: ["created_at", "title"] },
      columns: [
        {
          key: "product",
          title: "people.customer.columns.product",
          sortBy: "title",
          hideable: false,
          render: (row) => <ProductCell id={row.product_id} title={row.product?.title ?? ""} image={row.product?.image} />,
          csv: (row) => row.product?.title ?? "",
        },
        moneyColumn("price", "people.customer.columns.price", (row) => (row.product?.offered ? row.product.offered : (row.product?.selling ?? 0))),
        dateColumn("people.customer.columns.added", (row) => row.created_at, "created_at"),
      ],
    }),
  );
}

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
