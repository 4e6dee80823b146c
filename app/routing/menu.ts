import { canOpen, type AppAbility } from "~/access/ability";
import type { TranslationKey } from "~/i18n/keys";
import {
  allScreens,
  screenById,
  screenHref,
  type Extension,
  type MenuGroupIcon,
  type MenuIcon,
  type Screen,
  type ScreenId,
} from "./screens";

/**
 * The sidebar (admin-screens §1.3, POS-era order), derived from the screen table: each screen with a
 * `menu` place is an entry, in the order of `menu.at`; a screen whose section is one of the groups
 * below is listed in that group. An item is shown when the user may `view` (or `create`) its group;
 * a group without its own gate is shown when any child is.
 */
export interface MenuItem {
  screen: ScreenId;
  icon: MenuIcon | MenuGroupIcon;
  /** Path prefix that also marks the item active (Setting is active on every /setting/* page). */
  activePrefix?: string;
  /** i18n key of the entry's name where it is not the screen's title. */
  label?: TranslationKey;
}

export interface MenuGroup {
  title: TranslationKey;
  icon: MenuGroupIcon;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

/** The sections that are groups of the menu, with their icons (a group's items default to it). */
const GROUP_ICONS: Partial<Record<TranslationKey, MenuGroupIcon>> = {
  "nav.productGroup": "box",
  // Where a manager looks for them: what sells (marketing) apart from what the shop charges.
  "nav.marketing": "speakerphone",
  "nav.shopRules": "scale",
  "nav.pos": "cashRegister",
  "nav.users": "users",
  "nav.subscription": "mail",
  "nav.withdrawal": "wallet",
  "nav.ui": "layoutDashboard",
};

/** The menu entries, built from the screens' places. */
export function buildMenu(screens: readonly Screen[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const groups = new Map<TranslationKey, MenuGroup>();
  const placed = screens.filter((screen) => screen.menu).sort((a, b) => a.menu!.at - b.menu!.at);
  for (const screen of placed) {
    const { icon, label, activePrefix } = screen.menu!;
    const groupIcon = screen.section ? GROUP_ICONS[screen.section] : undefined;
    const item: MenuItem = {
      screen: screen.id,
      icon: icon ?? groupIcon ?? "dashboard",
      ...(label ? { label } : {}),
      ...(activePrefix ? { activePrefix } : {}),
    };
    if (!screen.section || !groupIcon) {
      out.push(item);
      continue;
    }
    let group = groups.get(screen.section);
    if (!group) {
      group = { title: screen.section, icon: groupIcon, items: [] };
      groups.set(screen.section, group);
      out.push(group);
    }
    group.items.push(item);
  }
  return out;
}

export const menu: readonly MenuEntry[] = buildMenu(allScreens);

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return "items" in entry;
}

/** Which backend extensions are known to be offered (none until the backend has said). */
export type Offered = (extension: Extension) => boolean;

const NO_EXTENSIONS: Offered = () => false;

export function itemVisible(item: MenuItem, ability: AppAbility, offered: Offered = NO_EXTENSIONS): boolean {
  const screen = screenById(item.screen);
  if (screen.extension !== undefined && !offered(screen.extension)) return false;
  return screen.subject === undefined || canOpen(ability, screen.subject, screen.orCreate);
}

/** The menu as this user may see it: hidden items removed, empty groups dropped. */
export function visibleMenu(ability: AppAbility, offered: Offered = NO_EXTENSIONS): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of menu) {
    if (isMenuGroup(entry)) {
      const items = entry.items.filter((item) => itemVisible(item, ability, offered));
      if (items.length > 0) out.push({ ...entry, items });
    } else if (itemVisible(entry, ability, offered)) {
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
