import { Text } from "@mantine/core";
import * as z from "zod/mini";
import { http } from "~/api/client";
import { adminRoleSchema } from "~/api/people/admins";
import { flag, resourceApi, text } from "~/api/resource";
import { urls } from "~/routing/urls";
import { dateColumn, nameColumn, textColumn } from "~/ui/list-page/columns";
import type { ListDescription } from "~/ui/list-page/description";
import { FlagChip } from "./customer-cells";
import { namedDelete } from "./registered-delete";

/*
 * Admins and vendors (admin-screens §8.3): Name (link) · Username · E-mail · Role · Verified ·
 * Active · Created, sorted by name, e-mail, username or date, searched by name or e-mail. The
 * server refuses deleting one's own account and the last active superadmin; its message is shown.
 */

/** An admin or vendor as `admin-data/find` and `all` answer it; `commission` is a decimal string or null. */
export const adminSchema = z.looseObject({
  id: z.coerce.number(),
  name: text,
  username: text,
  email: text,
  commission: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  active: flag,
  verified: flag,
  created_at: z.optional(z.nullable(z.string())),
  roles: z.catch(z.array(adminRoleSchema), []),
});
export type Admin = z.infer<typeof adminSchema>;

/** `admin-data/delete/{id}` takes one id: a selection is one call per account. */
export const adminResourceApi = resourceApi<Admin, Record<string, unknown>>("admin-data", adminSchema, { singleDelete: true });

/** An account as confirmations name it: its name and e-mail address. */
const who = (row: Admin) => (row.name ? `${row.name} <${row.email}>` : row.email || row.username);
const roleNames = (row: Admin) => row.roles.map((r) => r.name).join(", ");

const remove = namedDelete<Admin>({
  texts: { deleteOne: "people.admins.deleteOne", deleteMany: "people.admins.deleteMany", bulkLabel: "list.deleteSelected" },
  // One call per account, in turn: the first refusal (one's own account) stops and is shown.
  remove: async (ids) => {
    for (const id of ids) await http.delete(`admin-data/delete/${id}`);
  },
  rowId: (row) => row.id,
  name: who,
});

export const adminList: ListDescription<Admin> = {
  resource: "admins-vendors",
  subject: "admin",
  listPath: urls.adminsVendors.list(),
  createPath: urls.adminsVendors.create(),
  editPath: (row) => urls.adminsVendors.edit(row.id),
  load: (query, signal) => adminResourceApi.list(query, signal),
  rowId: (row) => row.id,
  rowLabel: who,
  defaults: { orderby: "created_at", type: "desc", sortable: ["name", "email", "username", "created_at", "active", "verified"] },
  columns: [
    nameColumn(
      "name",
      "people.admins.fields.name",
      (row) => row.name || row.username,
      (row) => urls.adminsVendors.edit(row.id),
      {
        sortBy: "name",
      },
    ),
    textColumn("username", "people.admins.fields.username", (row) => row.username, { sortBy: "username" }),
    textColumn("email", "people.admins.fields.email", (row) => row.email, { sortBy: "email" }),
    {
      key: "roles",
      title: "people.admins.fields.role",
      render: (row) => <Text size="sm">{roleNames(row) || "—"}</Text>,
      csv: roleNames,
    },
    {
      key: "verified",
      title: "people.admins.fields.verified",
      sortBy: "verified",
      render: (row) => <FlagChip value={row.verified} />,
      csv: (row) => (row.verified === 1 ? 1 : 0),
    },
    {
      key: "active",
      title: "people.admins.fields.active",
      sortBy: "active",
      render: (row) => <FlagChip value={row.active} />,
      csv: (row) => (row.active === 1 ? 1 : 0),
    },
    dateColumn("created", "people.admins.fields.created", (row) => row.created_at, { sortBy: "created_at" }),
  ],
  rowActions: [remove.rowAction],
  bulkActions: [remove.bulkAction],
  texts: { add: "people.admins.add" },
};
