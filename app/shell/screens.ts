/**
 * Every screen of the spec, in the spec's order, with what the shell needs to know of it: its route
 * path, its translated title, who may open it and its parent in the breadcrumb. app/routes.ts builds
 * the route table from this list, so a URL, its module and its gate are written down once.
 *
 * Kept free of React and of browser APIs: the Remix build evaluates it in Node through routes.ts.
 */

import type { TranslationKey } from "~/i18n/keys";

/** A permission group of the backend (`<group>.<action>`, contract §4.2). */
export type Subject = string;

export type Audience = "guest" | "user";

export interface Screen {
  /** Route id and name of the module file under app/routes/ (without .tsx). */
  id: string;
  /** Route path as React Router writes it (no leading slash, `:id` / `:id?`). */
  path: string;
  /** i18n key of the page title. */
  title: TranslationKey;
  /** Who may open it: guests only (login pages) or signed-in users. */
  audience: Audience;
  /** Permission group that gates the screen; opening needs `view` (or `create` where `orCreate`). */
  subject?: Subject;
  /** Also open with only `<subject>.create` (vendors have `bulk_upload.create` without `view`). */
  orCreate?: boolean;
  /** How the `{id}` segment behaves: required numeric id, or also `add` for a new record. */
  idParam?: "required" | "optional";
  /** Whether `add` (create mode) is accepted for the id. */
  creatable?: boolean;
  /** Breadcrumb parent. */
  parent?: string;
  /** i18n key of a menu group shown in the breadcrumb before the title. */
  section?: TranslationKey;
}

const list = (id: string, path: string, title: TranslationKey, subject: Subject, extra: Partial<Screen> = {}): Screen => ({
  id,
  path,
  title,
  audience: "user",
  subject,
  ...extra,
});

const edit = (
  id: string,
  path: string,
  title: TranslationKey,
  subject: Subject,
  parent: string,
  idParam: "required" | "optional",
  creatable = true,
  extra: Partial<Screen> = {},
): Screen => ({ id, path, title, audience: "user", subject, parent, idParam, creatable, ...extra });

const guest = (id: string, path: string, title: TranslationKey): Screen => ({ id, path, title, audience: "guest" });

/** A settings tab: `setting("smtp", …)` is the screen `setting.smtp` at `/setting/smtp`. */
const setting = (name: string, title: TranslationKey, subject: Subject = "setting"): Screen =>
  list(`setting.${name}`, `setting/${name}`, title, subject, { section: "nav.setting" });

