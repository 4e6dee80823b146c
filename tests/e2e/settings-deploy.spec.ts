import { expect, test } from "./support/fixtures";
import { urls as appUrls } from "../../app/routing/urls";
import { superadmin } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { SettingsPageObject } from "./support/settings-page";
import { expectLanguages, expectVendorRefused } from "./support/settings-integrations";
import { urls } from "./support/urls";

/*
 * /setting/deploy, /setting/fcm and /setting/clear-cache. The deploy hook and the FCM settings are
 * singletons no other spec reads; what a test changes it puts back.
 */

const DEPLOY = appUrls.settingDeploy();
const FCM = appUrls.settingFcm();
const CLEAR = appUrls.settingClearCache();
const HOOK = "https://api.netlify.com/build_hooks/demo-placeholder-hook";

const deployRows = () =>
  withDatabase(
    (db) => db.prepare("select id, status, triggered_by from deploys order by id desc").all() as { id: number; status: string }[],
  );
const envValue = (key: string) =>
  withDatabase(
    (db) => (db.prepare("select value from env_settings where key = ?").get(key) as { value: string } | undefined)?.value ?? null,
  );

test.describe("Deploy", () => {
  test("the hook is saved and read back; a required hook left empty shows the server's rule", async ({ page, api }) => {
    const hook = `https://hooks.example.com/${unique("build")}`;
    try {
      await page.goto(urls.path(DEPLOY));
      const form = new SettingsPageObject(page);
      await expect(form.field("URL del webhook di build")).not.toHaveValue("");
      await form.fill("URL del webhook di build", "");
      await form.save();
      await form.expectFieldError("URL del webhook di build", "URL del webhook di build è obbligatorio");
      await form.fill("URL del webhook di build", hook);
      await form.save();
      await form.expectSavedToast();
      await page.reload();
      await expect(form.field("URL del webhook di build")).toHaveValue(hook);
    } finally {
      await api.ok("POST", "deploy/action", { webhook_url: HOOK });
    }
  });

  test("trigger a deploy (asks first): it runs, is followed until done, and the history shows it", async ({ page }) => {
    await page.goto(urls.path(DEPLOY));
    const before = deployRows()[0]?.id ?? 0;
    await page.getByRole("button", { name: "Avvia la pubblicazione" }).click();
    const dialog = page.getByRole("dialog", { name: "Pubblicare il negozio?" });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Avvia la pubblicazione" }).click();

    await expect.poll(() => deployRows()[0]?.id ?? 0).toBeGreaterThan(before);
    const id = deployRows()[0].id;
    const row = page.getByTestId("deploy-history").locator(`tr[data-deploy-id="${id}"]`);
    await expect(row).toContainText("Shop Admin");
    await expect(page.getByTestId("deploy-latest")).toContainText(`Ultima pubblicazione n. ${id}`);
    expect(await seriousViolations(page)).toEqual([]);
    // Followed until it finishes (the reference server: DEPLOY_RUN_SECONDS after the trigger).
    await expect(page.getByTestId("deploy-announcement")).toHaveText(`Pubblicazione n. ${id} terminata: Riuscita.`, { timeout: 20_000 });
    await expect(row).toContainText("Riuscita");
    expect(deployRows()[0]).toMatchObject({ id, status: "success" });

    await page.reload();
    await expect(page.getByTestId("deploy-history").locator(`tr[data-deploy-id="${id}"]`)).toContainText("Riuscita");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a vendor without setting gets the 403 page and no menu entry", async ({ page }) => {
    await expectVendorRefused(page, [DEPLOY, FCM, CLEAR]);
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      DEPLOY,
      {
        it: { title: "Pubblicazione", probe: "Cronologia" },
        en: { title: "Deploy", probe: "History" },
        fr: { title: "Déploiement", probe: "Historique" },
        de: { title: "Bereitstellung", probe: "Verlauf" },
      },
      (p, text) => p.getByRole("heading", { name: text }),
    );
  });
});

test.describe("Push notifications (FCM)", () => {
  test("sender id saved and read back, the key never shown; empty sender id refused; a test notification recorded", async ({ page }) => {
    await page.goto(urls.path(FCM));
    const form = new SettingsPageObject(page);
    await expect(form.field("ID mittente")).toHaveValue("123456789012");
    await form.expectSecretState("Chiave del server", "set");
    await form.fill("ID mittente", "");
    await form.save();
    await form.expectFieldError("ID mittente", "ID mittente è obbligatorio");
    await form.fill("ID mittente", "not-digits");
    await form.save();
    await form.expectFieldError("ID mittente", "ID mittente deve contenere solo cifre");
    await form.fill("ID mittente", "123456789012");
    await form.fill("Configurazione web (JSON)", "{ not json");
    await form.save();
    await form.expectFieldError("Configurazione web (JSON)", "Configurazione web (JSON) deve essere un oggetto JSON valido");
    const config = { projectId: "demo-shop", messagingSenderId: "123456789012", apiKey: unique("key") };
    await form.fill("Configurazione web (JSON)", JSON.stringify(config));
    await form.save();
    await form.expectSavedToast();
    await page.reload();
    await expect(form.field("Configurazione web (JSON)")).toHaveValue(JSON.stringify(config, null, 2));
    await form.expectSecretState("Chiave del server", "set");
    expect(await page.content()).not.toContain("AAAA-demo-placeholder-server-key");

    const token = `e2e-device:${unique("token")}_0123456789abcdef`;
    const outcome = await form.runTest("Notifica di prova", "Token del dispositivo", "Invia notifica di prova", token);
    await expect(outcome).toHaveText(`Notifica di prova registrata per il dispositivo …${token.slice(-8)} (mittente 123456789012).`);
    expect(JSON.parse(envValue("fcm_last_test") ?? "{}")).toMatchObject({ token, by: superadmin.email });
    await expect(page.getByTestId("fcm-last-test")).toContainText(`…${token.slice(-8)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId("fcm-last-test")).toContainText(`…${token.slice(-8)}`);

    await form.runTest("Notifica di prova", "Token del dispositivo", "Invia notifica di prova", "short");
    await expect(page.getByRole("region", { name: "Notifica di prova" })).toContainText("non è un token FCM valido");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      FCM,
      {
        it: { title: "Notifiche push (FCM)", probe: "Notifica di prova" },
        en: { title: "Push notifications (FCM)", probe: "Test notification" },
        fr: { title: "Notifications push (FCM)", probe: "Notification de test" },
        de: { title: "Push-Benachrichtigungen (FCM)", probe: "Testbenachrichtigung" },
      },
      (p, text) => p.getByRole("heading", { name: text }),
    );
  });
});

test.describe("Clear cache", () => {
  test("asks first, then says it is done", async ({ page }) => {
    await page.goto(urls.path(CLEAR));
    await page.getByRole("button", { name: "Svuota la cache" }).click();
    const dialog = page.getByRole("dialog", { name: "Svuotare la cache?" });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Svuota la cache" }).click();
    await expect(page.getByTestId("clear-cache-outcome")).toHaveText("Cache svuotata.");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      CLEAR,
      {
        it: { title: "Svuota cache", probe: "Svuota la cache" },
        en: { title: "Clear cache", probe: "Clear cache" },
        fr: { title: "Vider le cache", probe: "Vider le cache" },
        de: { title: "Cache leeren", probe: "Cache leeren" },
      },
      (p, text) => p.getByRole("button", { name: text }),
    );
  });
});
