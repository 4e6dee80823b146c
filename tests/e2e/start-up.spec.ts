import { expect, test } from "./support/fixtures";
import { openSignedIn } from "./support/session";
import { Shell } from "./support/pages";
import { screens, urls } from "./support/urls";

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
  await openSignedIn(page);
  // A new context: the session's cookies and storage, nothing in the browser's cache.
  const fresh = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const freshPage = await fresh.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
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