/** Routes without parameter (spec §2), in the spec's order. */
export const plainScreens: readonly Screen[] = [
  list("dashboard", "", "screens.dashboard", "dashboard"),
  list("admins-vendors", "admins-vendors", "screens.adminsVendors", "admin"),
  list("attributes", "attributes", "screens.attributes", "attribute", { section: "nav.productGroup" }),
  list("banners", "banners", "screens.banners", "banner", { section: "nav.ui" }),
  list("brands", "brands", "screens.brands", "brand", { section: "nav.productGroup" }),
  list("bulk-upload", "bulk-upload", "screens.bulkUpload", "bulk_upload", { orCreate: true }),
  list("bundle-deals", "bundle-deals", "screens.bundleDeals", "bundle_deal", { section: "nav.marketing" }),
  list("carts", "carts", "screens.carts", "user", { section: "nav.users" }),
  list("categories", "categories", "screens.categories", "category", { section: "nav.productGroup" }),
  list("custom-scripts", "custom-scripts", "screens.customScripts", "header_link", { section: "nav.ui" }),
  list("flash-sales", "flash-sales", "screens.flashSales", "flash_sale", { section: "nav.marketing" }),
  list("footer-links", "footer-links", "screens.footerLinks", "footer_link", { section: "nav.ui" }),
  guest("forgot-password", "forgot-password", "screens.forgotPassword"),
  list("guest-users", "guest-users", "screens.guestUsers", "user", { section: "nav.users" }),
  list("header-links", "header-links", "screens.headerLinks", "header_link", { section: "nav.ui" }),
  list("home-slider", "home-slider", "screens.homeSlider", "home_slider", { section: "nav.ui" }),
  list("images", "images", "screens.images", "bulk_upload", { parent: "bulk-upload" }),
  guest("login", "login", "screens.login"),
  list("orders", "orders", "screens.orders", "order"),
  list("pages", "pages", "screens.pages", "page", { section: "nav.ui" }),
  list("product-collections", "product-collections", "screens.productCollections", "product_collection", { section: "nav.productGroup" }),
  list("products", "products", "screens.products", "product", { section: "nav.productGroup" }),
  list("profile", "profile", "screens.profile", "profile", { orCreate: true }),
  list("rating-reviews", "rating-reviews", "screens.ratingReviews", "rating_review"),
  list("registered-users", "registered-users", "screens.registeredUsers", "user", { section: "nav.users" }),
  list("roles-permissions", "roles-permissions", "screens.rolesPermissions", "role"),
  list("shipping-rules", "shipping-rules", "screens.shippingRules", "shipping_rule", { section: "nav.shopRules" }),
  list("site-features", "site-features", "screens.siteFeatures", "home_slider", { section: "nav.ui" }),
  list("site-setting", "site-setting", "screens.siteSetting", "site_setting", { section: "nav.ui" }),
  list("store", "store", "screens.store", "store"),
  list("sub-categories", "sub-categories", "screens.subCategories", "subcategory", { section: "nav.productGroup" }),
  list("subscribers", "subscribers", "screens.subscribers", "subscriber", { section: "nav.subscription" }),
  list("subscribers.send-email", "subscribers/send-email", "screens.sendEmail", "subscriber", { parent: "subscribers" }),
  list("subscription-email-formats", "subscription-email-formats", "screens.emailFormats", "subscription_email_format", {
    section: "nav.subscription",
  }),
  list("tax-rules", "tax-rules", "screens.taxRules", "tax_rule", { section: "nav.shopRules" }),
  list("user-messages", "user-messages", "screens.userMessages", "message"),
  guest("verify-code", "verify-code", "screens.verifyCode"),
  list("vouchers", "vouchers", "screens.vouchers", "voucher", { section: "nav.marketing" }),
  list("wishlists", "wishlists", "screens.wishlists", "user", { section: "nav.users" }),
  list("withdrawal-accounts", "withdrawal-accounts", "screens.withdrawalAccounts", "withdrawal_account", { section: "nav.withdrawal" }),
  list("withdrawal-requests", "withdrawal-requests", "screens.withdrawalRequests", "withdrawal_request", { section: "nav.withdrawal" }),
];

/** POS routes. */
export const posScreens: readonly Screen[] = [
  list("pos.configuration", "pos/configuration", "screens.posConfiguration", "pos_setting", { section: "nav.pos" }),
  list("pos.manager", "pos/manager", "screens.posManager", "pos", { section: "nav.pos" }),
  list("pos.order", "pos/order", "screens.posOrders", "pos", { section: "nav.pos" }),
];

/** Settings routes. */
export const settingScreens: readonly Screen[] = [
  setting("address", "screens.settingAddress"),
  setting("analytics", "screens.settingAnalytics"),
  setting("clear-cache", "screens.settingClearCache"),
  setting("currency", "screens.settingCurrency"),
  setting("deploy", "screens.settingDeploy"),
  setting("fcm", "screens.settingFcm"),
  setting("languages", "screens.settingLanguages", "language"),
  setting("media-storage", "screens.settingMediaStorage"),
  setting("miscellaneous", "screens.settingMiscellaneous"),
  setting("payment", "screens.settingPayment"),
  setting("plugins", "screens.settingPlugins"),
  setting("smtp", "screens.settingSmtp"),
  setting("social-login", "screens.settingSocialLogin"),
];

/** Detail or edit routes with a required `{id}` (`add` opens an empty form where creation exists). */
export const requiredIdScreens: readonly Screen[] = [
  edit("setting.languages.$id", "setting/languages/:id", "screens.languageForm", "language", "setting.languages", "required", true, {
    section: "nav.setting",
  }),
  edit("attributes.$id", "attributes/:id", "screens.attributeForm", "attribute", "attributes", "required"),
  edit("banners.$id", "banners/:id", "screens.bannerForm", "banner", "banners", "required"),
  edit("brands.$id", "brands/:id", "screens.brandForm", "brand", "brands", "required"),
  edit("carts.$id", "carts/:id", "screens.cartDetail", "user", "carts", "required", false),
  edit("categories.$id", "categories/:id", "screens.categoryForm", "category", "categories", "required"),
  edit("orders.$id", "orders/:id", "screens.orderDetail", "order", "orders", "required", false),
  edit("pages.$id", "pages/:id", "screens.pageForm", "page", "pages", "required"),
  edit("products.$id", "products/:id", "screens.productForm", "product", "products", "required"),
  edit("vouchers.$id", "vouchers/:id", "screens.voucherForm", "voucher", "vouchers", "required"),
];

