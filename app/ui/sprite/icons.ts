import type { MenuGroupIcon, MenuIcon } from "~/routing/screens";

/**
 * Icons drawn from one SVG sprite (sprite.svg, made by scripts/make-sprite.ts from this table), not
 * from @tabler/icons-react's components: the side menu's (a screen's or a group's icon), and a list's
 * (missing thumbnail, sort, pages, a row's edit and delete). Each is its Tabler icon's export name.
 * Those are on every signed-in page's first screen, a list's on each of its rows: as components they
 * were JavaScript of its first load and components of every render, as a sprite they are one cached
 * image file.
 */
export const SPRITE_ICON_SOURCES = {
  adjustments: "IconAdjustments",
  arrowsSort: "IconArrowsSort",
  bolt: "IconBolt",
  box: "IconBox",
  buildingStore: "IconBuildingStore",
  cashRegister: "IconCashRegister",
  category: "IconCategory",
  certificate: "IconCertificate",
  chevronLeft: "IconChevronLeft",
  chevronRight: "IconChevronRight",
  dashboard: "IconDashboard",
  dots: "IconDots",
  download: "IconDownload",
  gift: "IconGift",
  heart: "IconHeart",
  history: "IconHistory",
  layoutDashboard: "IconLayoutDashboard",
  mail: "IconMail",
  package: "IconPackage",
  pencil: "IconPencil",
  photo: "IconPhoto",
  receiptTax: "IconReceiptTax",
  scale: "IconScale",
  settings: "IconSettings",
  shieldLock: "IconShieldLock",
  shoppingCart: "IconShoppingCart",
  sortAscending: "IconSortAscending",
  sortDescending: "IconSortDescending",
  speakerphone: "IconSpeakerphone",
  stack: "IconStack2",
  star: "IconStar",
  ticket: "IconTicket",
  trash: "IconTrash",
  truckDelivery: "IconTruckDelivery",
  upload: "IconUpload",
  userShield: "IconUserShield",
  users: "IconUsers",
  wallet: "IconWallet",
} as const satisfies Record<MenuIcon | MenuGroupIcon, string> & Record<string, string>;

/** A symbol of the sprite. */
export type SpriteIconName = keyof typeof SPRITE_ICON_SOURCES;
