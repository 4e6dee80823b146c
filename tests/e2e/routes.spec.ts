import { expect, test } from "@playwright/test";
import { superadmin } from "./support/accounts";
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
  "required {id}": requiredId.map((p) => p.replace("{id}", "1")),
  "optional {id}": optionalId.flatMap((p) => [p.replace("{id?}", "1"), p.replace("/{id?}", "")]),
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
