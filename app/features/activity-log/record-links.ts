import type { ActivityEntry } from "~/api/activity/log";
import { urls } from "~/routing/urls";

/*
 * Where an entry's record is shown in the panel: its `record_type` is the backend's permission group
 * (server/src/activity/tables.ts), mapped here to the panel's URL builders. A settings entry names its
 * panel (`setting` / `smtp`); a record without a page of its own leads to its list.
 */

type Link = (id: string) => string;

const RECORD_PAGES: Readonly<Record<string, Link>> = {
  product: (id) => urls.products.edit(id),
  brand: (id) => urls.brands.edit(id),
  category: (id) => urls.categories.edit(id),
  subcategory: (id) => urls.subCategories.edit(id),
  attribute: (id) => urls.attributes.edit(id),
  product_collection: (id) => urls.productCollections.edit(id),
  order: (id) => urls.orders.detail(id),
  rating_review: () => urls.ratingReviews(),
  pos_setting: () => urls.posConfiguration(),
  voucher: (id) => urls.vouchers.edit(id),
  flash_sale: (id) => urls.flashSales.edit(id),
  bundle_deal: (id) => urls.bundleDeals.edit(id),
  tax_rule: (id) => urls.taxRules.edit(id),
  shipping_rule: (id) => urls.shippingRules.edit(id),
  admin: (id) => urls.adminsVendors.edit(id),
  role: (id) => urls.rolesPermissions.edit(id),
  user: (id) => urls.registeredUsers.detail(id),
  guest_user: (id) => urls.guestUsers.detail(id),
  subscriber: () => urls.subscribers(),
  subscription_email_format: (id) => urls.subscriptionEmailFormats.edit(id),
  message: (id) => urls.userMessages.detail(id),
  withdrawal_account: (id) => urls.withdrawalAccounts.edit(id),
  withdrawal_request: () => urls.withdrawalRequests(),
  page: (id) => urls.pages.edit(id),
  banner: (id) => urls.banners.edit(id),
  home_slider: (id) => urls.homeSlider.edit(id),
  footer_link: (id) => urls.footerLinks.edit(id),
  header_link: () => urls.headerLinks(),
  site_feature: (id) => urls.siteFeatures.edit(id),
  custom_script: (id) => urls.customScripts.edit(id),
  language: (id) => urls.settingLanguages.edit(id),
  plugin: () => urls.settingPlugins(),
  site_setting: () => urls.siteSetting(),
  store: () => urls.store(),
  setting: (panel) => SETTING_PANELS[panel]?.() ?? urls.settingCurrency(),
};

/** The settings panels an entry may name (the panel's `presenceKey`); the general one otherwise. */
const SETTING_PANELS: Readonly<Record<string, () => string>> = {
  smtp: () => urls.settingSmtp(),
  "social-login": () => urls.settingSocialLogin(),
  "media-storage": () => urls.settingMediaStorage(),
};

/** The record types a filter offers, in the order of the panel's menu. */
export const RECORD_TYPES = Object.keys(RECORD_PAGES);

/** The panel page of an entry's record, or null (a deleted record, an auth event, an unknown type). */
export function recordHref(entry: Pick<ActivityEntry, "record_type" | "record_id" | "action">): string | null {
  if (entry.action === "delete" || !entry.record_type || !entry.record_id) return null;
  const link = RECORD_PAGES[entry.record_type];
  // Ids of records are numbers; a non-numeric one only names a settings panel.
  if (!link || (entry.record_type !== "setting" && /[^\w-]/.test(entry.record_id))) return null;
  return link(entry.record_id);
}
