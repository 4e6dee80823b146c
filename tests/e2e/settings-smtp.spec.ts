import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { urls as appUrls } from "../../app/routing/urls";
import { superadmin, vendor } from "./support/accounts";
import { createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { Shell } from "./support/pages";
import { SettingsPageObject } from "./support/settings-page";
import { browserPath, urls } from "./support/urls";

/*
 * /setting/smtp, the settings kind's proving screen. The tests of this file run one after the other
 * on one database and each leaves a complete, valid SMTP configuration behind.
 */

// The app's own URL builder, so the test follows the route table rather than a copy of the path.
const SMTP = appUrls.settingSmtp();
const TEST = { title: "E-mail di prova", input: "Destinatario", button: "Invia e-mail di prova" };

const storedEnv = (key: string) =>
  withDatabase(
    (db) => (db.prepare("select value from env_settings where key = ?").get(key) as { value: string | null } | undefined)?.value ?? null,
  );
const outboxFor = (to: string) =>
  withDatabase(
    (db) =>
      db.prepare("select subject, body, kind from mail_outbox where to_email = ?").all(to) as {
        subject: string;
        body: string;
        kind: string;
      }[],
  );

async function openSmtp(page: Page) {
  await page.goto(urls.path(SMTP));
  const form = new SettingsPageObject(page);
  await expect(form.field("Host SMTP")).not.toHaveValue("");
  return form;
}

test.describe("SMTP settings", () => {
  test("load, change and save: a reload shows the saved values, the password is replaced and never shown", async ({ page }) => {
    const host = `${unique("smtp")}.example.net`;
    const secret = `e2e-${unique("pw")}`;
    const form = await openSmtp(page);
    await expect(new Shell(page).heading()).toHaveText("SMTP");
    // Its place among the settings panels: after Social login, before Analytics, marked as the open one.
    const panels = form.panels().getByRole("link");
    await expect(panels).toContainText(["Valuta", "Indirizzo", "Lingue", "Accesso social", "SMTP", "Analisi"]);
    await expect(form.panels().getByRole("link", { name: "SMTP" })).toHaveAttribute("aria-current", "page");
    await expect(form.field("Porta SMTP")).toHaveValue("587");
    await form.expectSecretState("Password SMTP", "set");

    await form.fill("Host SMTP", host);
    await form.fill("Porta SMTP", "2525");
    await form.field("Cifratura").selectOption("starttls");
    await form.fill("Utente SMTP", "mailer-e2e");
    await form.fill("Nome del mittente", "Bottega E2E");
    await form.fill("Indirizzo del mittente", "bottega-e2e@example.org");
    await form.replaceSecret("Password SMTP", secret);
    await form.save();
    await form.expectSavedToast();
    await form.expectSecretState("Password SMTP", "set");
    expect(storedEnv("smtp_password")).toBe(secret);

    // The reload reads the record again: what was saved, the password as a mask only.
    const reading = page.waitForResponse((response) => response.url().includes("/api/admin/setting/smtp-find"));
    await page.reload();
    const answer = await (await reading).text();
    expect(answer).not.toContain(secret);
    expect(answer).toContain(`••••${secret.slice(-4)}`);
    await expect(form.field("Host SMTP")).toHaveValue(host);
    await expect(form.field("Porta SMTP")).toHaveValue("2525");
    await expect(form.field("Cifratura")).toHaveValue("starttls");
    await expect(form.field("Utente SMTP")).toHaveValue("mailer-e2e");
    await expect(form.field("Nome del mittente")).toHaveValue("Bottega E2E");
    await expect(form.field("Indirizzo del mittente")).toHaveValue("bottega-e2e@example.org");
    await form.expectSecretState("Password SMTP", "set");
    expect(await page.content()).not.toContain(secret);

    // A save that leaves the password alone sends the mask back: the stored one stays.
    await form.fill("Utente SMTP", "mailer-e2e-2");
    await form.save();
    await form.expectSavedToast();
    await expect.poll(() => storedEnv("smtp_username")).toBe("mailer-e2e-2");
    expect(storedEnv("smtp_password")).toBe(secret);
  });

  test("client checks, and the server's message beside its field", async ({ page }) => {
    const form = await openSmtp(page);
    await form.fill("Porta SMTP", "");
    await form.fill("Indirizzo del mittente", "not-an-address");
    await form.save();
    await form.expectFieldError("Porta SMTP", "Porta SMTP è obbligatorio");
    await form.expectFieldError("Indirizzo del mittente", "Inserisci un indirizzo email valido");

    // The host's format is the server's to judge: its sentence lands under the host.
    await form.fill("Porta SMTP", "587");
    await form.fill("Indirizzo del mittente", "no-reply@example.com");
    await form.fill("Host SMTP", "bad host!");
    await form.save();
    await form.expectFieldError("Host SMTP", "The smtp host format is invalid.");
    expect(storedEnv("smtp_host")).not.toBe("bad host!");
  });

  test("send a test e-mail: the outbox gets it and the screen says so", async ({ page }) => {
    const form = await openSmtp(page);
    const host = await form.field("Host SMTP").inputValue();
    const action = form.testAction(TEST.title);
    // The signed-in user is the default recipient.
    await expect(action.getByLabel(/^Destinatario/)).toHaveValue(superadmin.email);

    // Unsaved changes first: the test would not use them, so it waits for a save (or their undoing).
    const user = await form.field("Utente SMTP").inputValue();
    await form.fill("Utente SMTP", "changed-but-not-saved");
    await expect(action.getByRole("button", { name: TEST.button })).toBeDisabled();
    await expect(action).toContainText("Prima salva le modifiche");
    await form.fill("Utente SMTP", user);
    await expect(action.getByRole("button", { name: TEST.button })).toBeEnabled();

    const to = `${unique("smtp-test")}@example.com`;
    const outcome = await form.runTest(TEST.title, TEST.input, TEST.button, to);
    await expect(outcome).toHaveText(`Messaggio di prova per ${to} scritto nella posta in uscita del server (host SMTP ${host}).`);
    const rows = outboxFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: "SMTP test", kind: "smtp_test" });
    expect(rows[0].body).toContain(`SMTP host: ${host}:`);

    const invalid = await form.runTest(TEST.title, TEST.input, TEST.button, "nobody");
    await expect(action.getByLabel(/^Destinatario/)).toHaveAttribute("aria-invalid", "true");
    await expect(action).toContainText("Inserisci un indirizzo email valido");
    await expect(invalid).toHaveText("");
  });

  test("leaving with unsaved changes asks first", async ({ page }) => {
    const form = await openSmtp(page);
    await form.fill("Nome del mittente", "Not saved");
    await form.panels().getByRole("link", { name: "Valuta" }).click();
    const dialog = page.getByRole("dialog", { name: "Uscire senza salvare?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(page).toHaveURL(browserPath(SMTP));
    await expect(form.field("Nome del mittente")).toHaveValue("Not saved");
  });

  test("a vendor (no setting.view) gets the 403 page", async ({ page }) => {
    await useSession(page, vendor);
    await page.goto(urls.path(SMTP));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("an admin with only setting.view reads the settings without changing them", async ({ page, api }) => {
    const account = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "setting.view"]);
    await useSession(page, account);
    const form = await openSmtp(page);
    await expect(form.readOnlyNote()).toContainText("Puoi consultare queste impostazioni ma non modificarle");
    await expect(form.field("Host SMTP")).toBeDisabled();
    await form.expectSecretState("Password SMTP", "set");
    await expect(page.getByRole("button", { name: "Salva", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Sostituisci/ })).toHaveCount(0);
    await expect(form.testAction(TEST.title)).toHaveCount(0);
    // Languages has its own gate: a panel this role cannot open is not offered.
    await expect(form.panels().getByRole("link", { name: "Lingue" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("no serious or critical axe violation, with a field error and a test outcome shown", async ({ page }) => {
    const form = await openSmtp(page);
    expect(await seriousViolations(page)).toEqual([]);
    const host = await form.field("Host SMTP").inputValue();
    await page.getByRole("button", { name: "Sostituisci: Password SMTP" }).click();
    await form.fill("Host SMTP", "");
    await form.save();
    await form.expectFieldError("Host SMTP", "Host SMTP è obbligatorio");
    expect(await seriousViolations(page)).toEqual([]);
    await form.fill("Host SMTP", host);
    await expect(await form.runTest(TEST.title, TEST.input, TEST.button)).toContainText("Messaggio di prova");
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Each language in its own test: title and breadcrumb, the panels, labels, the secret's state, the test action.
  const languages = {
    it: {
      section: "Impostazioni",
      breadcrumb: "Percorso",
      panels: "Pannelli delle impostazioni",
      host: "Host SMTP",
      password: "Password SMTP",
      set: "Impostata. Il valore salvato non viene mai mostrato.",
      send: "Invia e-mail di prova",
    },
    en: {
      section: "Settings",
      breadcrumb: "Breadcrumb",
      panels: "Settings panels",
      host: "SMTP host",
      password: "SMTP password",
      set: "Set. The stored value is never shown.",
      send: "Send test e-mail",
    },
    fr: {
      section: "Paramètres",
      breadcrumb: "Fil d'Ariane",
      panels: "Panneaux des paramètres",
      host: "Hôte SMTP",
      password: "Mot de passe SMTP",
      set: "Défini. La valeur enregistrée n'est jamais affichée.",
      send: "Envoyer un e-mail de test",
    },
    de: {
      section: "Einstellungen",
      breadcrumb: "Brotkrumen",
      panels: "Einstellungsbereiche",
      host: "SMTP-Host",
      password: "SMTP-Passwort",
      set: "Gesetzt. Der gespeicherte Wert wird nie angezeigt.",
      send: "Test-E-Mail senden",
    },
  };
  for (const [language, text] of Object.entries(languages)) {
    test(`in ${language}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "admin-panel_lang", value: language, url: baseURL! }]);
      await page.goto(urls.path(SMTP));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The title is "SMTP" everywhere; the breadcrumb names its section in the language.
      await expect(new Shell(page).heading()).toHaveText("SMTP");
      await expect(page.getByLabel(text.breadcrumb).getByText(text.section, { exact: true })).toBeVisible();
      const panels = page.getByRole("navigation", { name: text.panels });
      await expect(panels.getByRole("link", { name: "SMTP" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByLabel(new RegExp(`^${text.host}`))).not.toHaveValue("");
      await expect(page.getByLabel(new RegExp(`^${text.password}`))).toBeDisabled();
      await expect(page.getByText(text.set, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: text.send })).toBeVisible();
    });
  }
});
