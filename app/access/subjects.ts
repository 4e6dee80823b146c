/**
 * The backend's permission groups (contract §4.2: a permission is `<group>.<action>`), as types, so a
 * screen's gate or a menu entry that names a group the backend does not have fails the type check.
 * tests/unit/permission-subjects.test.ts keeps this list equal to the reference server's catalogue.
 */
export const SUBJECTS = [
  "dashboard",
  "category",
  "subcategory",
  "brand",
  "attribute",
  "product",
  "bundle_deal",
  "tax_rule",
  "shipping_rule",
  "product_collection",
  "voucher",
  "flash_sale",
  "order",
  "rating_review",
  "user",
  "subscriber",
  "subscription_email_format",
  "role",
  "admin",
  "page",
  "home_slider",
  "banner",
  "footer_link",
  "header_link",
  "site_setting",
  "setting",
  "profile",
  "message",
  "withdrawal_account",
  "withdrawal_request",
  "store",
  "language",
  "bulk_upload",
  "offer",
  "pos",
  "pos_setting",
  "activity_log",
] as const;

/** A permission group of the backend. */
export type Subject = (typeof SUBJECTS)[number];

/** The actions a screen's gate asks for (the catalogue has more: delete, approve, cancel). */
export type GateAction = "view" | "create" | "edit";

/** A permission a screen's gate may ask for, e.g. `brand.view`. */
export type Permission = `${Subject}.${GateAction}`;
