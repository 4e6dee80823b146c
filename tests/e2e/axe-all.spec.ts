import type { Page } from "@playwright/test";
import { unique } from "./support/api";
import { COLOUR_RULES, seriousViolations, TEXT_RULES } from "./support/axe";
import { LANGUAGES, type Language } from "./support/catalog";
import { firstId } from "./support/db";
import { DetailPageObject } from "./support/detail-page";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { expect, test } from "./support/fixtures";
import { forgetSession } from "./support/pages";
import { openSignedIn } from "./support/session";
import { SettingsPageObject } from "./support/settings-page";
import { chunks, everyRoute, openScreen, type RouteVisit } from "./support/security";
import { screens } from "./support/urls";

/*
 * axe on every route of the route table (real ids, create forms, the frames of areas still to come):
 * every rule in Italian; in the dark scheme the rules colours can change (COLOUR_RULES); in English,
 * French and German the rules a language can change (names, labels, title, lang: TEXT_RULES), the
 * same markup's colours and structure being checked already (each screen's own spec runs every rule
 * on its main screen in all four). And on the states the toolkit's kinds add to a page: rows selected
 * (the bulk bar), a form's validation errors, a confirmation and a detail page's action modal.
 * No serious or critical violation anywhere. Screens are walked in-app, several per test, to keep
 * the run short.
 */
test.describe.configure({ mode: "parallel" });

async function useLanguage(page: Page, baseURL: string, language: Language) {
  await page.context().addCookies([{ name: "admin-panel_lang", value: language, url: baseURL }]);
}

/**
 * Opens each route (the first as a full load) and returns its violations, "<path>: <rule>: <nodes>":
 * every rule in Italian, the text rules in another language, the colour rules in the dark scheme.
 */
async function axeWalk(page: Page, visits: RouteVisit[], language: Language, scheme: "light" | "dark" = "light"): Promise<string[]> {
  const found: string[] = [];
  const rules = scheme === "dark" ? COLOUR_RULES : language === "it" ? undefined : TEXT_RULES;
  for (const [index, visit] of visits.entries()) {
    await openScreen(page, visit.path, index === 0 ? "load" : "navigate");
    if (index === 0) await expect(page.locator("html")).toHaveAttribute("lang", language);
    for (const violation of await seriousViolations(page, rules)) found.push(`${visit.path}: ${violation}`);
  }
  return found;
}

/** Every signed-in route, in each language: a record's screen has labels and states of its own. */
function signedInRoutes(): RouteVisit[] {
  return everyRoute().filter((route) => route.audience === "user");
}

// Four walks per language: each stays well inside its time limit on a loaded 2-core machine.
const GROUPS = 4;
const checked = (language: Language) => (language === "it" ? "axe violation" : "violation of the rules a language changes");
for (const language of LANGUAGES) {
  test(`${language}: the guests' screens have no serious ${checked(language)}`, async ({ page, baseURL }) => {
    await forgetSession(page);
    await useLanguage(page, baseURL!, language);
    const found: string[] = [];
    for (const visit of everyRoute().filter((route) => route.audience === "guest")) found.push(...(await axeWalk(page, [visit], language)));
    expect(found).toEqual([]);
  });

  for (let group = 0; group < GROUPS; group += 1) {
    test(`${language}: signed-in screens, part ${group + 1} of ${GROUPS}, have no serious ${checked(language)}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await useLanguage(page, baseURL!, language);
      const visits = chunks(signedInRoutes(), GROUPS)[group];
      expect(await axeWalk(page, visits, language)).toEqual([]);
    });
  }
}

// The dark scheme: every signed-in screen once more, in Italian only (the colours do not change
// with the language), with the rules colours can change (the markup is the light scheme's). The
// scheme is "auto" (nobody chose) and the browser asks for dark.
for (let group = 0; group < GROUPS; group += 1) {
  test(`it, dark scheme: signed-in screens, part ${group + 1} of ${GROUPS}, have no serious contrast violation`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await openSignedIn(page);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await useLanguage(page, baseURL!, "it");
    const visits = chunks(signedInRoutes(), GROUPS)[group];
    expect(await axeWalk(page, visits, "it", "dark")).toEqual([]);
  });
}

test.describe("states of the toolkit's kinds (Italian)", () => {
  test("a list with rows selected and its delete confirmation open", async ({ page, api }) => {
    const prefix = unique("Axe");
    for (const n of [1, 2]) await api.ok("POST", "brand/action", { title: `${prefix} ${n}`, slug: `${prefix}-${n}`.toLowerCase() });
    await openScreen(page, screens.brands.list({ q: prefix }), "load");
    const list = new ListPageObject(page);
    await list.tick(`${prefix} 1`, `${prefix} 2`);
    await expect(list.bulkButton("Elimina selezionati (2)")).toBeVisible();
    expect(await seriousViolations(page), "bulk bar shown").toEqual([]);
    await list.bulkButton("Elimina selezionati (2)").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page), "confirmation open").toEqual([]);
  });

  test("forms with their validation errors shown", async ({ page }) => {
    await openSignedIn(page);
    const form = new EditPageObject(page);
    for (const path of [screens.brands.create(), screens.products.create(), screens.rolesPermissions.create()]) {
      // The previous screen's form must be gone before Save is pressed: the router's navigation
      // settles a moment before React swaps the page, and a Save on the old form checks nothing here.
      const previous = (await form.form().count()) > 0 ? await form.form().elementHandle() : null;
      await openScreen(page, path, "navigate");
      if (previous) await expect.poll(() => previous.evaluate((element) => element.isConnected)).toBe(false);
      await form.save();
      await expect(form.form().getByRole("alert").or(page.locator("[aria-invalid=true]")).first()).toBeVisible();
      expect(await seriousViolations(page), `${path} with errors`).toEqual([]);
    }
    await openScreen(page, screens.settingSmtp(), "navigate");
    const settings = new SettingsPageObject(page);
    await settings.fill("Host SMTP", "");
    await settings.save();
    await expect(page.locator("[data-settings-form] [aria-invalid=true]").first()).toBeVisible();
    expect(await seriousViolations(page), "SMTP settings with errors").toEqual([]);
  });

  test("the login form with its errors, signed out", async ({ page }) => {
    await forgetSession(page);
    await openScreen(page, "/login", "load");
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a detail page with its action modal and its confirmation open", async ({ page }) => {
    await openSignedIn(page);
    await openScreen(page, screens.carts.detail(firstId("carts", "user_id", "user_id is not null")), "navigate");
    const detail = new DetailPageObject(page);
    const modal = await detail.openModal("Invia un promemoria", "Promemoria via email");
    expect(await seriousViolations(page), "action modal open").toEqual([]);
    await modal.getByRole("button", { name: "Annulla" }).click();
    await expect(modal).toBeHidden();
    await detail.action("Svuota il carrello").click();
    await expect(detail.dialog()).toBeVisible();
    expect(await seriousViolations(page), "confirmation open").toEqual([]);
  });
});
