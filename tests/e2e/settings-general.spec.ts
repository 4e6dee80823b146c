import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { urls as appUrls } from "../../app/routing/urls";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { Shell } from "./support/pages";
import { recordApiBodies, restoreShopSetting, SettingsPanelPage, shopSetting } from "./support/settings-panels";
import { urls } from "./support/urls";

/*
 * /setting/currency, address, analytics, social-login, media-storage and miscellaneous. These are
 * shop-wide singletons other tests read (prices are written with the shop currency): every test
 * that saves one puts the values it found back in `finally`, through the API, at once.
 */

const CURRENCY = appUrls.settingCurrency();
const ADDRESS = appUrls.settingAddress();
const ANALYTICS = appUrls.settingAnalytics();
const SOCIAL = appUrls.settingSocialLogin();
const MEDIA = appUrls.settingMediaStorage();
const MISC = appUrls.settingMiscellaneous();

test.describe("settings panels (set A)", () => {
  // A slow run must still reach the `finally` that puts the shared settings back.
  test.setTimeout(120_000);
  test("currency: the example follows the choice, the save is read back and the panel's prices follow without a reload", async ({
    page,
    api,
  }) => {
    const before = await shopSetting(api);
    const form = new SettingsPanelPage(page);
    try {
      await form.open(CURRENCY, "Valuta");
      await expect(form.priceExample()).toHaveText("12.345,50 €");
      await form.choose("Valuta", "CHF", /^CHF · /);
      await expect(form.field("Simbolo")).toHaveValue("CHF");
      await form.field("Posizione del simbolo").selectOption("1");
      await form.choose("Formato dei numeri", "de-CH", /\(de-CH\)/);
      await expect(form.priceExample()).toHaveText(/^CHF12.345\.50$/);
      await form.save();
      await form.expectSavedToast();
      // The panel's own money formatting reads the profile again: no reload needed.
      await expect(form.panelPriceExample()).toContainText("CHF12.345,50");
      await page.reload();
      await expect(form.field("Simbolo")).toHaveValue("CHF");
      await expect(form.field("Posizione del simbolo")).toHaveValue("1");
      await expect(form.priceExample()).toHaveText(/^CHF12.345\.50$/);
      expect(await seriousViolations(page)).toEqual([]);

      // Required and empty: the message beside the field.
      await form.fill("Simbolo", "");
      await form.save();
      await form.expectFieldError("Simbolo", "Simbolo è obbligatorio");
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await restoreShopSetting(api, "currency", before);
    }
  });

  test("address: saved and read back; a required field and the server's own rule beside their fields", async ({ page, api }) => {
    const before = await shopSetting(api);
    const form = new SettingsPanelPage(page);
    const city = unique("Citta");
    try {
      await form.open(ADDRESS, "Città");
      await form.fill("Indirizzo riga 1", "");
      await form.save();
      await form.expectFieldError("Indirizzo riga 1", "Indirizzo riga 1 è obbligatorio");
      await form.fill("Indirizzo riga 1", String(before.address_1));
      // The zip's length is the server's rule: its sentence lands under the zip.
      await form.fill("CAP", "1".repeat(25));
      await form.save();
      await form.expectFieldError("CAP", "The zip must not be greater than 20 characters.");
      expect(await seriousViolations(page)).toEqual([]);
      await form.fill("CAP", "20100");
      await form.fill("Città", city);
      await form.save();
      await form.expectSavedToast();
      await page.reload();
      await expect(form.field("Città")).toHaveValue(city);
      await expect(form.field("CAP")).toHaveValue("20100");
    } finally {
      await restoreShopSetting(api, "address", before);
    }
  });

  test("analytics: an id needed while its switch is on, said by the server; saved and read back", async ({ page, api }) => {
    const before = await shopSetting(api);
    const form = new SettingsPanelPage(page);
    try {
      await form.open(ANALYTICS, "ID di Google Analytics");
      await form.fill("ID di Google Analytics", "");
      await form.switch("Attiva Google Analytics").check();
      await form.save();
      await form.expectFieldError("ID di Google Analytics", "ID di Google Analytics è obbligatorio");
      expect(await seriousViolations(page)).toEqual([]);
      await form.fill("ID di Google Analytics", "G-E2E12345");
      await form.save();
      await form.expectSavedToast();
      await page.reload();
      await expect(form.field("ID di Google Analytics")).toHaveValue("G-E2E12345");
      await expect(form.switch("Attiva Google Analytics")).toBeChecked();
    } finally {
      await api.ok("POST", "setting/analytics", {
        enable_ga: before.enable_ga ?? 0,
        enable_pixel: before.enable_pixel ?? 0,
        ga_id: before.ga_id ?? "",
        pixel_id: before.pixel_id ?? "",
      });
    }
  });

  test("social login: the pair is required by the server, the secret is never in an answer", async ({ page, api }) => {
    const before = await api.ok<Record<string, unknown>>("GET", "setting/social-login-find");
    const bodies = recordApiBodies(page);
    const form = new SettingsPanelPage(page);
    const secret = `e2e-google-${unique("s")}`;
    const clientId = `${unique("client")}.apps.example.com`;
    try {
      await form.open(SOCIAL, "Client ID di Google");
      await form.fill("Client ID di Google", "");
      await form.switch("Accesso con Google").check();
      await form.save();
      await form.expectFieldError("Client ID di Google", "Client ID di Google è obbligatorio");
      await form.fill("Client ID di Google", clientId);
      await form.replaceSecret("Client secret di Google", secret);
      await form.save();
      await form.expectSavedToast();
      await form.expectSecretState("Client secret di Google", "set");
      await page.reload();
      await expect(form.field("Client ID di Google")).toHaveValue(clientId);
      await expect(form.switch("Accesso con Google")).toBeChecked();
      await form.expectSecretState("Client secret di Google", "set");
      expect(await seriousViolations(page)).toEqual([]);
      await expect.poll(() => bodies.some((body) => body.includes("googleClientSecret"))).toBe(true);
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      expect(await page.content()).not.toContain(secret);
    } finally {
      await api.ok("POST", "setting/social-login-action", { ...before, google_login: 0 });
    }
  });

  test("media storage: GCS fields, the key write-only; saved and read back", async ({ page, api }) => {
    const before = await api.ok<Record<string, string>>("GET", "setting/media-storage-find");
    const bodies = recordApiBodies(page);
    const form = new SettingsPanelPage(page);
    const key = `{"type":"service_account","private_key":"${unique("e2e-key")}"}`;
    try {
      await form.open(MEDIA, "Archiviazione dei file");
      await form.field("Archiviazione dei file").selectOption("GCS");
      await form.fill("URL del CDN", "https://cdn.example.org/");
      await form.fill("Bucket", "e2e-bucket");
      await form.fill("Chiave del service account (JSON)", key);
      // The project id is the server's to require: its message beside the field, nothing saved.
      await form.save();
      await form.expectFieldError("ID del progetto Google Cloud", "ID del progetto Google Cloud è obbligatorio");
      expect(await seriousViolations(page)).toEqual([]);
      await form.fill("ID del progetto Google Cloud", "e2e-project");
      await form.save();
      await form.expectSavedToast();
      await page.reload();
      await expect(form.field("Archiviazione dei file")).toHaveValue("GCS");
      await expect(form.field("Bucket")).toHaveValue("e2e-bucket");
      await form.expectSecretState("Chiave del service account (JSON)", "set");
      expect(bodies.filter((body) => body.includes(key) || body.includes("e2e-key"))).toEqual([]);
    } finally {
      await api.ok("POST", "setting/media-storage-action", { ...before, gcServiceAccountKey: before.gcServiceAccountKey });
    }
  });

  test("miscellaneous: switches and the default location saved and read back; the licence block", async ({ page, api }) => {
    const before = await shopSetting(api);
    const form = new SettingsPanelPage(page);
    try {
      await form.open(MISC, "Paese predefinito");
      await expect(page.getByTestId("licence-state")).toHaveText("Attivata");
      const banner = form.switch("Banner dei cookie");
      const wasOn = await banner.isChecked();
      await banner.setChecked(!wasOn);
      await form.choose("Paese predefinito", "Franc", "Francia");
      await expect(form.field("Provincia o stato predefinito")).toHaveValue("");
      await form.choose("Provincia o stato predefinito", "Paris", /Paris/);
      await form.save();
      await form.expectSavedToast();
      await page.reload();
      await expect(form.field("Paese predefinito")).toHaveValue("Francia");
      await expect(form.field("Provincia o stato predefinito")).toHaveValue(/Paris/);
      await expect(form.switch("Banner dei cookie")).toBeChecked({ checked: !wasOn });
      expect(await seriousViolations(page)).toEqual([]);

      // The licence: deactivated after a confirmation, then activated again with a purchase code.
      await page.getByRole("button", { name: "Disattiva", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "Disattivare la licenza?" });
      await confirm.getByRole("button", { name: "Disattiva", exact: true }).click();
      await expect(page.getByTestId("licence-state")).toHaveText("Non attivata");
      expect((await api.ok<{ activated: boolean }>("GET", "profile")).activated).toBe(false);
      const code = page.getByRole("textbox", { name: "Codice d'acquisto" });
      await page.getByRole("button", { name: "Attiva", exact: true }).click();
      await expect(code).toHaveAttribute("aria-invalid", "true");
      await code.fill("8f14e45f-ceea-467a-9575-4f0c9c5e0a11");
      await page.getByRole("button", { name: "Attiva", exact: true }).click();
      await expect(page.getByTestId("licence-state")).toHaveText("Attivata");
      expect((await api.ok<{ activated: boolean }>("GET", "profile")).activated).toBe(true);
    } finally {
      if (!(await api.ok<{ activated: boolean }>("GET", "profile")).activated) await api.ok("POST", "activate", { code: "restore" });
      const flag = (name: string) => Number(before[name] ?? 0);
      await api.ok("POST", "setting/miscellaneous", {
        attach_pdf: flag("attach_pdf"),
        send_seller_email: flag("send_seller_email"),
        cookie_banner: flag("cookie_banner"),
        vendor_registration: flag("vendor_registration"),
        guest_checkout: flag("guest_checkout"),
        translate_pdf: flag("translate_pdf"),
        default_country: before.default_country,
        default_state: before.default_state,
      });
    }
  });

  test("a vendor without setting gets the 403 page on each panel and no settings menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    const sidebar = new Shell(page).sidebar();
    await expect(sidebar.getByRole("link").first()).toBeVisible();
    await expect(sidebar.locator('a[href*="/setting/"]')).toHaveCount(0);
    for (const path of [CURRENCY, ADDRESS, ANALYTICS, SOCIAL, MEDIA, MISC]) {
      await page.goto(urls.path(path));
      await expect(page.getByTestId("error-status")).toHaveText("403");
    }
  });

  const languages = {
    en: { currency: "Currency", address: "Address line 1", misc: "Default country", media: "Media storage" },
    fr: { currency: "Devise", address: "Adresse ligne 1", misc: "Pays par défaut", media: "Stockage des médias" },
    de: { currency: "Währung", address: "Adresszeile 1", misc: "Standardland", media: "Medienspeicher" },
  };
  for (const [language, text] of Object.entries(languages)) {
    test(`in ${language}: labels and axe`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "admin-panel_lang", value: language, url: baseURL! }]);
      const checks: [string, string][] = [
        [CURRENCY, text.currency],
        [ADDRESS, text.address],
        [MISC, text.misc],
        [MEDIA, text.media],
      ];
      for (const [path, label] of checks) {
        await page.goto(urls.path(path));
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(
          page
            .locator("[data-settings-form]")
            .getByLabel(new RegExp(`^${label}`))
            .first(),
        ).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
