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
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
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
}

export interface MenuGroup {
  title: TranslationKey;
  icon: Icon;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export const menu: readonly MenuEntry[] = [
  { screen: "dashboard", icon: IconDashboard },
  {
    title: "nav.productGroup",
    icon: IconBox,
    items: [
      { screen: "categories", icon: IconCategory },
      { screen: "brands", icon: IconCertificate },
      { screen: "attributes", icon: IconAdjustments },
      { screen: "tax-rules", icon: IconReceiptTax },
      { screen: "shipping-rules", icon: IconTruckDelivery },
      { screen: "product-collections", icon: IconStack2 },
      { screen: "bundle-deals", icon: IconGift },
      { screen: "vouchers", icon: IconTicket },
      { screen: "products", icon: IconPackage },
    ],
  },
  { screen: "flash-sales", icon: IconBolt },
  {
    title: "nav.pos",
    icon: IconCashRegister,
    items: [
      { screen: "pos.manager", icon: IconCashRegister },
      { screen: "pos.order", icon: IconShoppingCart },
      { screen: "pos.configuration", icon: IconSettings },
    ],
  },
  { screen: "orders", icon: IconShoppingCart },
  { screen: "rating-reviews", icon: IconStar },
  {
    title: "nav.users",
    icon: IconUsers,
    items: [
      { screen: "registered-users", icon: IconUsers },
      { screen: "guest-users", icon: IconUsers },
      { screen: "carts", icon: IconShoppingCart },
      { screen: "wishlists", icon: IconHeart },
    ],
  },
  {
    title: "nav.subscription",
    icon: IconMail,
    items: [
      { screen: "subscribers", icon: IconMail },
      { screen: "subscription-email-formats", icon: IconMail },
    ],
  },
  { screen: "bulk-upload", icon: IconUpload },
  { screen: "roles-permissions", icon: IconShieldLock },
  { screen: "admins-vendors", icon: IconUserShield },
  {
    title: "nav.withdrawal",
    icon: IconWallet,
    items: [
      { screen: "withdrawal-requests", icon: IconWallet },
      { screen: "withdrawal-accounts", icon: IconWallet },
    ],
  },
  {
    title: "nav.ui",
    icon: IconLayoutDashboard,
    items: [
      { screen: "pages", icon: IconLayoutDashboard },
      { screen: "home-slider", icon: IconLayoutDashboard },
      { screen: "banners", icon: IconLayoutDashboard },
      { screen: "footer-links", icon: IconLayoutDashboard },
      { screen: "header-links", icon: IconLayoutDashboard },
      { screen: "site-features", icon: IconLayoutDashboard },
      { screen: "site-setting", icon: IconLayoutDashboard },
      { screen: "custom-scripts", icon: IconLayoutDashboard },
    ],
  },
  { screen: "store", icon: IconBuildingStore },
  { screen: "setting.currency", icon: IconSettings, activePrefix: "/setting/" },
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

export function itemHref(item: MenuItem): string {
  return screenHref(screenById(item.screen));
}

export function isItemActive(item: MenuItem, pathname: string): boolean {
  const href = itemHref(item);
  if (item.activePrefix && pathname.startsWith(item.activePrefix)) return true;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
