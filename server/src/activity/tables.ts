/*
 * Every table the activity log watches, and every table it deliberately does not (EXCLUDED, with the
 * reason). triggers.ts makes the TEMP triggers from this map and the tables' columns at start; the
 * contract test activity-log-capture-tables fails when a table of the schema is in neither list.
 *
 * Expressions are SQL over the written row, named `R` (the trigger puts `new` or `old` in its place).
 * `record_type` is the record's permission group (seed/permissions.ts), `area` the panel's menu area.
 */

export type Area = "catalog" | "sales" | "pos" | "marketing" | "people" | "content" | "settings";

interface Common {
  /** Columns recorded as `{field, changed: true}`, never with values. */
  secrets?: readonly string[];
  /** Columns that change by themselves (read marks, counters kept by other writes): never recorded. */
  ignore?: readonly string[];
}

/** A table whose rows are records of their own (a product, a voucher). */
export interface RecordTable extends Common {
  kind: "record";
  recordType: string;
  area: Area;
  /** The record's title (SQL over R); none: no title. */
  title?: string;
  /** The admin who owns the record: a vendor's scope. Default: R.admin_id when the table has it. */
  owner?: string | null;
}

/** A table whose rows belong to another table's record (a product's translations). */
export interface ChildTable extends Common {
  kind: "child";
  /** The record table the rows fold into. */
  parent: string;
  /** The parent's id (SQL over R); a row whose parent cannot be found is not recorded. */
  parentId: string;
  /**
   * The row's own id in its field names (SQL over R); default R.id. Set it for rows a save replaces
   * as a whole (deleted, inserted again): a key that survives that lets an unchanged row cancel out.
   */
  key?: string;
  /** The first part of its field names; default the table's name. */
  prefix?: string;
  /** Overrides the parent's area when such a row is written (a POS sale's order is a `pos` entry). */
  area?: Area;
}

/**
 * A table of settings written by panels (several panels may share a table or a row): the rows fold
 * into the entry of the panel being saved (activity/panels.ts), else into `fallback`.
 */
export interface PanelTable extends Common {
  kind: "panel";
  area: Area;
  fallback: { recordType: string; recordId: string };
  owner?: string | null;
  /** Rows that are one setting each (env_settings): the field is the row's key, its value the value. */
  keyValue?: { key: string; value: string; secret: string };
  /** Rows that belong to the panel's row (translations): fields are `<table>.<id>.<column>`. */
  parentColumn?: string;
}

export type AuditedTable = RecordTable | ChildTable | PanelTable;

const child = (parent: string, parentColumn: string, extra: Partial<ChildTable> = {}): ChildTable => ({
  kind: "child",
  parent,
  parentId: `R.${parentColumn}`,
  ...extra,
});
const record = (recordType: string, area: Area, extra: Partial<RecordTable> = {}): RecordTable => ({
  kind: "record",
  recordType,
  area,
  title: "R.title",
  ...extra,
});
const panel = (recordType: string, recordId: string, area: Area, extra: Partial<PanelTable> = {}): PanelTable => ({
  kind: "panel",
  area,
  fallback: { recordType, recordId },
  ...extra,
});

/** A product's row reached through one of its inventories (inventory_attributes). */
const PRODUCT_OF_INVENTORY = "(SELECT product_id FROM updated_inventories WHERE id = R.inventory_id)";
/** env_settings keys whose values are secrets (and any later key named like one). */
const SECRET_SETTING =
  "(R.key IN ('smtp_password', 'google_client_secret', 'facebook_client_secret', 'jwt_secret', 'licence') OR R.key LIKE '%secret%' OR R.key LIKE '%password%' OR R.key LIKE '%token%' OR R.key LIKE '%\\_key' ESCAPE '\\')";

