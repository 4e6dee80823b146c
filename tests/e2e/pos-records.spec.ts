import { expect, test } from "./support/fixtures";
import { signInAs, useSession } from "./support/session";
import { superadmin } from "./support/accounts";
import { createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { ErrorPage, expectAt, Shell } from "./support/pages";
import {
  createSaleProduct,
  endingWith,
  italianAmount,
  ownAdmin,
  ownTillSale,
  PNG,
  pluginInactive,
  PosConfigurationPage,
  PosOrdersPage,
  printed,
  recordPrints,
  sellOfflineWithProof,
  type ApiOrder,
} from "./support/pos-records";
import { urls } from "./support/urls";

/*
 * /pos/order and /pos/configuration, and the receipt they share. Each test works as an admin of its
 * own (a superadmin or a vendor made through the API): receipt settings and tills are per admin, so
 * nothing here changes what the other specs read, and their sales never mix into these.
 */

interface PosSettingRow {
  width: number;
  image: string | null;
  header_text: string | null;
  footer_text: string | null;
  address: string | null;
}

test.describe("POS records", () => {
  test("configuration: saved, read back after a reload, a logo; bad widths beside the field; the receipt uses it; delete asks and empties", async ({
    page,
    request,
    baseURL,
  }) => {
    const { account, api, sale } = await ownTillSale(request, baseURL!, superadmin);
    await useSession(page, account);
    const config = new PosConfigurationPage(page);
    await config.open();
    // No setting of its own yet: a new form, with the superadmin's default switch.
    await expect(page.getByTestId("pos-settings-new")).toBeVisible();
    await expect(config.deleteButton()).toHaveCount(0);
    await expect(config.defaultSwitch()).toBeVisible();
    await expect(page.getByTestId("pos-settings-language")).toContainText("Italiano");

    const header = `Bottega ${unique("h")}\nseconda riga`;
    const footer = `Grazie ${unique("f")}`;
    await config.fill("Larghezza dello scontrino", "58mm");
    await config.fill("Testo di intestazione", header);
    await config.fill("Testo a piè di pagina", footer);
    await config.fill("Indirizzo", "Via Verdi 3\n20121 Milano");
    await config.saveButton().click();
    await config.expectSavedToast();
    await expect(config.deleteButton()).toBeVisible();
    await expect.poll(async () => (await api.ok<PosSettingRow | null>("GET", "pos-setting/find"))?.width).toBe(58);

    await page.reload();
    await expect(config.field("Larghezza dello scontrino")).toHaveValue("58mm");
    await expect(config.field("Testo di intestazione")).toHaveValue(header);
    await expect(config.field("Testo a piè di pagina")).toHaveValue(footer);

    // Not a width at all: the client says what it expects; a stored text cannot be emptied (the
    // server would keep it); out of range: the server's message.
    await config.fill("Larghezza dello scontrino", "larga");
    await config.fill("Testo a piè di pagina", "");
    await config.saveButton().click();
    await config.expectFieldError("Larghezza dello scontrino", /numero seguito da mm/);
    await config.expectFieldError("Testo a piè di pagina", /non si può svuotare/);
    expect(await seriousViolations(page)).toEqual([]);
    await config.fill("Testo a piè di pagina", footer);
    await config.fill("Larghezza dello scontrino", "10mm");
    await config.saveButton().click();
    await config.expectFieldError("Larghezza dello scontrino", /at least 20/);
    expect((await api.ok<PosSettingRow>("GET", "pos-setting/find")).width).toBe(58);
    await config.fill("Larghezza dello scontrino", "58mm");
    await config.saveButton().click();
    await config.expectSavedToast();

    // The logo goes up on its own.
    await page.locator('input[type="file"]').first().setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await config.uploadImage();
    await expect.poll(async () => (await api.ok<PosSettingRow>("GET", "pos-setting/find")).image ?? null).not.toBeNull();
    const image = (await api.ok<PosSettingRow>("GET", "pos-setting/find")).image!;
    await expect(config.logo()).toHaveAttribute("src", endingWith(image));

    // The receipt, reached inside the app (no reload), has the new texts, logo and width.
    // The POS group of the menu is open on a POS screen.
    await new Shell(page).navigate("Ordini POS");
    const orders = new PosOrdersPage(page);
    await expect(orders.orderLink(sale.order)).toBeVisible();
    await orders.openReceipt(sale.order);
    const receipt = orders.receipt;
    for (const part of header.split("\n")) await expect(receipt.part("header")).toContainText(part);
    await expect(receipt.part("footer")).toHaveText(footer);
    await expect(receipt.part("address")).toContainText("20121 Milano");
    await expect(receipt.part("logo")).toHaveAttribute("src", endingWith(image));
    await expect(receipt.receipt()).toHaveAttribute("data-width", "58mm");
    await page.keyboard.press("Escape");
    await expect(receipt.dialog()).toBeHidden();

    // Delete asks first; the form is then a new one.
    await new Shell(page).navigate("Configurazione POS");
    await config.deleteButton().click();
    const question = page.getByRole("dialog", { name: "Eliminare la configurazione POS?" });
    await question.getByRole("button", { name: "Annulla" }).click();
    await expect(question).toBeHidden();
    expect(await api.ok<PosSettingRow | null>("GET", "pos-setting/find")).not.toBeNull();
    await config.deleteButton().click();
    await question.getByRole("button", { name: "Elimina la configurazione" }).click();
    await expect(question).toBeHidden();
    await expect(page.getByTestId("pos-settings-new")).toBeVisible();
    await expect(config.field("Testo di intestazione")).toHaveValue("");
    await expect(config.field("Testo a piè di pagina")).toHaveValue("");
    await expect(config.field("Larghezza dello scontrino")).toHaveValue("80mm");
    await expect(config.logo()).not.toHaveAttribute("src", endingWith(image));
    expect(await api.ok<PosSettingRow | null>("GET", "pos-setting/find")).toBeNull();
  });

  test("orders: a till sale in the list; its receipt matches the API, prints once at the receipt's width, Esc closes; the link; bulk delete", async ({
    page,
    request,
    baseURL,
  }) => {
    // A wide screen shows every column of the row read below (narrower, the voucher and the delivery
    // make room for the key ones and wait in the column chooser).
    await page.setViewportSize({ width: 1920, height: 1080 });
    const { account, api, product, sale } = await ownTillSale(request, baseURL!, superadmin, { stock: 6, quantity: 3 });
    const profile = await api.ok<{ pos_setting: { width: number } | null }>("GET", "profile");
    const width = `${profile.pos_setting?.width ?? 80}mm`;
    await recordPrints(page);
    await useSession(page, account);
    const orders = new PosOrdersPage(page);
    await orders.open();
    const row = orders.row(`#${sale.order}`);
    await expect(row).toContainText("Cliente al banco");
    await expect(row).toContainText(account.username);
    await expect(row).toContainText("Contanti");
    await expect(row).toContainText("N/D");
    await expect(row).toContainText(italianAmount(sale.calculated.total_price));
    expect(await seriousViolations(page)).toEqual([]);

    await orders.openReceipt(sale.order);
    const receipt = orders.receipt;
    await expect(receipt.part("order")).toContainText(`#${sale.order}`);
    await expect(receipt.part("payment")).toContainText("Contanti");
    await expect(receipt.part("customer")).toContainText("Cliente al banco");
    await expect(receipt.part("cashier")).toContainText(account.username);
    await expect(receipt.lines()).toHaveCount(sale.ordered_products.length);
    const line = sale.ordered_products[0];
    const unit = line.selling - line.offer_discount;
    await expect(receipt.lines().first()).toContainText(product.title);
    await expect(receipt.lines().first()).toContainText(`${product.attribute}: ${product.value}`);
    await expect(receipt.lines().first()).toContainText(`3 × ${italianAmount(unit)}`);
    await expect(receipt.part("line-total")).toContainText(italianAmount(unit * 3));
    await expect(receipt.part("total")).toContainText(italianAmount(sale.calculated.total_price));
    await expect(receipt.part("tax")).toContainText(italianAmount(sale.calculated.tax));
    await expect(receipt.receipt()).toHaveAttribute("data-width", width);
    expect(await seriousViolations(page)).toEqual([]);

    await receipt.print();
    await expect.poll(async () => (await printed(page)).length).toBe(1);
    const [copy] = await printed(page);
    expect(copy.width).toBe(width);
    expect(copy.text).toContain(`#${sale.order}`);
    expect(copy.text).toContain(product.title);
    expect(copy.css).toContain(`size: ${width} `);
    // On paper: the receipt's copy alone, not the panel nor the modal.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-receipt-print]")).toBeVisible();
    await expect(page.locator("[data-receipt-print]")).toContainText(`#${sale.order}`);
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(receipt.dialog()).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(page.locator("[data-receipt-print]")).toBeHidden();
    await expect(receipt.dialog()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(receipt.dialog()).toBeHidden();
    expect(await printed(page)).toHaveLength(1);

    await orders.orderLink(sale.order).click();
    await expectAt(page, `/orders/${sale.id}`);
    await page.goBack();
    await expect(orders.orderLink(sale.order)).toBeVisible();

    await orders.tick(`#${sale.order}`);
    await orders.bulkButton("Elimina selezionati (1)").click();
    await orders.confirm("Eliminare l'ordine", "Elimina");
    await expect(orders.orderLink(sale.order)).toHaveCount(0);
    const all = await api.ok<{ data: { order: ApiOrder | null }[] }>("GET", "pos-order/all?orderby=created_at&type=desc");
    expect(all.data.some((r) => r.order?.id === sale.id)).toBe(false);
  });

  test("a vendor sees its own till sale (offline, with its proof) and the receipt, but cannot delete it; no default switch", async ({
    page,
    request,
    baseURL,
  }) => {
    const { account, api } = await ownAdmin(request, baseURL!, superadmin, "vendor");
    const product = await createSaleProduct(api);
    const sale = await sellOfflineWithProof(request, baseURL!, account, product);
    const proof = sale.pos_order?.offline_payment_proof;
    expect(proof).toBeTruthy();
    await useSession(page, account);
    const orders = new PosOrdersPage(page);
    await orders.open();
    await expect(orders.row(`#${sale.order}`)).toContainText("Pagamento offline");
    await expect(orders.row(`#${sale.order}`).getByRole("checkbox")).toHaveCount(0);
    await expect(orders.rowAction(`#${sale.order}`, "Elimina")).toHaveCount(0);
    await orders.openReceipt(sale.order);
    await expect(orders.receipt.part("order")).toContainText(`#${sale.order}`);
    await expect(orders.receipt.part("payment")).toContainText("Pagamento offline");
    await expect(orders.receipt.receipt()).toContainText("Bonifico");
    await expect(orders.receipt.receipt()).toContainText("TRN-778");
    // The proof is private (fetched with the session), so the link opens the image from a blob: URL.
    const proofLink = orders.receipt.receipt().getByRole("link", { name: "Vedi la ricevuta" });
    await expect(proofLink).toHaveAttribute("href", /^blob:/);
    const [proofTab] = await Promise.all([page.waitForEvent("popup"), proofLink.click()]);
    await expect(proofTab.locator("img")).toBeVisible();
    await proofTab.close();
    await page.keyboard.press("Escape");

    const config = new PosConfigurationPage(page);
    await config.open();
    await expect(config.field("Larghezza dello scontrino")).toBeVisible();
    await expect(config.defaultSwitch()).toHaveCount(0);
  });

  test("plugin off: every POS screen says so, with the link to the plugin settings", async ({ page }) => {
    await page.route("**/api/admin/profile**", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.pos_public_key = null;
      await route.fulfill({ response, json: body });
    });
    for (const path of ["/pos/order", "/pos/configuration", "/pos/manager"]) {
      await page.goto(urls.path(path));
      await expect(pluginInactive(page)).toContainText("Il plugin POS non è attivo");
      const link = pluginInactive(page).getByRole("link", { name: "Attiva il plugin nelle impostazioni dei plugin" });
      await expect(link).toHaveAttribute("href", "/admin/setting/plugins");
      await expect(page.getByRole("table")).toHaveCount(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await pluginInactive(page).getByRole("link").click();
    await expectAt(page, "/setting/plugins");
  });

  test("an admin without pos and pos_setting gets the 403 page on both screens", async ({ page, api: root }) => {
    const account = await createRestrictedAdmin(root, ["dashboard.view", "order.view"]);
    await signInAs(page, account);
    for (const path of ["/pos/order", "/pos/configuration"]) {
      await page.goto(urls.path(path));
      await new ErrorPage(page).expectShown(403, "Non hai il permesso di aprire questa pagina");
    }
  });

  test("in English, French and German: titles, labels, the receipt; the texts are saved per language", async ({
    page,
    request,
    baseURL,
  }) => {
    const { account, api, sale } = await ownTillSale(request, baseURL!, superadmin, { quantity: 1 });
    await signInAs(page, account);
    const shell = new Shell(page);
    const config = new PosConfigurationPage(page);
    await config.open();
    await config.fill("Testo di intestazione", "Intestazione italiana");
    await config.saveButton().click();
    await config.expectSavedToast();

    const words = {
      en: { orders: "POS Orders", cashier: "Cashier", config: "POS Configuration", width: "Receipt width", walkIn: "Walk-in customer" },
      fr: {
        orders: "Commandes POS",
        cashier: "Caissier",
        config: "Configuration POS",
        width: "Largeur du ticket",
        walkIn: "Client de passage",
      },
      de: {
        orders: "POS-Bestellungen",
        cashier: "Kassierer",
        config: "POS-Konfiguration",
        width: "Breite des Kassenbons",
        walkIn: "Laufkunde",
      },
    } as const;
    for (const [code, word] of Object.entries(words) as [keyof typeof words, (typeof words)[keyof typeof words]][]) {
      await page.goto(urls.path("/pos/order"));
      await shell.chooseLanguage(code);
      await expect(shell.heading()).toHaveText(word.orders);
      await expect(page.getByRole("columnheader", { name: word.cashier })).toBeVisible();
      await page
        .getByRole("table")
        .getByRole("row")
        .filter({ hasText: `#${sale.order}` })
        .getByRole("button")
        .first()
        .click();
      await expect(page.getByTestId("pos-receipt-customer")).toContainText(word.walkIn);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("pos-receipt")).toHaveCount(0);

      await page.goto(urls.path("/pos/configuration"));
      await expect(shell.heading()).toHaveText(word.config);
      await expect(page.locator("[data-settings-form]").getByLabel(new RegExp(`^${word.width}`))).toBeVisible();
    }

    // German texts of their own; the Italian ones stay.
    const headerField = page.locator("[data-settings-form]").getByLabel(/^Kopfzeilentext/);
    await expect(headerField).toHaveValue("Intestazione italiana");
    await expect(page.getByTestId("pos-settings-language")).toContainText("Deutsch");
    await headerField.fill("Deutscher Kopf");
    await page.locator("[data-settings-form]").getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Gespeichert.").last()).toBeVisible();
    await expect.poll(async () => (await api.ok<PosSettingRow>("GET", "pos-setting/find")).header_text).toBe("Intestazione italiana");
    await shell.chooseLanguage("it");
    await expect(config.field("Testo di intestazione")).toHaveValue("Intestazione italiana");
    await shell.chooseLanguage("de");
    await expect(headerField).toHaveValue("Deutscher Kopf");
  });
});
