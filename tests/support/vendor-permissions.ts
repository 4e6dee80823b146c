/**
 * The vendor role's permissions as contract §4.2 lists them (plus the POS plugin's and the activity log's), written out
 * independently of the seed's table: the contract tests check the server against it, the unit tests
 * build a vendor's menu from it.
 */
const crud = (group: string) => ["view", "create", "edit", "delete"].map((action) => `${group}.${action}`);

export const SPEC_VENDOR_PERMISSIONS: readonly string[] = [
  "dashboard.view",
  ...["category", "subcategory", "brand", "attribute", "product", "bundle_deal", "withdrawal_account", "pos_setting"].flatMap(crud),
  "order.view",
  "order.edit",
  "order.delete",
  "rating_review.view",
  "rating_review.delete",
  "profile.view",
  "profile.edit",
  "store.view",
  "store.edit",
  "withdrawal_request.view",
  "withdrawal_request.create",
  "withdrawal_request.cancel",
  "language.view",
  "bulk_upload.create",
  "pos.view",
  // The activity log extension (server/docs/activity-log.md): a vendor sees its own part of the log.
  "activity_log.view",
];
