import type { TFunction } from "i18next";
import { splitPermission, type Permission } from "~/api/people/roles";
import { buildShape, type MatrixShape } from "~/ui/matrix/shape";

/*
 * The permission catalogue as a matrix: one row per permission group, one column per action. Most
 * groups have view/create/edit/delete; some have fewer (`order` has no create) or others
 * (`withdrawal_request.approve`/`cancel`): their missing crossings stay empty.
 */

/** The usual actions first, in the order people read them; others follow as the API lists them. */
export const ACTION_ORDER = ["view", "create", "edit", "delete"] as const;

export function permissionShape(permissions: readonly Permission[]): MatrixShape {
  const cells = permissions.map((permission) => {
    const { group, action } = splitPermission(permission);
    return { key: permission.name, row: group, column: action };
  });
  return buildShape(cells, ACTION_ORDER);
}

// Written out key by key, so the locale check finds each one in the code.
const GROUP_LABELS = {
  dashboard: "permissions.groups.dashboard",
  category: "permissions.groups.category",
  subcategory: "permissions.groups.subcategory",
  brand: "permissions.groups.brand",
  attribute: "permissions.groups.attribute",
  product: "permissions.groups.product",
  bundle_deal: "permissions.groups.bundle_deal",
  tax_rule: "permissions.groups.tax_rule",
  shipping_rule: "permissions.groups.shipping_rule",
  product_collection: "permissions.groups.product_collection",
  voucher: "permissions.groups.voucher",
  flash_sale: "permissions.groups.flash_sale",
  order: "permissions.groups.order",
  rating_review: "permissions.groups.rating_review",
  user: "permissions.groups.user",
  subscriber: "permissions.groups.subscriber",
  subscription_email_format: "permissions.groups.subscription_email_format",
  role: "permissions.groups.role",
  admin: "permissions.groups.admin",
  page: "permissions.groups.page",
  home_slider: "permissions.groups.home_slider",
  banner: "permissions.groups.banner",
  footer_link: "permissions.groups.footer_link",
  header_link: "permissions.groups.header_link",
  site_setting: "permissions.groups.site_setting",
  setting: "permissions.groups.setting",
  profile: "permissions.groups.profile",
  message: "permissions.groups.message",
  withdrawal_account: "permissions.groups.withdrawal_account",
  withdrawal_request: "permissions.groups.withdrawal_request",
  store: "permissions.groups.store",
  language: "permissions.groups.language",
  bulk_upload: "permissions.groups.bulk_upload",
  offer: "permissions.groups.offer",
  pos: "permissions.groups.pos",
  pos_setting: "permissions.groups.pos_setting",
} as const;

const ACTION_LABELS = {
  view: "permissions.actions.view",
  create: "permissions.actions.create",
  edit: "permissions.actions.edit",
  delete: "permissions.actions.delete",
  approve: "permissions.actions.approve",
  cancel: "permissions.actions.cancel",
} as const;

/** `tax_rule` → "Tax rule": a permission a newer backend added still gets a readable name. */
export function humanise(name: string): string {
  const words = name.replace(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function hasKey<T extends object>(labels: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(labels, key);
}

export function groupLabel(t: TFunction, group: string): string {
  return hasKey(GROUP_LABELS, group) ? t(GROUP_LABELS[group]) : humanise(group);
}

export function actionLabel(t: TFunction, action: string): string {
  return hasKey(ACTION_LABELS, action) ? t(ACTION_LABELS[action]) : humanise(action);
}
