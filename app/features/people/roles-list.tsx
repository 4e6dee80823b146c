import { roleApi, type Role } from "~/api/people/roles";
import { urls } from "~/routing/urls";
import { dateColumn, nameColumn } from "~/ui/list-page/columns";
import type { ListDescription } from "~/ui/list-page/description";

/**
 * Roles (admin-screens §8.4): Name (link) · Created, sorted by name or date, searched by name. The
 * API gives no permission or user counts in the list. The server refuses deleting the built-in
 * roles and roles still given to an admin; its message is what the user sees.
 */
export const roleList: ListDescription<Role> = {
  resource: "roles",
  subject: "role",
  listPath: urls.rolesPermissions.list(),
  createPath: urls.rolesPermissions.create(),
  editPath: (row) => urls.rolesPermissions.edit(row.id),
  load: (query, signal) => roleApi.list(query, signal),
  remove: (ids) => roleApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  defaults: { orderby: "created_at", type: "desc", sortable: ["name", "created_at"] },
  columns: [
    nameColumn(
      "name",
      "roles.fields.name",
      (row) => row.name,
      (row) => urls.rolesPermissions.edit(row.id),
      { sortBy: "name" },
    ),
    dateColumn("created", "roles.fields.created", (row) => row.created_at, { sortBy: "created_at" }),
  ],
  texts: { add: "roles.add", deleteOne: "roles.deleteOne", deleteMany: "roles.deleteMany" },
};
