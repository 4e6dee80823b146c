import { IconShoppingCartX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { cartApi, type CartSummary } from "~/api/sales/carts";
import { urls } from "~/routing/urls";
import { DateCell, TitleCell } from "~/ui/list-page/cells";
import { COLUMN_PRIORITY, type ListColumn, type ListDescription } from "~/ui/list-page/description";
import { cartHref, cartRowId } from "./cart-keys";
import { CustomerKind, customerName } from "./cart-customer";
import { Money } from "./money";
import type { TranslationKey } from "~/i18n/keys";
import { withPriorities } from "~/ui/list-page/columns";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/*
 * /carts: the customers' carts, one row per customer. Read-only (carts are the customers' own), but a
 * cart can be emptied, one or many at a time.
 */

const keyOf = (row: CartSummary) => ({ id: row.id, guest: row.guest });

/** A right-aligned number the server sorts by `sortBy`. */
function amountColumn(
  key: string,
  title: TranslationKey,
  sortBy: string,
  value: (row: CartSummary) => number,
  show: (value: number) => ReactNode = (n) => n,
): ListColumn<CartSummary> {
  return { key, title, sortBy, align: "right", render: (row) => show(value(row)), csv: value };
}

/** Emptying carts, from a row or for the ticked rows: what both buttons share. */
const emptying = { key: "empty", icon: IconShoppingCartX, permission: "delete", color: "red" } as const;

export const cartList: ListDescription<CartSummary> = {
  resource: "carts",
  subject: "user",
  listPath: urls.carts.list(),
  load: (query, signal) => cartApi.list(query, signal),
  rowId: (row) => cartRowId(keyOf(row)),
  rowLabel: (row) => customerName(row),
  defaults: {
    orderby: "updated_at",
    type: "desc",
    sortable: ["updated_at", "created_at", "name", "email", "item_count", "quantity", "total"],
  },
  columns: withPriorities(
    [
      {
        key: "customer",
        title: "sales.carts.customer",
        sortBy: "name",
        hideable: false,
        render: (row) => <TitleCell title={customerName(row)} to={cartHref(keyOf(row))} />,
        csv: (row) => row.name,
      },
      { key: "email", title: "sales.carts.email", sortBy: "email", render: (row) => row.email, csv: (row) => row.email },
      {
        key: "kind",
        title: "sales.carts.kind",
        render: (row) => <CustomerKind guest={row.guest} />,
        csv: (row) => (row.guest ? "guest" : "registered"),
      },
      amountColumn("items", "sales.carts.items", "item_count", (row) => row.item_count),
      amountColumn("quantity", "sales.carts.quantity", "quantity", (row) => row.quantity),
      amountColumn(
        "total",
        "sales.carts.total",
        "total",
        (row) => row.total,
        (value) => <Money value={value} />,
      ),
      {
        key: "updated",
        title: "sales.carts.updated",
        sortBy: "updated_at",
        render: (row) => <DateCell value={row.updated_at} />,
        csv: (row) => row.updated_at ?? "",
      },
    ],
    { kind: KEY, total: KEY, updated: KEY, email: COLUMN_PRIORITY.normal, items: LOW, quantity: LOW },
  ),
  rowActions: [
    {
      ...emptying,
      label: "sales.carts.empty",
      run: (row) => cartApi.empty([keyOf(row)]),
      confirm: { title: "sales.carts.emptyConfirm", message: "sales.carts.emptyWarning", danger: true },
      done: "sales.carts.emptied",
    },
  ],
  bulkActions: [
    {
      ...emptying,
      label: "sales.carts.emptySelected",
      run: (_ids, rows) => cartApi.empty(rows.map(keyOf)),
      confirm: { title: "sales.carts.emptyManyConfirm", message: "sales.carts.emptyWarning", danger: true },
      done: "sales.carts.emptiedMany",
    },
  ],
};
