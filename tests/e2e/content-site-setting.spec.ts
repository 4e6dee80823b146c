import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { Shell } from "./support/pages";
import { SettingsPageObject } from "./support/settings-page";
import { screens, urls } from "./support/urls";

const siteSetting = screens.siteSetting;

interface SiteSettingRecord {
  site_name: string;
  site_url: string | null;
  meta_title: string;
  meta_description: string;
  meta_keywords: string | null;
  copyright_text: string | null;
  primary_color: string | null;
  primary_hover_color: string | null;
  styling: string | null;
}

/** What the site-setting action takes back from a record read before (a shared singleton: tests put it back). */
const restorable = (r: SiteSettingRecord) => ({
  site_name: r.site_name,
  site_url: r.site_url ?? "",
  meta_title: r.meta_title,
  meta_description: r.meta_description,
  meta_keywords: r.meta_keywords ?? "",
  copyright_text: r.copyright_text ?? "",
  primary_color: r.primary_color ?? "",
  primary_hover_color: r.primary_hover_color ?? "",
  styling: r.styling ?? "",
});

test.describe("site setting", () => {
  test("copyright, colours with a live swatch and custom CSS are saved and read back after reload", async ({ page, api }) => {
    const before = await api.ok<SiteSettingRecord>("GET", "site-setting/find");
    const copyright = unique("© Demo Shop E2E");
    try {
      await page.goto(urls.path(siteSetting()));
      const form = new SettingsPageObject(page);
      await expect(form.field("Nome del sito")).toHaveValue(before.site_name);
      await expect(page.getByText("Logo dell'intestazione")).toBeVisible();
      await form.fill("Testo del copyright", copyright);
      await form.field("Colore principale").fill("#0b5394");
      await expect(page.getByTestId("swatch-Colore principale")).toHaveCSS("background-color", "rgb(11, 83, 148)");
      const css = form.field("CSS personalizzato");
      await css.fill("");
      await css.pressSequentially(".banner {");
      await css.press("Enter");
      await css.press("Tab");
      await css.pressSequentially("color: red;");
      await expect(css).toHaveValue(".banner {\n  color: red;");
      expect(await seriousViolations(page)).toEqual([]);
      await form.save();
      await form.expectSavedToast();
      await page.reload();
      await expect(form.field("Testo del copyright")).toHaveValue(copyright);
      await expect(form.field("Colore principale")).toHaveValue("#0b5394");
      await expect(form.field("CSS personalizzato")).toHaveValue(".banner {\n  color: red;");
      expect(await api.ok("GET", "site-setting/find")).toMatchObject({ copyright_text: copyright, primary_color: "#0b5394" });
    } finally {
      await api.ok("POST", "site-setting/action", restorable(before));
    }
  });

  test("the server's message beside a required field sent empty", async ({ page }) => {
    await page.goto(urls.path(siteSetting()));
    const form = new SettingsPageObject(page);
    await expect(form.field("Nome del sito")).not.toHaveValue("");
    // Nothing is stored: the request is refused. It is changed on its way so the server sees the empty name.
    await page.route("**/api/admin/site-setting/action", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, site_name: "" }) });
    });
    await form.fill("Testo del copyright", unique("mai salvato"));
    await form.save();
    await form.expectFieldError("Nome del sito", /site name field is required|obbligatori/i);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the vendor (no site_setting permission) gets the 403 page and no menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    const shell = new Shell(page);
    await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
    await expect(shell.sidebar().getByRole("link", { name: "Categorie" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Impostazioni del sito" })).toHaveCount(0);
    await page.goto(urls.path(siteSetting()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("the panel in four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(
      page,
      baseURL!,
      siteSetting(),
      {
        it: { title: "Impostazioni del sito", label: "Colore principale" },
        en: { title: "Site setting", label: "Primary colour" },
        fr: { title: "Paramètres du site", label: "Couleur principale" },
        de: { title: "Website-Einstellungen", label: "Hauptfarbe" },
      },
      (p, text) => p.getByLabel(text, { exact: true }),
    );
  });
});