export const AUDITED: Readonly<Record<string, AuditedTable>> = {
  // Catalog
  products: record("product", "catalog", { ignore: ["review_count", "rating"] }),
  product_langs: child("products", "product_id"),
  // Links replaced as a whole on every save: keyed by what they link, so an unchanged set cancels out.
  product_categories: child("products", "product_id", { key: "R.category_id" }),
  product_images: child("products", "product_id"),
  product_image_attributes: child("products", "product_id"),
  updated_inventories: child("products", "product_id", { prefix: "inventories" }),
  inventory_attributes: {
    kind: "child",
    parent: "products",
    parentId: PRODUCT_OF_INVENTORY,
    key: "R.inventory_id",
    ignore: ["inventory_id"],
  },
  brands: record("brand", "catalog"),
  brand_langs: child("brands", "brand_id"),
  categories: record("category", "catalog"),
  category_langs: child("categories", "category_id"),
  sub_categories: record("subcategory", "catalog"),
  attributes: record("attribute", "catalog"),
  attribute_values: child("attributes", "attribute_id"),
  product_collections: record("product_collection", "catalog"),
  collection_with_products: child("product_collections", "product_collection_id", { key: "R.product_id" }),
  tags: record("tag", "catalog", { owner: null }),

  // Sales and POS
  orders: record("order", "sales", { title: 'R."order"', owner: null, ignore: ["viewed"], secrets: ["payment_token"] }),
  // Withdrawal marks are the withdrawal's entry, not a change of the orders it pays out.
  ordered_products: child("orders", "order_id", { ignore: ["withdrawn", "withdrawal_id"] }),
  order_invoices: child("orders", "order_id"),
  cancellations: child("orders", "order_id", { secrets: ["user_token"] }),
  pos_orders: child("orders", "order_id", { area: "pos" }),
  rating_reviews: record("rating_review", "sales", {
    title: "(SELECT title FROM products WHERE id = R.product_id)",
    owner: "(SELECT admin_id FROM products WHERE id = R.product_id)",
    secrets: ["user_token"],
  }),
  review_images: child("rating_reviews", "rating_review_id"),
  pos_settings: record("pos_setting", "pos", { title: "R.address" }),
  pos_setting_langs: child("pos_settings", "pos_setting_id"),

  // Marketing
  vouchers: record("voucher", "marketing"),
  voucher_langs: child("vouchers", "voucher_id"),
  flash_sales: record("flash_sale", "marketing"),
  flash_sale_langs: child("flash_sales", "flash_sale_id"),
  flash_sale_products: child("flash_sales", "flash_sale_id"),
  bundle_deals: record("bundle_deal", "marketing"),
  bundle_deal_langs: child("bundle_deals", "bundle_deal_id"),
  tax_rules: record("tax_rule", "marketing"),
  tax_rule_langs: child("tax_rules", "tax_rule_id"),
  shipping_rules: record("shipping_rule", "marketing"),
  shipping_rule_langs: child("shipping_rules", "shipping_rule_id"),
  shipping_places: child("shipping_rules", "shipping_rule_id"),

  // People
  // An admin owns its own account's entries: a vendor sees what was done to it.
  admins: record("admin", "people", {
    title: "R.name",
    owner: "R.id",
    // The count of wrong reset-code guesses is throttling bookkeeping, not a change of the account.
    ignore: ["viewed", "reset_code_attempts"],
    secrets: ["password", "remember_token", "reset_code_hash", "reset_code_expires_at"],
  }),
  model_has_roles: child("admins", "model_id", { key: "R.role_id", ignore: ["model_type"] }),
  roles: record("role", "people", { title: "R.name", owner: null }),
  role_has_permissions: child("roles", "role_id", { key: "R.permission_id" }),
  users: record("user", "people", { title: "R.name", owner: null, ignore: ["viewed"], secrets: ["password", "remember_token", "code"] }),
  user_addresses: child("users", "user_id", { secrets: ["user_token"] }),
  guest_users: record("guest_user", "people", { title: "R.name", owner: null, ignore: ["viewed"], secrets: ["user_token"] }),
  subscribers: record("subscriber", "people", { title: "R.email", owner: null }),
  subscription_email_formats: record("subscription_email_format", "people"),
  contact_us: record("message", "people", { title: "R.subject", owner: null, ignore: ["viewed"] }),
  withdrawal_accounts: record("withdrawal_account", "people"),
  withdrawals: record("withdrawal_request", "people", { title: "R.amount" }),
  stores: panel("store", "store", "people", { owner: "R.admin_id" }),
  store_langs: panel("store", "store", "people", {
    owner: "(SELECT admin_id FROM stores WHERE id = R.store_id)",
    parentColumn: "store_id",
  }),

  // Content
  pages: record("page", "content"),
  page_langs: child("pages", "page_id"),
  banners: record("banner", "content"),
  banner_langs: child("banners", "banner_id"),
  banner_source_brands: child("banners", "banner_id"),
  banner_source_categories: child("banners", "banner_id"),
  banner_source_products: child("banners", "banner_id"),
  banner_source_sub_categories: child("banners", "banner_id"),
  home_sliders: record("home_slider", "content"),
  home_slider_langs: child("home_sliders", "home_slider_id"),
  home_slider_source_brands: child("home_sliders", "home_slider_id"),
  home_slider_source_categories: child("home_sliders", "home_slider_id"),
  home_slider_source_products: child("home_sliders", "home_slider_id"),
  home_slider_source_sub_categories: child("home_sliders", "home_slider_id"),
  footer_links: record("footer_link", "content", { title: "(SELECT title FROM pages WHERE id = R.page_id)" }),
  footer_image_links: record("footer_link", "content"),
  header_links: record("header_link", "content"),
  header_link_langs: child("header_links", "header_link_id"),
  site_features: record("site_feature", "content", { title: "R.detail" }),
  site_feature_langs: child("site_features", "site_feature_id"),
  custom_scripts: record("custom_script", "content", { title: "R.route_pattern" }),
  site_settings: panel("site_setting", "site_setting", "content", { owner: null }),
  site_setting_langs: panel("site_setting", "site_setting", "content", { owner: null, parentColumn: "site_setting_id" }),

  // Settings
  languages: record("language", "settings", { title: "R.name", owner: null }),
  // Saved as a whole (deleted and inserted again): keyed by the string's key.
  language_strings: child("languages", "language_id", { key: "R.key", ignore: ["key"] }),
  plugins: record("plugin", "settings", { title: "R.name", secrets: ["public_key", "encrypt_key", "encrypt_iv", "secret_key"] }),
  settings: panel("setting", "setting", "settings", { owner: null }),
  env_settings: panel("setting", "setting", "settings", {
    owner: null,
    keyValue: { key: "R.key", value: "R.value", secret: SECRET_SETTING },
  }),
  payments: panel("setting", "setting", "settings", {
    owner: null,
    secrets: [
      "paypal_key",
      "paypal_secret",
      "razorpay_key",
      "razorpay_secret",
      "stripe_key",
      "stripe_secret",
      "fw_public_key",
      "fw_secret_key",
      "fw_encryption_key",
      "ip_api_key",
      "ip_secret_key",
      "payfast_merchant_key",
      "payfast_passphrase",
    ],
  }),
  fcm_settings: panel("setting", "setting", "settings", { owner: null, secrets: ["server_key"] }),
  deploy_settings: panel("setting", "setting", "settings", { owner: null }),
};

