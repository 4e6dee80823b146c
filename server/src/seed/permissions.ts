/*
 * The permission catalogue of contract 4.2, and which seeded role gets what. Permission names are
 * `<group>.<action>`; group_name is the part before the dot. A new permission added here is created
 * (and granted to the roles listed) by the next base seed, i.e. the next server start.
 */

const CRUD = ["view", "create", "edit", "delete"] as const;

interface CatalogueRow {
  groups: string[];
  actions: readonly string[];
  /** Actions the superadmin role gets ("all" = every action of the row). */
  superadmin: readonly string[] | "all";
  vendor: readonly string[] | "all";
}

const NONE: readonly string[] = [];

export const CATALOGUE: CatalogueRow[] = [
  { groups: ["dashboard"], actions: ["view"], superadmin: "all", vendor: "all" },
  { groups: ["category", "subcategory", "brand", "attribute", "product", "bundle_deal"], actions: CRUD, superadmin: "all", vendor: "all" },
  { groups: ["tax_rule", "shipping_rule", "product_collection", "voucher", "flash_sale"], actions: CRUD, superadmin: "all", vendor: NONE },
  { groups: ["order"], actions: ["view", "edit", "delete"], superadmin: "all", vendor: "all" },
  { groups: ["rating_review"], actions: ["view", "delete"], superadmin: "all", vendor: "all" },
  { groups: ["user"], actions: CRUD, superadmin: "all", vendor: NONE },
  { groups: ["subscriber"], actions: ["view", "delete"], superadmin: "all", vendor: NONE },
  { groups: ["subscription_email_format"], actions: CRUD, superadmin: "all", vendor: NONE },
  { groups: ["role", "admin"], actions: CRUD, superadmin: "all", vendor: NONE },
  { groups: ["page", "home_slider", "banner", "footer_link"], actions: CRUD, superadmin: "all", vendor: NONE },
  { groups: ["site_setting", "setting"], actions: ["view", "edit"], superadmin: "all", vendor: NONE },
  { groups: ["profile"], actions: ["view", "edit"], superadmin: "all", vendor: "all" },
  { groups: ["message"], actions: ["view", "delete"], superadmin: "all", vendor: NONE },
  { groups: ["withdrawal_account"], actions: CRUD, superadmin: "all", vendor: "all" },
  { groups: ["store"], actions: CRUD, superadmin: "all", vendor: ["view", "edit"] },
  {
    groups: ["withdrawal_request"],
    actions: ["view", "create", "approve", "cancel", "delete"],
    superadmin: ["view", "approve", "cancel", "delete"],
    vendor: ["view", "create", "cancel"],
  },
  { groups: ["language"], actions: CRUD, superadmin: "all", vendor: ["view"] },
  { groups: ["header_link"], actions: CRUD, superadmin: "all", vendor: NONE },
  { groups: ["bulk_upload"], actions: ["view", "create", "edit"], superadmin: "all", vendor: ["create"] },
  { groups: ["offer"], actions: CRUD, superadmin: "all", vendor: NONE },
  // Seeded by the POS plugin in the original; here the plugin counts as installed, so both roles get them.
  { groups: ["pos"], actions: ["view"], superadmin: "all", vendor: "all" },
  { groups: ["pos_setting"], actions: CRUD, superadmin: "all", vendor: "all" },
  // Extension (server/docs/activity-log.md): who changed what; a vendor sees its own part of it.
  { groups: ["activity_log"], actions: ["view"], superadmin: "all", vendor: "all" },
];

export const ROLE_NAMES = ["superadmin", "vendor"] as const;
export type SeededRole = (typeof ROLE_NAMES)[number];

export interface PermissionSpec {
  name: string;
  group_name: string;
  roles: SeededRole[];
}

/** Every catalogue permission, in catalogue order, with the seeded roles that hold it. */
export function permissionSpecs(): PermissionSpec[] {
  const out: PermissionSpec[] = [];
  for (const row of CATALOGUE) {
    for (const group of row.groups) {
      for (const action of row.actions) {
        const roles: SeededRole[] = [];
        if (row.superadmin === "all" || row.superadmin.includes(action)) roles.push("superadmin");
        if (row.vendor === "all" || row.vendor.includes(action)) roles.push("vendor");
        out.push({ name: `${group}.${action}`, group_name: group, roles });
      }
    }
  }
  return out;
}
