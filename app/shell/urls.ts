import { screenById } from "./screens";

/**
 * Typed URL builders for every screen: `urls.brands.edit(3)`, `urls.carts.detail(id)`,
 * `urls.settingSmtp()`. The paths come from shell/screens.ts (the route table's source), so a URL is
 * written down once; this file only names the screens. In-app paths, without the /admin base (the
 * router adds it). Each builder carries the id of the screen it opens (`urls.brands.list.screen`).
 */

export type RecordId = number | string;
/** Query values of a link; empty ones are left out. `URLSearchParams` passes through as is. */
export type Search = Record<string, string | number | null | undefined> | URLSearchParams;

interface Builder<A extends unknown[]> {
  (...args: A): string;
  /** The screen (shell/screens.ts id) the URL opens. */
  readonly screen: string;
}

function searchString(search: Search | undefined): string {
  if (!search) return "";
  const params = search instanceof URLSearchParams ? search : new URLSearchParams();
  if (!(search instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(search))
      if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The screen's path with its `:id` / `:id?` segment filled in (or dropped when none is given). */
function pathOf(screenId: string, id?: RecordId): string {
  const path = screenById(screenId).path.replace(/:id\??/, id === undefined ? "" : encodeURIComponent(String(id)));
  return `/${path.replace(/\/$/, "")}`;
}

function builder<A extends unknown[]>(screen: string, build: (...args: A) => string): Builder<A> {
  return Object.assign(build, { screen });
}

/** A screen without a record: `urls.settingSmtp()`, `urls.images({ q: "x" })`. */
const page = (screen: string) => builder(screen, (search?: Search) => pathOf(screen) + searchString(search));

interface ListUrls {
  list: Builder<[search?: Search]>;
}
type RecordUrls<Kind extends "edit" | "detail"> = ListUrls & { [K in Kind]: Builder<[id: RecordId]> };
type CreateUrls = { create: Builder<[]> };

/**
 * A list and the screen of its records (`<list>.$id`). `edit` for records with a form, `detail` for
 * read views; `create` where the record screen accepts `add` (checked against screens.ts by the unit
 * test, so a builder cannot promise a page the route table refuses).
 */
function records<Kind extends "edit" | "detail">(listScreen: string, kind: Kind): RecordUrls<Kind>;
function records<Kind extends "edit" | "detail">(listScreen: string, kind: Kind, creatable: true): RecordUrls<Kind> & CreateUrls;
function records(listScreen: string, kind: "edit" | "detail", creatable = false) {
  const recordScreen = `${listScreen}.$id`;
  return {
    list: page(listScreen),
    [kind]: builder(recordScreen, (id: RecordId) => pathOf(recordScreen, id)),
    ...(creatable ? { create: builder(recordScreen, () => pathOf(recordScreen, "add")) } : {}),
  };
}

export const urls = {
  // Plain screens (spec §2).
  dashboard: page("dashboard"),
  adminsVendors: records("admins-vendors", "edit", true),
  attributes: records("attributes", "edit", true),
  banners: records("banners", "edit", true),
  brands: records("brands", "edit", true),
  bulkUpload: page("bulk-upload"),
  bundleDeals: records("bundle-deals", "edit", true),
  carts: records("carts", "detail"),
  categories: records("categories", "edit", true),
  customScripts: records("custom-scripts", "edit", true),
  flashSales: records("flash-sales", "edit", true),
  footerLinks: records("footer-links", "edit", true),
  forgotPassword: page("forgot-password"),
  guestUsers: records("guest-users", "detail"),
  headerLinks: page("header-links"),
  homeSlider: records("home-slider", "edit", true),
  images: page("images"),
  login: page("login"),
  orders: records("orders", "detail"),
  pages: records("pages", "edit", true),
  productCollections: records("product-collections", "edit", true),
  products: records("products", "edit", true),
  profile: page("profile"),
  ratingReviews: page("rating-reviews"),
  registeredUsers: records("registered-users", "detail", true),
  rolesPermissions: records("roles-permissions", "edit", true),
  shippingRules: records("shipping-rules", "edit", true),
  siteFeatures: records("site-features", "edit", true),
  siteSetting: page("site-setting"),
  store: page("store"),
  subCategories: records("sub-categories", "edit", true),
  subscribers: page("subscribers"),
  subscribersSendEmail: page("subscribers.send-email"),
  subscriptionEmailFormats: records("subscription-email-formats", "edit", true),
  taxRules: records("tax-rules", "edit", true),
  userMessages: records("user-messages", "detail"),
  verifyCode: page("verify-code"),
  vouchers: records("vouchers", "edit", true),
  wishlists: page("wishlists"),
  withdrawalAccounts: records("withdrawal-accounts", "edit", true),
  withdrawalRequests: page("withdrawal-requests"),
  // Point of sale.
  posConfiguration: page("pos.configuration"),
  posManager: page("pos.manager"),
  posOrder: page("pos.order"),
  // Settings.
  settingAddress: page("setting.address"),
  settingAnalytics: page("setting.analytics"),
  settingClearCache: page("setting.clear-cache"),
  settingCurrency: page("setting.currency"),
  settingDeploy: page("setting.deploy"),
  settingFcm: page("setting.fcm"),
  settingLanguages: records("setting.languages", "edit", true),
  settingMediaStorage: page("setting.media-storage"),
  settingMiscellaneous: page("setting.miscellaneous"),
  settingPayment: page("setting.payment"),
  settingPlugins: page("setting.plugins"),
  settingSmtp: page("setting.smtp"),
  settingSocialLogin: page("setting.social-login"),
};
