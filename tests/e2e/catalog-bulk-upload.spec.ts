import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { openSignedIn, useSession } from "./support/session";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { screens, urls } from "./support/urls";

const COLUMNS =
  "Title,Badge,Unit,Description,Overview,Meta title,Meta description,Image,Video,Video thumb,Warranty,Refundable,Slug,Tags,Tax rule,Brand,Shipping rule,Bundle deal,Purchased,Selling,Offered,Status,Id,Collections,Categories,Inventories,Images";

function csvRow(values: Record<string, string>): string {
  return COLUMNS.split(",")
    .map((col) => {
      const v = values[col] ?? "";
      return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
    })
    .join(",");
}

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test.describe("bulk upload and image library", () => {
  test("export downloads the CSV with the contract's columns", async ({ page }) => {
    await page.goto(urls.path(screens.bulkUpload()));
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Esporta CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^products-.*\.csv$/);
    const text = readFileSync(await download.path(), "utf8");
    expect(text.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe(COLUMNS);
  });

  test("import: the preview lists each row's problems before sending, then a good file imports", async ({ page, api }) => {
    const dropdowns = await api.ok<{ tax_rules: { id: number }[]; shipping_rules: { id: number }[] }>("GET", "product/dropdown-data");
    const title = unique("Importato");
    const good = {
      Title: title,
      Unit: "1 pz",
      Description: "<p>Descrizione, con virgola</p>",
      Overview: "<p>Panoramica</p>",
      "Meta title": title,
      "Meta description": "Meta",
      "Tax rule": String(dropdowns.tax_rules[0].id),
      "Shipping rule": String(dropdowns.shipping_rules[0].id),
      Purchased: "5",
      Selling: "9.5",
      Status: "1",
    };
    await page.goto(urls.path(screens.bulkUpload()));

    const bad = [COLUMNS, csvRow(good), csvRow({ ...good, Title: "", Selling: "0" })].join("\r\n");
    await page
      .locator('input[type="file"][accept=".csv,text/csv"]')
      .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    const preview = page.getByRole("table", { name: "Anteprima del file" });
    await expect(preview.getByRole("row")).toHaveCount(3);
    await expect(preview.getByRole("row").nth(2)).toContainText("Title è obbligatorio");
    await expect(preview.getByRole("row").nth(2)).toContainText("Selling deve essere un numero maggiore di zero");
    await expect(page.getByRole("button", { name: "Importa CSV" })).toBeDisabled();

    const fine = [COLUMNS, csvRow(good)].join("\r\n");
    await page
      .locator('input[type="file"][accept=".csv,text/csv"]')
      .setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(fine) });
    await expect(page.getByText("1 righe pronte per l'importazione.")).toBeVisible();
    await page.getByRole("button", { name: "Importa CSV" }).click();
    await expect(page.getByText("Importazione completata: 1 righe.")).toBeVisible();
    const found = await api.ok<{ total: number }>("GET", `product/all?orderby=created_at&type=desc&q=${encodeURIComponent(title)}`);
    expect(found.total).toBe(1);
  });

  test("image library: upload, find, delete", async ({ page }) => {
    await page.goto(urls.path(screens.images()));
    await expect(page.getByTestId("images-summary")).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Caricate 1 immagini.")).toBeVisible();
    const first = page.getByRole("listitem").first();
    const name = (await first.getByRole("img").getAttribute("alt"))!;
    await page.getByRole("searchbox", { name: "Filtra per nome" }).fill(name);
    await expect(page.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: `Elimina: ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByRole("listitem")).toHaveCount(0);
  });

  test("vendors: the bulk page opens (bulk_upload.create) but the library is forbidden", async ({ page }) => {
    await useSession(page, vendor);
    await page.goto(urls.path(screens.bulkUpload()));
    await expect(page.getByText("Il tuo ruolo non consente di importare o esportare prodotti.")).toBeVisible();
    await page.goto(urls.path(screens.images()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await page.goto(urls.path(screens.bulkUpload()));
    await expect(page.getByRole("button", { name: "Esporta CSV" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(urls.path(screens.images()));
    await expect(page.getByTestId("images-summary")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the bulk page and the image library in all four languages", async ({ page, baseURL }) => {
    await openSignedIn(page);
    const bulkTexts = {
      it: { title: "Caricamento massivo", label: "Esportazione dei prodotti" },
      en: { title: "Bulk upload", label: "Exporting product data" },
      fr: { title: "Import en masse", label: "Export des produits" },
      de: { title: "Massen-Upload", label: "Produktdaten exportieren" },
    };
    await expectInEveryLanguage(page, baseURL!, screens.bulkUpload(), bulkTexts, (p, text) =>
      p.getByRole("heading", { level: 2, name: text }),
    );
    // The image library's label is its name filter.
    const imageTexts = {
      it: { title: "Libreria immagini", label: "Filtra per nome" },
      en: { title: "Image library", label: "Filter by name" },
      fr: { title: "Bibliothèque d'images", label: "Filtrer par nom" },
      de: { title: "Bildbibliothek", label: "Nach Name filtern" },
    };
    await expectInEveryLanguage(page, baseURL!, screens.images(), imageTexts, (p, text) => p.getByRole("searchbox", { name: text }));
  });
});
