import * as z from "zod/mini";
import { http } from "../client";
import { parseOne, resourceApi } from "../resource";

/** A permission of the catalogue (contract §4.1): `<group>.<action>`, its group in `group_name`. */
export const permissionSchema = z.looseObject({
  id: z.coerce.number(),
  name: z.string(),
  group_name: z.optional(z.nullable(z.string())),
});
export type Permission = z.infer<typeof permissionSchema>;

/**
 * A role (contract §4.3). `find` and `action` answer it with its `permissions`; the list does not
 * (the API gives neither permission nor user counts there).
 */
export const roleSchema = z.looseObject({
  id: z.coerce.number(),
  name: z.string(),
  created_at: z.optional(z.nullable(z.string())),
  permissions: z.optional(z.array(permissionSchema)),
});
export type Role = z.infer<typeof roleSchema>;

export interface RoleInput {
  name: string;
  /** Permission names; present (even empty) = the role's whole new set. */
  updated_permissions: string[];
}

/** The seeded roles: they decide who is the superadmin and who a vendor (contract §1.8). */
export const SUPERADMIN_ROLE = "superadmin";
export const BUILT_IN_ROLES: readonly string[] = [SUPERADMIN_ROLE, "vendor"];

/** `role/delete/{id}` takes one id, so a bulk delete is one call per role. */
export const roleApi = {
  ...resourceApi<Role, RoleInput>("role", roleSchema, { singleDelete: true }),
  async allPermissions(signal?: AbortSignal): Promise<Permission[]> {
    return parseOne(await http.get<unknown>("role/all-permissions", undefined, signal), z.array(permissionSchema));
  },
};

/** A permission name's group and action: `withdrawal_request.cancel` → [`withdrawal_request`, `cancel`]. */
export function splitPermission(permission: Pick<Permission, "name" | "group_name">): { group: string; action: string } {
  const dot = permission.name.lastIndexOf(".");
  const group = permission.group_name || (dot > 0 ? permission.name.slice(0, dot) : permission.name);
  return { group, action: dot > 0 ? permission.name.slice(dot + 1) : permission.name };
}
