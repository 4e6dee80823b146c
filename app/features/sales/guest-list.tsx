import type { GuestRow } from "~/api/sales/guests";
import { guestApi } from "~/api/sales/guests";
import { namedDelete } from "~/features/people/registered-delete";
import { urls } from "~/routing/urls";
import { dateColumn, nameColumn, textColumn } from "~/ui/list-page/columns";
import type { ListDescription } from "~/ui/list-page/description";
import { guestName, guestPlace } from "./guest-format";

/*
 * /guest-users (admin-screens §8.2): the customers who checked out as guests. Name (linking to the
 * guest's page) · E-mail · Phone · Place (both from the checkout's default address) · Created,
 * searched by name or e-mail on the server, sorted by date, name or e-mail. Guests come from the
 * storefront, so nothing is created here; deleting asks with the guests' names, like customers.
 */

const remove = namedDelete<GuestRow>({
  texts: { deleteOne: "sales.guests.deleteOne", deleteMany: "sales.guests.deleteMany", bulkLabel: "list.deleteSelected" },
  remove: (ids) => guestApi.remove(ids),
  rowId: (row) => row.id,
  name: guestName,
});

export const guestList: ListDescription<GuestRow> = {
  resource: "guest-users",
  subject: "user",
  listPath: urls.guestUsers.list(),
  load: (query, signal) => guestApi.list(query, signal),
  rowId: (row) => row.id,
  rowLabel: guestName,
  defaults: { orderby: "created_at", type: "desc", sortable: ["created_at", "name", "email"] },
  columns: [
    nameColumn("name", "sales.guests.name", guestName, (row) => urls.guestUsers.detail(row.id), { sortBy: "name" }),
    textColumn("email", "sales.guests.email", (row) => row.email || "—", { sortBy: "email" }),
    textColumn("phone", "sales.guests.phone", (row) => row.phone || "—"),
    textColumn("place", "sales.guests.place", (row) => guestPlace(row) || "—"),
    dateColumn("created", "sales.guests.created", (row) => row.created_at, { sortBy: "created_at" }),
  ],
  rowActions: [remove.rowAction],
  bulkActions: [remove.bulkAction],
};
