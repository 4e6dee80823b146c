import { expect, test } from "./support/fixtures";
import { openSignedIn } from "./support/session";
import { ErrorPage, expectAt, Shell } from "./support/pages";
import { screens } from "./support/urls";

test("a route chunk that fails to load reloads the page once, then shows the error page", async ({ page }) => {
  await openSignedIn(page);
  // The Brands route module is gone (as after a deploy that purged old assets).
  await page.route(/\/admin\/assets\/brands-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  let documentLoads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads += 1;
  });
  await new Shell(page).navigate("Marchi", "Prodotto");
  await new ErrorPage(page).expectShown(500, "È uscita una nuova versione del pannello: ricarica la pagina per usarla.");
  await expectAt(page, screens.brands.list());
  // The count is final here, with no waiting: the error page renders only in the document whose guard
  // refused to reload (a reload, once asked for, leaves the old document's import pending forever).
  // One reload loaded the page the user was going to; a second one, or none, would be a bug.
  expect(documentLoads).toBe(1);
  await expect(page.getByRole("button", { name: "Ricarica", exact: true })).toBeVisible();
});
