import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { superadmin } from "./support/accounts";
import { signIn } from "./support/pages";
import { urls } from "./support/urls";

test("the document: lang it, title, no browser translation", async ({ page }) => {
  await page.goto(urls.login());
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.locator("html")).toHaveAttribute("translate", "no");
  await expect(page.locator('meta[name="google"]')).toHaveAttribute("content", "notranslate");
  await expect(page).toHaveTitle("Admin panel");
});

test("the language choice persists across reloads", async ({ page }) => {
  await signIn(page, superadmin);
  await page.getByLabel("Lingua").selectOption("de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByLabel("Sprache")).toHaveValue("de");
  await page.getByLabel("Sprache").selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("the header shows the app version", async ({ page }) => {
  await signIn(page, superadmin);
  await expect(page.getByLabel(/^Versione \d+\.\d+\.\d+/)).toBeVisible();
});

test("no serious or critical axe violation on /login", async ({ page }) => {
  await page.goto(urls.login());
  await expect(page.getByLabel("Email")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical axe violation on the dashboard frame", async ({ page }) => {
  await signIn(page, superadmin);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
