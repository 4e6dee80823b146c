import { expect, test } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { ErrorPage, expectAt, Shell, signIn } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";

/*
 * A screen's code fetched ahead by the side menu's links (app/routing/prefetch.tsx): a link the user
 * revealed (a group opened) once it is visible and the browser idles, before any click; a link
 * already there at start-up on intent (the pointer on it), never at idle. And a screen's code that is gone (a deploy
 * purged it) fetched ahead does not reload the page; the click on its link reloads once onto it,
 * where the file is still gone: the error page (as chunk-reload.spec.ts).
 */

const BRANDS_CHUNK = /\/admin\/assets\/brands-[^/]+\.js$/;

test("a side menu link's screen code is fetched while the browser idles, before the click", async ({ page }) => {
  await signIn(page, superadmin);
  const fetched = page.waitForRequest((request) => BRANDS_CHUNK.test(new URL(request.url()).pathname));
  const shell = new Shell(page);
  // Opening the group shows the link; nothing is clicked on it.
  await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
  await fetched;
  await shell.sidebar().getByRole("link", { name: "Marchi" }).click();
  await expect(shell.heading()).toHaveText("Marchi");
});

test("a fresh load fetches no other screen's code at idle; the pointer on a link there from the start fetches its screen's", async ({
  page,
}) => {
  await signIn(page, superadmin);
  const brands: string[] = [];
  page.on("request", (request) => {
    if (BRANDS_CHUNK.test(new URL(request.url()).pathname)) brands.push(request.url());
  });
  // The products list opens with its group, and so the Brands link, in view.
  await page.goto(urls.path(screens.products.list()));
  const shell = new Shell(page);
  await expect(shell.heading()).toHaveText("Prodotti");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  const brandsLink = shell.sidebar().getByRole("link", { name: "Marchi" });
  await expect(brandsLink).toBeVisible();
  // Two idle periods after the rows: an idle prefetch would have been asked for in the first.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
  expect(brands).toEqual([]);

  const fetched = page.waitForRequest((request) => BRANDS_CHUNK.test(new URL(request.url()).pathname));
  await brandsLink.hover();
  await fetched;
});

test("a screen's code that is gone, fetched ahead, leaves the page alone; the click reloads once onto the screen", async ({ page }) => {
  await signIn(page, superadmin);
  const gone = page.waitForResponse((response) => BRANDS_CHUNK.test(new URL(response.url()).pathname) && response.status() === 404);
  await page.route(BRANDS_CHUNK, (route) => route.fulfill({ status: 404, body: "" }));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  const shell = new Shell(page);
  await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
  await gone;
  await shell.sidebar().getByRole("link", { name: "Marchi" }).click();
  await new ErrorPage(page).expectShown(500, "È uscita una nuova versione del pannello: ricarica la pagina per usarla.");
  await expectAt(page, screens.brands.list());
  // One reload, onto the screen clicked: the prefetch that met the missing file reloaded nothing
  // (it would have reloaded the dashboard, and the guard would then have refused the click's).
  expect(documents).toEqual([browserPath(screens.brands.list())]);
});
