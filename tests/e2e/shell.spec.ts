import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { openSignedIn } from "./support/session";
import { seriousViolations } from "./support/axe";
import { ListPageObject } from "./support/list-page";
import { ErrorPage, LoginPage, Shell } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";

test.describe("the login page (signed out)", () => {
  test.use({ signedInAs: null });

  test("the document: lang it, title, no browser translation", async ({ page }) => {
    await new LoginPage(page).open();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.locator("html")).toHaveAttribute("translate", "no");
    await expect(page.locator('meta[name="google"]')).toHaveAttribute("content", "notranslate");
    await expect(page).toHaveTitle("Admin panel");
  });

  test("the login page speaks each of the four languages", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    const words = {
      it: { title: "Bentornato", signIn: "Accedi", password: "Password" },
      en: { title: "Welcome back", signIn: "Sign in", password: "Password" },
      fr: { title: "Bon retour", signIn: "Se connecter", password: "Mot de passe" },
      de: { title: "Willkommen zurück", signIn: "Anmelden", password: "Passwort" },
    } as const;
    for (const code of ["en", "fr", "de", "it"] as const) {
      await login.language().selectOption(code);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expect(login.title()).toHaveText(words[code].title);
      await expect(page.getByRole("textbox", { name: words[code].password, exact: true })).toBeEditable();
      await expect(page.getByRole("button", { name: words[code].signIn })).toBeEnabled();
    }
  });

  test("no serious or critical axe violation on /login", async ({ page }) => {
    await new LoginPage(page).open();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** What the shell shows in each language: the language menu's label, the sidebar's name, a menu entry. */
const inLanguage = {
  it: { language: "Lingua", menu: "Menu principale", dashboard: "Dashboard", orders: "Ordini" },
  en: { language: "Language", menu: "Main menu", dashboard: "Dashboard", orders: "Orders" },
  fr: { language: "Langue", menu: "Menu principal", dashboard: "Tableau de bord", orders: "Commandes" },
  de: { language: "Sprache", menu: "Hauptmenü", dashboard: "Dashboard", orders: "Bestellungen" },
} as const;

test("the shell speaks each of the four languages, and the choice persists across reloads", async ({ page }) => {
  await openSignedIn(page);
  const shell = new Shell(page);
  for (const code of ["en", "fr", "de", "it"] as const) {
    const words = inLanguage[code];
    await shell.chooseLanguage(code);
    await expect(shell.heading()).toHaveText(words.dashboard);
    await expect(shell.language()).toHaveAccessibleName(words.language);
    await expect(shell.sidebar(words.menu).getByRole("link", { name: words.orders })).toBeVisible();
  }
  await shell.chooseLanguage("de");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(shell.language()).toHaveValue("de");
  await expect(shell.sidebar(inLanguage.de.menu).getByRole("link", { name: inLanguage.de.orders })).toBeVisible();
});

test("the header shows the version of package.json", async ({ page }) => {
  const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  await openSignedIn(page);
  await expect(new Shell(page).version(`Versione ${version}`)).toHaveText(`v${version}`);
});

test("no serious or critical axe violation in the shell: a built screen with a menu group open, then the error page", async ({ page }) => {
  await openSignedIn(page);
  const shell = new Shell(page);
  await shell.navigate("Marchi", "Prodotto");
  await expect(shell.heading()).toHaveText("Marchi");
  await expect(new ListPageObject(page).summary()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(urls.path("/no-such-page"));
  await new ErrorPage(page).expectShown(404, "Impossibile trovare questa pagina");
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("with motion (the closing animation is why the links stay)", () => {
  test.use({ reducedMotion: "no-preference" });
  test("a closed menu group's links are rendered once it is opened, and stay through closing it again", async ({ page }) => {
    await openSignedIn(page);
    const shell = new Shell(page);
    const group = shell.sidebar().getByRole("button", { name: "Prodotto" });
    const brands = shell.sidebar().locator(`a[href="${browserPath(screens.brands.list())}"]`);
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(brands).toHaveCount(0);

    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expect(brands).toBeVisible();

    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(brands).toBeHidden();
    await expect(brands).toHaveCount(1);
  });
});
