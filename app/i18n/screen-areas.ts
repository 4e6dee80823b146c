import type { ScreenArea } from "./app-locale";

/**
 * Which areas' strings each screen needs beyond the core (app-locale.ts), by the first segment of
 * its path: every screen under `/products…` needs `catalog`, and so on. A screen's loader waits for
 * them (the i18n middleware), so it is never drawn with raw keys. tests/unit/screen-areas.test.ts
 * reads each route module and what it imports, and fails when a screen uses an area's keys that this
 * table does not give it.
 */
const SEGMENTS_OF_AREA: Record<ScreenArea, readonly string[]> = {
  access: ["roles-permissions"],
  catalog: ["attributes", "brands", "bulk-upload", "categories", "product-collections", "products", "sub-categories"],
  content: ["custom-scripts", "pages", "site-features", "site-setting"],
  // The dashboard is the panel's root path.
  dashboard: [""],
  marketing: ["bundle-deals", "flash-sales", "shipping-rules", "tax-rules", "vouchers"],
  people: [
    "admins-vendors",
    "guest-users",
    "profile",
    "registered-users",
    "store",
    "subscribers",
    "subscription-email-formats",
    "user-messages",
  ],
  pos: ["pos"],
  // A guest's or customer's page lists their orders (and a guest's carts) in the sales area's words, and
  // the POS orders list says an order's payment and delivery as /orders does (features/sales/order-payment.ts).
  sales: ["carts", "guest-users", "orders", "pos", "rating-reviews", "registered-users", "wishlists"],
  settings: ["setting"],
  storefront: ["banners", "footer-links", "header-links", "home-slider"],
  withdrawals: ["withdrawal-accounts", "withdrawal-requests"],
};

const AREAS_OF_SEGMENT = new Map<string, ScreenArea[]>();
for (const [area, segments] of Object.entries(SEGMENTS_OF_AREA) as Array<[ScreenArea, readonly string[]]>) {
  for (const segment of segments) AREAS_OF_SEGMENT.set(segment, [...(AREAS_OF_SEGMENT.get(segment) ?? []), area]);
}

/** The areas a path inside the app needs (`products/12` → catalog); none for other paths. */
export function areasOfPath(appPath: string): readonly ScreenArea[] {
  const first = appPath.split("/").find((segment) => segment !== "") ?? "";
  return AREAS_OF_SEGMENT.get(first) ?? [];
}
