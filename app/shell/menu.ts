import {
  IconAdjustments,
  IconBolt,
  IconBox,
  IconBuildingStore,
  IconCashRegister,
  IconCategory,
  IconCertificate,
  IconDashboard,
  IconGift,
  IconHeart,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconReceiptTax,
  IconScale,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconSpeakerphone,
  IconStack2,
  IconStar,
  IconTicket,
  IconTruckDelivery,
  IconUpload,
  IconUserShield,
  IconUsers,
  IconWallet,
  type Icon,
} from "@tabler/icons-react";
import { canOpen, type AppAbility } from "~/access/ability";
import { screenById, screenHref } from "./screens";
import type { TranslationKey } from "~/i18n/keys";

/**
 * The sidebar (admin-screens §1.3, POS-era order). An item is shown when the user may `view` (or
 * `create`) its group; a group without its own gate is shown when any child is.
 */
export interface MenuItem {
  screen: string;
  icon: Icon;
  /** Path prefix that also marks the item active (Setting is active on every /setting/* page). */
  activePrefix?: string;
  /** i18n key of the entry's name where it is not the screen's title. */
  label?: TranslationKey;
}

export interface MenuGroup {
  title: TranslationKey;
  icon: Icon;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

/** A group row: a screen id (shown with the group's icon) or a screen id with its own icon. */
type GroupRow = string | readonly [screen: string, icon: Icon];

function group(title: TranslationKey, icon: Icon, rows: readonly GroupRow[]): MenuGroup {
  const items = rows.map((row) => (typeof row === "string" ? { screen: row, icon } : { screen: row[0], icon: row[1] }));
  return { title, icon, items };
}

export const menu: readonly MenuEntry[] = [
  { screen: "dashboard", icon: IconDashboard },
  group("nav.productGroup", IconBox, [
    ["categories", IconCategory],
    ["brands", IconCertificate],
    ["attributes", IconAdjustments],
    ["product-collections", IconStack2],
    ["products", IconPackage],
  ]),
  // Where a manager looks for them: what sells (marketing) apart from what the shop charges.
  group("nav.marketing", IconSpeakerphone, [
    ["vouchers", IconTicket],
    ["flash-sales", IconBolt],
    ["bundle-deals", IconGift],
  ]),
  group("nav.shopRules", IconScale, [
    ["tax-rules", IconReceiptTax],
    ["shipping-rules", IconTruckDelivery],
  ]),
  group("nav.pos", IconCashRegister, ["pos.manager", ["pos.order", IconShoppingCart], ["pos.configuration", IconSettings]]),
  { screen: "orders", icon: IconShoppingCart },
  { screen: "rating-reviews", icon: IconStar },
  group("nav.users", IconUsers, ["registered-users", "guest-users", ["carts", IconShoppingCart], ["wishlists", IconHeart]]),
  group("nav.subscription", IconMail, ["subscribers", "subscription-email-formats"]),
  { screen: "bulk-upload", icon: IconUpload },
  { screen: "roles-permissions", icon: IconShieldLock },
  { screen: "admins-vendors", icon: IconUserShield },
  group("nav.withdrawal", IconWallet, ["withdrawal-requests", "withdrawal-accounts"]),
  group("nav.ui", IconLayoutDashboard, [
    "pages",
    "home-slider",
    "banners",
    "footer-links",
    "header-links",
    "site-features",
    "site-setting",
    "custom-scripts",
  ]),
  { screen: "store", icon: IconBuildingStore },
  // It opens the first of all the settings tabs, so it is named for all of them, not for that tab.
  { screen: "setting.currency", icon: IconSettings, activePrefix: "/setting/", label: "nav.setting" },
];

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return "items" in entry;
}

export function itemVisible(item: MenuItem, ability: AppAbility): boolean {
  const screen = screenById(item.screen);
  return screen.subject === undefined || canOpen(ability, screen.subject, screen.orCreate);
}

/** The menu as this user may see it: hidden items removed, empty groups dropped. */
export function visibleMenu(ability: AppAbility): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of menu) {
    if (isMenuGroup(entry)) {
      const items = entry.items.filter((item) => itemVisible(item, ability));
      if (items.length > 0) out.push({ ...entry, items });
    } else if (itemVisible(entry, ability)) {
      out.push(entry);
    }
  }
  return out;
}

/** The entry's name (an i18n key). */
export function itemLabel(item: MenuItem): TranslationKey {
  return item.label ?? screenById(item.screen).title;
}

export function itemHref(item: MenuItem): string {
  return screenHref(screenById(item.screen));
}

export function isItemActive(item: MenuItem, pathname: string): boolean {
  const href = itemHref(item);
  if (item.activePrefix && pathname.startsWith(item.activePrefix)) return true;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
