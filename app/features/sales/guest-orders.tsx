import { guestApi, type GuestOrder } from "~/api/sales/guests";
import { orderStateColumns } from "./order-state-columns";
import { dateColumn, linkColumn, moneyColumn, numberColumn, yesNoColumn } from "~/features/people/customer-columns";
import { urls } from "~/routing/urls";
import { subList, type SubList } from "~/ui/sub-lists/sub-lists";

/*
 * The guest's orders (`guest-user/orders/{id}`), the sub-list under the guest's page: the columns of
 * a registered customer's orders tab, so both read alike. The endpoint sorts by date and total only
 * and does not search, so the other columns carry no sort button and there is no search box.
 */

/** The URL key of the orders tab (`tab=orders`, `orders.page=2`, `orders.orderby=total_amount`). */
export const GUEST_ORDERS = "orders";

/** The sub-lists of a guest's page, bound to the guest. */
export function guestSubLists(guestId: number): SubList[] {
  return [
    subList<GuestOrder>("sales.guests.tabs.orders", {
      resource: "guest-orders",
      subject: "order",
      listPath: urls.guestUsers.detail(guestId),
      urlKey: GUEST_ORDERS,
      searchable: false,
      load: guestApi.orders(guestId),
      rowId: (row) => row.id,
      rowLabel: (row) => row.order || `#${row.id}`,
      defaults: { orderby: "created_at", type: "desc", sortable: ["created_at", "total_amount"] },
      columns: [
        linkColumn("order", "people.customer.columns.order", urls.orders.detail, (row) => ({ id: row.id, text: row.order }), {
          hideable: false,
        }),
        ...orderStateColumns<GuestOrder>(false),
        yesNoColumn("cancelled", "people.customer.columns.cancelled", (row) => row.cancelled),
        numberColumn("items", "people.customer.columns.items", (row) => row.item_count),
        moneyColumn("total", "people.customer.columns.total", (row) => row.total_amount, {
          sortBy: "total_amount",
          currency: (row) => row.currency,
        }),
        dateColumn("people.customer.columns.placed", (row) => row.created_at, "created_at"),
      ],
    }),
  ];
}
