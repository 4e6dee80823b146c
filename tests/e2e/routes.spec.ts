import { expect, test } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { firstId } from "./support/db";
import { signIn } from "./support/pages";
import { browserPath, urls } from "./support/urls";

/*
 * The routes of spec §2, copied from the spec (not from the app's route table, so a route the table
 * forgot fails here). `{id}` routes are opened with an id; optional ones also without.
 */
const plain = [
  "/", "/admins-vendors", "/attributes", "/banners", "/brands", "/bulk-upload", "/bundle-deals", "/carts",
  "/categories", "/custom-scripts", "/flash-sales", "/footer-links", "/guest-users", "/header-links",
  "/home-slider", "/images", "/orders", "/pages", "/product-collections", "/products", "/profile",
  "/rating-reviews", "/registered-users", "/roles-permissions", "/shipping-rules", "/site-features",
  "/site-setting", "/store", "/sub-categories", "/subscribers", "/subscribers/send-email",
  "/subscription-email-formats", "/tax-rules", "/user-messages", "/vouchers", "/wishlists",
  "/withdrawal-accounts", "/withdrawal-requests",
];
const guestOnly = ["/login", "/forgot-password", "/verify-code"];
const pos = ["/pos/configuration", "/pos/manager", "/pos/order"];
const settings = [
  "/setting/address", "/setting/analytics", "/setting/clear-cache", "/setting/currency", "/setting/deploy",
  "/setting/fcm", "/setting/languages", "/setting/media-storage", "/setting/miscellaneous", "/setting/payment",
  "/setting/plugins", "/setting/smtp", "/setting/social-login",
];
const requiredId = [
  "/setting/languages/{id}", "/attributes/{id}", "/banners/{id}", "/brands/{id}", "/carts/{id}", "/categories/{id}",
  "/orders/{id}", "/pages/{id}", "/products/{id}", "/vouchers/{id}",
];
const optionalId = [
  "/admins-vendors/{id?}", "/bundle-deals/{id?}", "/custom-scripts/{id?}", "/flash-sales/{id?}", "/footer-links/{id?}",
  "/guest-users/{id?}", "/home-slider/{id?}", "/product-collections/{id?}", "/registered-users/{id?}",
  "/roles-permissions/{id?}", "/shipping-rules/{id?}", "/site-features/{id?}", "/sub-categories/{id?}",
  "/subscription-email-formats/{id?}", "/tax-rules/{id?}", "/user-messages/{id?}", "/withdrawal-accounts/{id?}",
];

/** Where each `{id}` route finds a real record of the demo shop (screens with content load it). */
const recordOf: Record<string, [table: string, column?: string, where?: string]> = {
  "setting/languages": ["languages"], attributes: ["attributes"], banners: ["banners"], brands: ["brands"],
  carts: ["carts", "user_id", "user_id is not null"], categories: ["categories"], orders: ["orders"], pages: ["pages"],
  products: ["products"], vouchers: ["vouchers"], "admins-vendors": ["admins"], "bundle-deals": ["bundle_deals"],
  "custom-scripts": ["custom_scripts"], "flash-sales": ["flash_sales"], "footer-links": ["footer_links"],
  "guest-users": ["guest_users"], "home-slider": ["home_sliders"], "product-collections": ["product_collections"],
  "registered-users": ["users"], "roles-permissions": ["roles"], "shipping-rules": ["shipping_rules"],
  "site-features": ["site_features"], "sub-categories": ["sub_categories"],
  "subscription-email-formats": ["subscription_email_formats"], "tax-rules": ["tax_rules"], "user-messages": ["contact_us"],
  "withdrawal-accounts": ["withdrawal_accounts"],
};

function withRealId(route: string): string {
  const base = route.replace(/^\//, "").replace(/\/\{id\??\}$/, "");
  const [table, column, where] = recordOf[base];
  return route.replace(/\{id\??\}/, firstId(table, column, where));
}

test("the spec lists 41 plain, 3 POS, 13 settings, 10 required-id and 17 optional-id routes", () => {
  expect(plain.length + guestOnly.length).toBe(41);
  expect([pos.length, settings.length, requiredId.length, optionalId.length]).toEqual([3, 13, 10, 17]);
});

async function expectResolves(page: import("@playwright/test").Page, path: string) {
  await page.goto(urls.path(path));
  await expect(page).toHaveURL((url) => url.pathname === browserPath(path.split("?")[0]));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("error-status")).toHaveCount(0);
}

const groups: Record<string, string[]> = {
  plain,
  "POS and settings": [...pos, ...settings],
  "required {id}": requiredId.map(withRealId),
  "optional {id}": optionalId.flatMap((p) => [withRealId(p), p.replace("/{id?}", "")]),
  "create forms": ["/brands/add", "/products/add", "/tax-rules/add", "/roles-permissions/add", "/setting/languages/add"],
};

for (const [name, paths] of Object.entries(groups)) {
  test(`every ${name} route resolves for the superadmin`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, superadmin);
    for (const path of paths) {
      await test.step(path, () => expectResolves(page, path));
    }
  });
}

test("the guests' routes resolve when signed out", async ({ page }) => {
  for (const path of guestOnly) {
    await page.goto(urls.path(path));
    await expect(page).toHaveURL((url) => url.pathname === browserPath(path));
    await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
  }
});

test("an unknown route shows the 404 page with a link home", async ({ page }) => {
  await signIn(page, superadmin);
  await page.goto(urls.path("/no-such-page"));
  await expect(page.getByTestId("error-status")).toHaveText("404");
  await expect(page.getByRole("heading", { name: "Impossibile trovare questa pagina" })).toBeVisible();
  await page.getByRole("link", { name: "Torna alla home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === browserPath("/"));
  await expect(page.getByTestId("error-status")).toHaveCount(0);
});

test("route validation turns a bad id into the 404 page, in English the spec's words", async ({ page }) => {
  await signIn(page, superadmin);
  await page.getByLabel("Lingua").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  for (const path of ["/brands/abc", "/orders/add", "/products/0", "/tax-rules/1/extra"]) {
    await page.goto(urls.path(path));
    await expect(page.getByTestId("error-status")).toHaveText("404");
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  }
});
