import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { openSignedIn, useSession } from "./support/session";
import { ErrorPage, Shell } from "./support/pages";
import { screens, urls } from "./support/urls";

/** A new browser context with the signed-in page's cookies and storage, nothing in its cache, and a page of it. */
async function freshSignedIn(page: Page, browser: Browser, baseURL: string | undefined) {
  await openSignedIn(page);
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  return { context, page: await context.newPage() };
}

/** A promise and the function that settles it. */
function signal(): { done: Promise<void>; give: () => void } {
  let give!: () => void;
  const done = new Promise<void>((resolve) => (give = resolve));
  return { done, give };
}

/*
 * A full load of a signed-in screen (issue 16, Lighthouse's chain): the screen's code is asked for
 * and the router starts while the language's strings are still on their way; the first screen shown
 * is translated all the same.
 */
test("a fresh signed-in load fetches the screen's code and starts the router before the strings come, then shows the screen translated", async ({
  page,
  browser,
  baseURL,
}) => {
  const { context: fresh, page: freshPage } = await freshSignedIn(page, browser, baseURL);
  const { done: held, give: release } = signal();
  let stringsAsked = false;
  // The Italian strings' files (the sign-in ones and the panel's) are held until released.
  await freshPage.route(/\/admin\/assets\/it-[^/]+\.js$/, async (route) => {
    stringsAsked = true;
    await held;
    await route.continue();
  });
  const screenCode = freshPage.waitForRequest(/\/admin\/assets\/products-[^/]+\.js$/);

  await freshPage.goto(urls.path(screens.products.list()), { waitUntil: "commit" });
  await screenCode;
  // Asked for from the page-code map the build writes into index.html, before the router runs.
  await expect(freshPage.locator('link[rel="modulepreload"][href*="/assets/products-"]')).not.toHaveCount(0);
  await expect.poll(() => freshPage.evaluate(() => "__remixRouter" in window)).toBe(true);
  expect(stringsAsked).toBe(true);
  await expect(new Shell(freshPage).heading()).toHaveCount(0);

  release();
  await expect(new Shell(freshPage).heading()).toHaveText("Prodotti");
  await expect(freshPage.locator("html")).toHaveAttribute("lang", "it");
  await fresh.close();
});

/*
 * A fresh load of a list does not wait for the token's check (`profile`) before asking for its rows:
 * both travel together, and the gate still decides before anything is drawn.
 */
test("a fresh load of a list asks for its rows while the profile is on its way; a screen the user may not open still shows the 403 page", async ({
  page,
  browser,
  baseURL,
}) => {
  const { context: fresh, page: freshPage } = await freshSignedIn(page, browser, baseURL);
  const { done: rowsRequest, give: rowsAsked } = signal();
  freshPage.on("request", (request) => {
    if (/\/api\/admin\/product\/all\b/.test(request.url())) rowsAsked();
  });
  // The profile's answer waits until the rows have been asked for: a panel that asks for them only
  // after the profile never gets there, and the test fails by its timeout.
  await freshPage.route(/\/api\/admin\/profile\b/, async (route) => {
    await rowsRequest;
    await route.continue();
  });
  await freshPage.goto(urls.path(screens.products.list()));
  await expect(new Shell(freshPage).heading()).toHaveText("Prodotti");
  await expect(freshPage.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await fresh.close();

  // A vendor opening the tax rules, the profile held the same way: their rows are asked for too
  // (the server refuses them), and the gate's answer is what shows, not the list's error.
  await useSession(page, vendor);
  const refused = page.waitForResponse(/\/api\/admin\/tax-rule\/all\b/);
  await page.route(/\/api\/admin\/profile\b/, async (route) => {
    await refused;
    await route.continue();
  });
  await page.goto(urls.path(screens.taxRules.list()));
  // The API's envelope carries the refusal (contract §2): `status` 403.
  expect(((await (await refused).json()) as { status: number }).status).toBe(403);
  await new ErrorPage(page).expectShown(403, "Non hai il permesso di aprire questa pagina");
  await expect(page.getByRole("table")).toHaveCount(0);
});
