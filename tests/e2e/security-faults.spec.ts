import { expect, test } from "./support/fixtures";
import { firstId } from "./support/db";
import { attempt, FaultyPage, faults, finish, fullLoad, navigation, type Outcome } from "./support/faults";
import { screens, urls } from "./support/urls";

/*
 * Fault injection (issue 17): what a bad network or a failing backend does to each screen kind. Each
 * case makes the API fail in one way, on a full load or an in-app navigation, and expects an error
 * state inside the shell (header and menu still there) in the user's language, the backend's own
 * message where it gave one, a Retry button and no uncaught error; then the network heals, Retry
 * is clicked, and the screen must recover without a reload.
 */

/** One of each screen kind (architecture §7) and the dashboard: every fault, both ways. */
const representative = [
  { kind: "list", path: screens.brands.list(), link: ["Marchi", "Prodotto"] },
  { kind: "edit", path: () => screens.products.edit(firstId("products")) },
  { kind: "detail", path: () => `/carts/${firstId("carts", "user_id", "user_id is not null")}` },
  { kind: "settings", path: () => "/setting/smtp" },
  { kind: "matrix", path: () => `/roles-permissions/${firstId("roles")}` },
] as const;

test.describe.configure({ mode: "parallel" });

for (const screen of representative) {
  test(`${screen.kind}: every fault, on a full load (profile included) and an in-app navigation`, async ({ page }) => {
    test.setTimeout(120_000);
    const faulty = new FaultyPage(page);
    await faulty.start();
    const outcome: Outcome = { tried: 0, through: [] };
    const path = typeof screen.path === "function" ? screen.path() : screen.path;
    for (const fault of faults) {
      await attempt(outcome, `${path} full load ${fault.name}`, () => fullLoad(faulty, path, fault, true), faulty);
      await attempt(outcome, `${path} navigation ${fault.name}`, () => navigation(faulty, path, fault), faulty);
    }
    finish(outcome);
  });
}

test("the fault messages are in the user's language", async ({ page }) => {
  const faulty = new FaultyPage(page);
  await faulty.start();
  const offline = faults[2];
  const said = { en: "You are offline", fr: "Vous êtes hors ligne", de: "Sie sind offline", it: "Sei offline" } as const;
  for (const [language, text] of Object.entries(said)) {
    await page.context().addCookies([{ name: "admin-panel_lang", value: language, url: new URL(page.url()).origin }]);
    await faulty.inject(offline);
    await page.goto(urls.path(screens.brands.list()));
    await expect(page.getByRole("main").getByText(text)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await faulty.heal();
  }
  expect(faulty.pageErrors).toEqual([]);
});
