import { expect, test } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { Shell, signIn } from "./support/pages";
import { browserPath } from "./support/urls";

test("a route chunk that fails to load reloads the page once, then shows the error page", async ({ page }) => {
  await signIn(page, superadmin);
  // The Brands route module is gone (as after a deploy that purged old assets).
  await page.route(/\/admin\/assets\/brands-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  let documentLoads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads += 1;
  });
  await new Shell(page).sidebar().getByRole("button", { name: "Prodotto" }).click();
  await new Shell(page).sidebar().getByRole("link", { name: "Marchi" }).click();
  await expect(page.getByTestId("error-status")).toHaveText("500");
  await expect(page).toHaveURL((url) => url.pathname === browserPath("/brands"));
  // Give a second (wrong) reload the time to happen before counting.
  await page.waitForTimeout(1500);
  expect(documentLoads).toBe(1);
});
