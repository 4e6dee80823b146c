import { expect, test, type Page } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { expectAt, Shell, signIn } from "./support/pages";
import { screens } from "./support/urls";

/*
 * The loading bar of spec §9: a navigation whose data takes longer than the throttle shows the thin
 * bar at the top until its data is in; a navigation that fails turns it red, and the next one
 * starts black again. The bar's code is not part of the page's first load: it is fetched at idle or
 * by the first slow navigation, whichever comes first.
 */

const BRANDS_DATA = "**/api/admin/brand/all*";

/** Holds the brands list's data until the returned function is called. */
async function holdBrands(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(BRANDS_DATA, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openBrands(page: Page) {
  const shell = new Shell(page);
  await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
  await shell.sidebar().getByRole("link", { name: "Marchi" }).click();
}

test("a slow navigation shows the bar until its data is in; the bar's code is a file of its own, fetched once", async ({ page }) => {
  const barCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/nprogress-[^/]+\.js$/.test(new URL(request.url()).pathname)) barCode.push(request.url());
  });
  await signIn(page, superadmin);
  const bar = page.locator("#nprogress .bar");
  await expect(bar).toHaveCount(0);

  const release = await holdBrands(page);
  await openBrands(page);
  await expect(bar).toBeVisible();
  expect(barCode).toHaveLength(1);
  release();
  await expectAt(page, screens.brands.list());
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a navigation that fails turns the bar red; the next one starts black", async ({ page }) => {
  await signIn(page, superadmin);
  await openBrands(page);
  const firstBrand = page.locator("tbody tr").first().getByRole("link").first();
  await expect(firstBrand).toBeVisible();
  // The brand's record fails to load: its screen shows the error page.
  await page.route("**/api/admin/brand/find/*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await firstBrand.click();
  await expect(page.getByTestId("error-status")).toHaveText("500");
  await expect(page.locator("html")).toHaveAttribute("data-loading-failed", "true");

  const release = await holdBrands(page);
  await new Shell(page).sidebar().getByRole("link", { name: "Marchi" }).click();
  await expect(page.locator("#nprogress .bar")).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-loading-failed", "true");
  release();
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(page.locator("#nprogress .bar")).toHaveCount(0);
});