/**
 * Routes with an optional `{id}`: a number = that record; `add` = a new one where the backend can
 * create (guests and contact messages come from the storefront, so those two only show records).
 * Without the segment the URL is the list's, which is registered first and wins.
 */
export const optionalIdScreens: readonly Screen[] = [
  edit("admins-vendors.$id", "admins-vendors/:id?", "screens.adminForm", "admin", "admins-vendors", "optional"),
  edit("bundle-deals.$id", "bundle-deals/:id?", "screens.bundleDealForm", "bundle_deal", "bundle-deals", "optional"),
  edit("custom-scripts.$id", "custom-scripts/:id?", "screens.customScriptForm", "header_link", "custom-scripts", "optional"),
  edit("flash-sales.$id", "flash-sales/:id?", "screens.flashSaleForm", "flash_sale", "flash-sales", "optional"),
  edit("footer-links.$id", "footer-links/:id?", "screens.footerLinkForm", "footer_link", "footer-links", "optional"),
  edit("guest-users.$id", "guest-users/:id?", "screens.guestUserDetail", "user", "guest-users", "optional", false),
  edit("home-slider.$id", "home-slider/:id?", "screens.homeSliderForm", "home_slider", "home-slider", "optional"),
  edit(
    "product-collections.$id",
    "product-collections/:id?",
    "screens.productCollectionForm",
    "product_collection",
    "product-collections",
    "optional",
  ),
  edit("registered-users.$id", "registered-users/:id?", "screens.registeredUserDetail", "user", "registered-users", "optional"),
  edit("roles-permissions.$id", "roles-permissions/:id?", "screens.roleForm", "role", "roles-permissions", "optional"),
  edit("shipping-rules.$id", "shipping-rules/:id?", "screens.shippingRuleForm", "shipping_rule", "shipping-rules", "optional"),
  edit("site-features.$id", "site-features/:id?", "screens.siteFeatureForm", "home_slider", "site-features", "optional"),
  edit("sub-categories.$id", "sub-categories/:id?", "screens.subCategoryForm", "subcategory", "sub-categories", "optional"),
  edit(
    "subscription-email-formats.$id",
    "subscription-email-formats/:id?",
    "screens.emailFormatForm",
    "subscription_email_format",
    "subscription-email-formats",
    "optional",
  ),
  edit("tax-rules.$id", "tax-rules/:id?", "screens.taxRuleForm", "tax_rule", "tax-rules", "optional"),
  edit("user-messages.$id", "user-messages/:id?", "screens.userMessageDetail", "message", "user-messages", "optional", false),
  edit(
    "withdrawal-accounts.$id",
    "withdrawal-accounts/:id?",
    "screens.withdrawalAccountForm",
    "withdrawal_account",
    "withdrawal-accounts",
    "optional",
  ),
];

export const allScreens: readonly Screen[] = [
  ...plainScreens,
  ...posScreens,
  ...settingScreens,
  ...requiredIdScreens,
  ...optionalIdScreens,
];

const byId = new Map(allScreens.map((screen) => [screen.id, screen]));

export function screenById(id: string): Screen {
  const screen = byId.get(id);
  if (!screen) throw new Error(`No screen with id ${id}`);
  return screen;
}

/** The screen's href without parameters (for menus and breadcrumbs). */
export function screenHref(screen: Screen): string {
  return `/${screen.path}`;
}

/** Breadcrumb chain, root first, ending with the screen itself. */
export function screenTrail(id: string): Screen[] {
  const trail: Screen[] = [];
  for (let screen: Screen | undefined = screenById(id); screen; screen = screen.parent ? byId.get(screen.parent) : undefined) {
    trail.unshift(screen);
  }
  return trail;
}

/** A record id in a URL: a positive integer, or `add` where the screen can create. */
export function isValidIdParam(screen: Screen, id: string | undefined): boolean {
  if (!screen.idParam) return id === undefined;
  if (id === undefined) return screen.idParam === "optional";
  if (id === "add") return screen.creatable === true;
  return /^[1-9]\d{0,17}$/.test(id);
}

/** Whether the URL asks for a new record (create mode). */
export function isCreateMode(screen: Screen, id: string | undefined): boolean {
  return screen.idParam !== undefined && (id === undefined || id === "add");
}
