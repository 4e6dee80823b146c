import { customerApi, type CustomerRow } from "~/api/people/customers";
import { urls } from "~/routing/urls";
import { TitleCell } from "~/ui/list-page/cells";
import { dateColumn, textColumn, withPriorities } from "~/ui/list-page/columns";
import { COLUMN_PRIORITY, type ListDescription } from "~/ui/list-page/description";
import { FlagChip } from "./customer-cells";
import { namedDelete } from "./registered-delete";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/*
 * Registered customers (admin-screens §8.1): Name (linking to the customer's page) · E-mail · Phone ·
 * Verified chip · Created, searched by name or e-mail, sorted by date, name, e-mail or verified.
 * Deleting asks with the customers' e-mail addresses; the server deletes a whole selection or none.
 */

/** A customer as confirmations name them: the e-mail address (unique), else the name. */
const who = (row: CustomerRow) => row.email || row.name || `#${row.id}`;

const remove = namedDelete<CustomerRow>({
  texts: {
    deleteOne: "people.customers.deleteOne",
    deleteMany: "people.customers.deleteMany",
    bulkLabel: "list.deleteSelected",
  },
  remove: (ids) => customerApi.remove(ids),
  rowId: (row) => row.id,
  name: who,
});

export const registeredUserList: ListDescription<CustomerRow> = {
  resource: "registered-users",
  subject: "user",
  listPath: urls.registeredUsers.list(),
  createPath: urls.registeredUsers.create(),
  editPath: (row) => urls.registeredUsers.detail(row.id),
  load: (query, signal) => customerApi.list(query, signal),
  rowId: (row) => row.id,
  rowLabel: who,
  defaults: { orderby: "created_at", type: "desc", sortable: ["created_at", "name", "email", "verified"] },
  columns: withPriorities(
    [
      {
        key: "name",
        title: "people.customer.name",
        sortBy: "name",
        hideable: false,
        render: (row) => <TitleCell title={row.name} to={urls.registeredUsers.detail(row.id)} />,
        csv: (row) => row.name,
      },
      textColumn("email", "people.customer.email", (row) => row.email || "—", { sortBy: "email" }),
      textColumn("phone", "people.customer.phone", (row) => row.phone || "—"),
      {
        key: "verified",
        title: "people.customer.verified",
        sortBy: "verified",
        render: (row) => <FlagChip value={row.verified} labels={["people.customer.verified", "people.customer.unverified"]} />,
        csv: (row) => (row.verified === 1 ? 1 : 0),
      },
      dateColumn("created", "people.customer.created", (row) => row.created_at, { sortBy: "created_at" }),
    ],
    { email: KEY, verified: KEY, created: COLUMN_PRIORITY.normal, phone: LOW },
  ),
  rowActions: [remove.rowAction],
  bulkActions: [remove.bulkAction],
  texts: { add: "people.customers.add" },
};