/** Tables never recorded, each with its reason. */
export const EXCLUDED: Readonly<Record<string, string>> = {
  activity_log: "the log itself",
  activity_log_counts: "the log's list totals, kept by permanent triggers on the log",
  admin_events: "live events (docs/events.md), written by permanent triggers from the writes they report",
  admin_tokens: "sessions: sign-in and sign-out are entries of their own (auth events)",
  auth_throttle: "sign-in and reset throttling counters",
  idempotency_keys: "replay records of POST requests, not data",
  mail_outbox: "outgoing mail, may hold reset codes in clear; the write that sends it is recorded",
  presence: "who has which screen open",
  saved_views: "an admin's named list states (search, filters, sort, columns: docs/saved-views.md), no shop data",
  saved_view_defaults: "which saved view an admin opens a list with",
  notification_marks: "an admin's read marks of notifications",
  notification_seen: "an admin's read marks of notifications",
  access_version: "a counter bumped by permanent triggers (access cache)",
  permissions: "the permission catalogue, made by the seed at start; no route writes it",
  order_events: "an order's timeline, written with the orders row whose change is the order's entry",
  order_counts: "derived counts kept by permanent triggers",
  order_vendors: "derived per-vendor order lines kept by permanent triggers",
  sales_group_days: "derived sales statistics",
  sales_group_totals: "derived sales statistics",
  sales_product_days: "derived sales statistics",
  sales_product_totals: "derived sales statistics",
  sales_status_days: "derived sales statistics",
  carts: "baskets (the POS basket included): transient; the sale they become is the order's entry",
  wishlists: "customers' wish lists: only the shop front writes them",
  user_logins: "customers' sign-ins on the shop front",
  deploys: "a deploy's run record, advanced by its runner after the request; the deploy settings are recorded",
  wysiwyg_images: "images uploaded by the rich-text editor: files, recorded with the record whose text uses them",
  kysely_migration: "migration bookkeeping",
  kysely_migration_lock: "migration bookkeeping",
  sqlite_sequence: "SQLite's own",
};

/** Full-text indexes (and their shadow tables) are derived from the records they index. */
export function isDerivedIndexTable(name: string): boolean {
  return /_fts(_[a-z]+)?$/.test(name);
}
