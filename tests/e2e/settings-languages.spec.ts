import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { urls as appUrls } from "../../app/routing/urls";
import { vendor } from "./support/accounts";
import { ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { LanguageStringsPage } from "./support/settings-panels";
import { EditPageObject } from "./support/edit-page";
import { urls } from "./support/urls";

/*
 * /setting/languages and /setting/languages/{id}: the list, the record form (created through the
 * UI here) and the strings of a non-bundled language, edited in the table and then served by the
 * public `localization` endpoint. Each test makes its own language with a code nobody else uses.
 */

const LIST = appUrls.settingLanguages.list();

/** A language code of our own: two or three letters and a region-like suffix (`xq-AB12`). */
function ownCode(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `x${pick()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

const languageId = (code: string) =>
  withDatabase((db) => (db.prepare("select id from languages where code = ?").get(code) as { id: number } | undefined)?.id);

test.describe("languages", () => {
  test("create a language in the form, find it in the list, edit its strings: localization serves them", async ({
    page,
    request,
    baseURL,
    api,
  }) => {
    const code = ownCode();
    const name = unique("Lingua");
    await page.goto(urls.path(appUrls.settingLanguages.create()));
    const form = new EditPageObject(page);
    await expect(form.field("Nome")).toBeVisible();
    // Required left empty: the message beside the field.
    await form.save();
    await form.expectFieldError("Nome", "Nome è obbligatorio");
    expect(await seriousViolations(page)).toEqual([]);
    await form.fill("Nome", name);
    await form.fill("Codice", code);
    await form.field("Stato").selectOption("2");
    await form.saveAndEdit();
    await expect.poll(() => languageId(code)).toBeTruthy();
    const id = languageId(code)!;
    await expect(page).toHaveURL(new RegExp(`/setting/languages/${id}$`));

    // The strings table: the default language's text beside each key.
    const strings = new LanguageStringsPage(page);
    await expect(strings.section()).toBeVisible();
    await strings.search("settings.smtp.host");
    await expect(strings.row("settings.smtp.host")).toContainText("Host SMTP");
    expect(await seriousViolations(page)).toEqual([]);
    const text = unique("Servidor");
    await strings.valueInput("settings.smtp.host").fill(text);
    await strings.search("settings.smtp.port");
    await strings.valueInput("settings.smtp.port").fill("Puerto");
    await strings.save();
    await expect(page.getByText("Testi salvati").last()).toBeVisible();

    // Served by the public localization endpoint (no token).
    const served = await ShopApi.withToken(request, baseURL!, "").call("GET", `localization?locale_code=${code}`);
    expect(served.data).toEqual({ "settings.smtp.host": text, "settings.smtp.port": "Puerto" });

    // Read back after a reload.
    await page.reload();
    await strings.search("settings.smtp.host");
    await expect(strings.valueInput("settings.smtp.host")).toHaveValue(text);
    await expect(form.field("Nome")).toHaveValue(name);

    // The list shows it; search runs on the server.
    await page.goto(urls.path(appUrls.settingLanguages.list(new URLSearchParams({ q: name }))));
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await api.call("DELETE", `language/delete/${id}`);
  });

  test("a bundled language has no strings editor; the server's message for a taken code beside it", async ({ page }) => {
    const itId = withDatabase((db) => (db.prepare("select id from languages where code = 'en'").get() as { id: number }).id);
    await page.goto(urls.path(appUrls.settingLanguages.edit(itId)));
    await expect(page.getByTestId("language-bundled")).toBeVisible();
    await expect(page.getByTestId("language-strings")).toHaveCount(0);
    await page.goto(urls.path(appUrls.settingLanguages.create()));
    const form = new EditPageObject(page);
    await form.fill("Nome", "Duplicate");
    await form.fill("Codice", "en");
    await form.save();
    await form.expectFieldError("Codice", "Questa lingua esiste già.");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("making a language the default shows at once in the panel, without a reload", async ({ page, api }) => {
    const code = ownCode();
    const created = await api.ok<{ id: number }>("POST", "language/action", {
      name: unique("Predef"),
      code,
      direction: "ltr",
      status: 1,
      default: 0,
    });
    const itId = withDatabase((db) => (db.prepare("select id from languages where code = 'it'").get() as { id: number }).id);
    try {
      await page.goto(urls.path(appUrls.settingLanguages.edit(created.id)));
      const strings = new LanguageStringsPage(page);
      await expect(strings.section()).toContainText("(Italiano)");
      const form = new EditPageObject(page);
      await form.field(/^Lingua predefinita/).check();
      await form.saveAndEdit();
      await expect(page.getByText("Salvato.").last()).toBeVisible();
      // The strings table now compares with the new default (its own strings), read from the profile.
      await expect(strings.section()).not.toContainText("(Italiano)");
    } finally {
      await api.ok("POST", `language/action/${itId}`, { name: "Italiano", code: "it", default: 1, status: 1 });
      await api.call("DELETE", `language/delete/${created.id}`);
    }
  });

  test("a vendor without language.view gets the 403 page", async ({ page }) => {
    await useSession(page, vendor);
    await page.goto(urls.path(appUrls.settingLanguages.create()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  for (const [language, label] of Object.entries({ en: "Add language", fr: "Ajouter une langue", de: "Sprache hinzufügen" })) {
    test(`the list in ${language}, axe`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "admin-panel_lang", value: language, url: baseURL! }]);
      await page.goto(urls.path(LIST));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("link", { name: label })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
