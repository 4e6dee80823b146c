import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { urls as appUrls } from "../../app/routing/urls";
import { createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { expectLanguages, expectVendorRefused, PluginsPage, toastsGone, zipFile } from "./support/settings-integrations";
import { urls } from "./support/urls";

/*
 * /setting/plugins. The `pos` plugin must stay active (the POS specs run beside these): tests
 * upload, activate and delete plugins of their own, named uniquely.
 */

const PLUGINS = appUrls.settingPlugins();
const pluginRow = (name: string) =>
  withDatabase(
    (db) => db.prepare("select id, name, active from plugins where name = ?").get(name) as { id: number; active: number } | undefined,
  );

test.describe("Plugins", () => {
  test("upload a zip, activate it with a purchase code, delete it (asks first); read back after reload", async ({ page }) => {
    const name = unique("e2e-plugin").toLowerCase();
    await page.goto(urls.path(PLUGINS));
    const plugins = new PluginsPage(page);
    await expect(plugins.card("pos")).toContainText("Attivo");
    expect(await seriousViolations(page)).toEqual([]);

    await plugins.chooseZip(zipFile(`${name}.zip`));
    await plugins.upload().getByRole("button", { name: "Carica il plugin" }).click();
    await expect(plugins.card(name)).toContainText("Non attivo");
    expect(pluginRow(name)).toMatchObject({ active: 0 });

    // The code is required here, and its length is the server's rule (said beside the input).
    const card = plugins.card(name);
    await card.getByRole("button", { name: "Attiva" }).click();
    await expect(card.getByLabel(/^Codice di acquisto/)).toHaveAttribute("aria-invalid", "true");
    await expect(card).toContainText("Codice di acquisto è obbligatorio");
    await card.getByLabel(/^Codice di acquisto/).fill("abc");
    await card.getByRole("button", { name: "Attiva" }).click();
    await expect(card).toContainText("The code must be at least 4 characters.");
    await toastsGone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByLabel(/^Codice di acquisto/).fill("ABCD-1234-e2e");
    await card.getByRole("button", { name: "Attiva" }).click();
    await expect(card.getByText("Attivo", { exact: true })).toBeVisible();
    expect(pluginRow(name)).toMatchObject({ active: 1 });

    await page.reload();
    await expect(plugins.card(name).getByText("Attivo", { exact: true })).toBeVisible();
    await expect(plugins.card("pos").getByText("Attivo", { exact: true })).toBeVisible();

    await plugins
      .card(name)
      .getByRole("button", { name: `Elimina il plugin ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Eliminare il plugin ${name}?` });
    await expect(dialog).toBeVisible();
    await toastsGone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Annulla" }).click();
    expect(pluginRow(name)).toBeDefined();
    await plugins
      .card(name)
      .getByRole("button", { name: `Elimina il plugin ${name}` })
      .click();
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(plugins.card(name)).toHaveCount(0);
    expect(pluginRow(name)).toBeUndefined();
    expect(pluginRow("pos")).toMatchObject({ active: 1 });
  });

  test("the zip is checked here (type, size) and by the server (content)", async ({ page }) => {
    await page.goto(urls.path(PLUGINS));
    const plugins = new PluginsPage(page);
    const picker = plugins.upload();
    await picker.getByRole("button", { name: "Carica il plugin" }).click();
    await expect(picker).toContainText("Scegli il pacchetto .zip del plugin");
    await plugins.chooseZip({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(picker).toContainText("Il pacchetto deve essere un file .zip");
    await plugins.chooseZip(zipFile(`${unique("big")}.zip`, 2048 * 1024 + 1));
    await expect(picker).toContainText("Il pacchetto supera il limite di 2048 KB");
    expect(await seriousViolations(page)).toEqual([]);
    // A .zip whose content is not a zip: the server's message under the picker.
    const fake = `${unique("fake")}.zip`;
    await plugins.chooseZip({ name: fake, mimeType: "application/zip", buffer: Buffer.from("not a zip at all") });
    await picker.getByRole("button", { name: "Carica il plugin" }).click();
    await expect(picker).toContainText("The file must be a file of type: zip.");
    expect(pluginRow(fake.replace(/\.zip$/, ""))).toBeUndefined();
  });

  test("an admin with setting.view only is told plugins need setting.edit", async ({ page, api }) => {
    const account = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "setting.view"]);
    await useSession(page, account);
    await page.goto(urls.path(PLUGINS));
    await expect(page.getByTestId("settings-read-only")).toContainText("Per gestire i plugin serve il permesso");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a vendor without setting gets the 403 page and no menu entry", async ({ page }) => {
    await expectVendorRefused(page, [PLUGINS]);
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      PLUGINS,
      {
        it: { title: "Plugin", probe: "Plugin installati" },
        en: { title: "Plugins", probe: "Installed plugins" },
        fr: { title: "Extensions", probe: "Plugins installés" },
        de: { title: "Plugins", probe: "Installierte Plugins" },
      },
      (p, text) => p.getByRole("heading", { name: text }),
    );
  });
});
