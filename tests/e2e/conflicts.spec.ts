import { ConflictViewObject, secondAdmin } from "./support/conflicts";
import { createCompleteProduct, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { EditPageObject } from "./support/edit-page";
import { expect, test } from "./support/fixtures";
import { MatrixPageObject } from "./support/matrix-page";
import { createOrder, OrderPage } from "./support/sales-orders";
import { SettingsPageObject } from "./support/settings-page";
import { screens, urls } from "./support/urls";
import { inEveryLanguage, type Language } from "./support/languages";
import { createAdminWithRole } from "./support/api";
import { withoutEventStream } from "./support/live";

/*
 * Two people, one record: the admin of `page` opens a record, a second admin (another browser
 * context) saves it first; the first admin's save is stopped, the conflict view shows both values,
 * the choice is stored and nothing typed is lost. Records are made and read back through the API.
 */

test.describe("a save that meets someone else's", () => {
  test("a product: title and a variant's stock, with presence; the merge is stored", async ({ page, browser, api }) => {
    const colour = unique("Colore");
    const attribute = await api.ok<{ values: { id: number; title: string }[] }>("POST", "attribute/action", {
      title: colour,
      values: [{ title: "Rosso" }, { title: "Blu" }],
    });
    const red = attribute.values.find((v) => v.title === "Rosso")!.id;
    const blue = attribute.values.find((v) => v.title === "Blu")!.id;
    const title = unique("Felpa");
    const id = await createCompleteProduct(api, title);
    await api.ok("POST", `updated-inventory/action/${id}`, {
      inventories: [
        { sku: `${title}-R`, price: 0, quantity: 5, values: [{ id: red }] },
        { sku: `${title}-B`, price: 0, quantity: 5, values: [{ id: blue }] },
      ],
    });
    const path = screens.products.edit(id);

    // The page's clock is Playwright's: its next heartbeat is brought forward instead of waited for.
    await page.clock.install();
    await page.goto(urls.path(path));
    const mine = new EditPageObject(page);
    await expect(mine.field("Titolo")).toHaveValue(title);
    const other = await secondAdmin(browser, api, ["product.view", "product.edit"], path);
    try {
      // Both pages are open: each says who else is on it (this one at its next heartbeat, 20 s on).
      const theirs = new EditPageObject(other.page);
      await expect(new ConflictViewObject(other.page).presence()).toContainText(/sta modificando questa scheda/);
      await page.clock.fastForward(21_000);
      await expect(new ConflictViewObject(page).presence()).toContainText(other.account.username);
      expect(await seriousViolations(page)).toEqual([]);

      // The other admin renames the product and counts the blue ones again.
      await theirs.fill("Titolo", `${title} blu`);
      await other.page.getByRole("textbox", { name: "Quantità: Blu" }).fill("7");
      await theirs.saveAndEdit();
      await theirs.expectSavedToast();

      // This admin, on the page opened before, reprices it and counts the blue ones differently.
      await mine.fill("Prezzo di vendita (€)", "25");
      await page.getByRole("textbox", { name: "Quantità: Blu" }).fill("9");
      await mine.saveAndEdit();
      const conflict = new ConflictViewObject(page);
      await expect(conflict.view()).toBeVisible();
      await conflict.expectField("Titolo", title, `${title} blu`);
      await conflict.expectField("Quantità: Blu", "9", "7");
      // What was typed is still in the form.
      await expect(mine.field("Prezzo di vendita (€)")).toHaveValue(/25/);
      expect(await seriousViolations(page)).toEqual([]);

      await conflict.choose("Quantità: Blu", "yours");
      await conflict.saveChoices();
      await mine.expectSavedToast();
      await expect(conflict.view()).toHaveCount(0);
      const stored = await api.ok<{ title: string; selling: number }>("GET", `product/find/${id}`);
      expect(stored.title).toBe(`${title} blu`);
      expect(Number(stored.selling)).toBe(25);
      const stock = await api.ok<{ quantity: number; inventory_attributes: { attribute_value_id: number }[] }[]>(
        "GET",
        `updated-inventory/find/${id}`,
      );
      const quantityOf = (value: number) =>
        stock.find((row) => row.inventory_attributes.some((a) => a.attribute_value_id === value))?.quantity;
      expect(quantityOf(blue)).toBe(9);
      expect(quantityOf(red)).toBe(5);
    } finally {
      await other.close();
    }
  });

  test("a voucher: the usage limit another admin set is not put back by a stale save", async ({ page, browser, api }) => {
    const code = unique("SCONTO")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
    const voucher = await api.ok<{ id: number }>("POST", "voucher/action", { title: code, code, type: 1, price: 5, usage_limit: 1 });
    const path = screens.vouchers.edit(voucher.id);
    await page.goto(urls.path(path));
    const mine = new EditPageObject(page);
    await expect(mine.field("Limite di utilizzi (ordini)")).toHaveValue("1");

    const other = await secondAdmin(browser, api, ["voucher.view", "voucher.edit"], path);
    try {
      const theirs = new EditPageObject(other.page);
      await theirs.fill("Limite di utilizzi (ordini)", "500");
      await theirs.saveAndEdit();
      await theirs.expectSavedToast();
    } finally {
      await other.close();
    }

    await mine.fill("Titolo", `${code} estate`);
    await mine.saveAndEdit();
    const conflict = new ConflictViewObject(page);
    await conflict.expectField("Limite di utilizzi (ordini)", "1", "500");
    // The other admin has left the page, so presence cannot name them: the voucher's history does.
    await expect(conflict.heading()).toContainText(`${other.account.username} ha salvato questo record`);
    // On a phone the view stays inside the form: it adds no width of its own.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const widest = await conflict
      .view()
      .evaluate((view) => Math.max(...[view, ...view.querySelectorAll("*")].map((element) => element.getBoundingClientRect().right)));
    const form = await page.locator("[data-edit-form]").boundingBox();
    expect(widest).toBeLessThanOrEqual(form!.x + form!.width);
    await page.setViewportSize(size);
    await conflict.saveChoices();
    await mine.expectSavedToast();
    const stored = await api.ok<{ title: string; usage_limit: number }>("GET", `voucher/find/${voucher.id}`);
    expect(stored).toMatchObject({ title: `${code} estate`, usage_limit: 500 });
  });

  test("the SMTP panel: overwrite anyway asks first, then stores mine", async ({ page, browser, api }) => {
    const stored = await api.ok<Record<string, string>>("GET", "setting/smtp-find");
    await page.goto(urls.path(screens.settingSmtp()));
    const mine = new SettingsPageObject(page);
    await expect(mine.field("Host SMTP")).toHaveValue(stored.smtpHost);

    const other = await secondAdmin(browser, api, ["setting.view", "setting.edit"], screens.settingSmtp());
    try {
      const theirs = new SettingsPageObject(other.page);
      await theirs.fill("Host SMTP", "smtp.altro.example");
      await theirs.save();
      await theirs.expectSavedToast();
    } finally {
      await other.close();
    }

    await mine.fill("Host SMTP", "smtp.mio.example");
    await mine.save();
    const conflict = new ConflictViewObject(page);
    await conflict.expectField("Host SMTP", "smtp.mio.example", "smtp.altro.example");
    await conflict.overwrite();
    await mine.expectSavedToast();
    expect((await api.ok<Record<string, string>>("GET", "setting/smtp-find")).smtpHost).toBe("smtp.mio.example");
    await api.ok("POST", "setting/smtp-action", { ...stored, smtpPassword: "" });
  });

  test("a role's permission matrix: both admins' switches are merged", async ({ page, browser, api }) => {
    const name = unique("Magazzino");
    const role = await api.ok<{ id: number }>("POST", "role/action", { name, updated_permissions: ["brand.view"] });
    const path = screens.rolesPermissions.edit(role.id);
    await page.goto(urls.path(path));
    const matrix = new MatrixPageObject(page);
    await expect(matrix.cell("Marchi", "Visualizza")).toBeChecked();

    const other = await secondAdmin(browser, api, ["role.view", "role.edit"], path);
    try {
      const theirs = new MatrixPageObject(other.page);
      await theirs.flip("Marchi", "Modifica");
      await new EditPageObject(other.page).saveAndEdit();
      await new EditPageObject(other.page).expectSavedToast();
    } finally {
      await other.close();
    }

    await matrix.flip("Ordini", "Visualizza");
    const mine = new EditPageObject(page);
    await mine.saveAndEdit();
    const conflict = new ConflictViewObject(page);
    // Both changes are offered, and picked: the other's switch and mine, together.
    await expect(conflict.field("Permessi").getByRole("radio", { name: /^Entrambe le modifiche: in più .*brand\.edit/ })).toBeChecked();
    await expect(conflict.field("Permessi")).toContainText("order.view");
    await conflict.saveChoices();
    await mine.expectSavedToast();
    const stored = await api.ok<{ permissions: { name: string }[] }>("GET", `role/find/${role.id}`);
    expect(stored.permissions.map((p) => p.name).sort()).toEqual(["brand.edit", "brand.view", "order.view"]);
  });

  test("an order's status: a stale step is not taken back, the view shows both, theirs is kept", async ({ page, browser, api }) => {
    const order = createOrder({ status: 1 });
    const mine = new OrderPage(page);
    await mine.open(order.id);
    const question = `Portare l'ordine #${order.order} allo stato successivo?`;

    const other = await secondAdmin(browser, api, "superadmin", screens.orders.detail(order.id));
    try {
      const theirs = new OrderPage(other.page);
      await theirs.confirmAction("Segna come confermato", question);
      await theirs.expectToast(`Stato dell'ordine #${order.order} aggiornato`);
      await theirs.confirmAction("Segna come ritirato", question);
      await expect(theirs.field("Riepilogo", "Stato di spedizione")).toHaveText("Ritirato dal corriere");
    } finally {
      await other.close();
    }

    // This page still says "pending": its step to "confirmed" carries the version it showed.
    const sent = page.waitForRequest((request) => request.url().endsWith("order/update-status"));
    await mine.confirmAction("Segna come confermato", question);
    expect((await sent).headers()["if-match"]).toMatch(/^"\d{4}-/);
    const conflict = new ConflictViewObject(page);
    await conflict.expectField("Stato di spedizione", "Confermato", "Ritirato dal corriere");
    await expect(conflict.heading()).toContainText(`${other.account.username} ha salvato questo record`);
    expect(await seriousViolations(page)).toEqual([]);
    await conflict.saveChoices();
    await expect(conflict.view()).toHaveCount(0);
    await expect(mine.field("Riepilogo", "Stato di spedizione")).toHaveText("Ritirato dal corriere");
    expect((await api.ok<{ status: number }>("GET", `order/find/${order.id}`)).status).toBe(3);
  });

  test("the conflict view and the presence banner speak the four languages", async ({ page, baseURL, api, apiAs }) => {
    const code = unique("LINGUE")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
    const fields = { title: code, code, type: 1, price: 5 };
    const voucher = await api.ok<{ id: number }>("POST", "voucher/action", { ...fields, usage_limit: 1 });
    const other = await createAdminWithRole(api, "superadmin", { prefix: "Anna" });
    const otherApi = await apiAs(other);
    const texts: Record<Language, { presence: string; conflict: string }> = {
      it: { presence: "sta modificando questa scheda", conflict: "ha salvato questo record" },
      en: { presence: "is also editing this", conflict: "saved this record" },
      fr: { presence: "modifie aussi cette fiche", conflict: "a enregistré cette fiche" },
      de: { presence: "bearbeitet dies ebenfalls", conflict: "hat diesen Datensatz" },
    };
    let limit = 1;
    // The other admin has the voucher open (its heartbeat, through the API) before each language's page loads.
    await otherApi.ok("POST", `presence/voucher/${voucher.id}`, {});
    // The other admin's save is met by this page's save, which opens the conflict view. Through the
    // live events the page could learn of it first, read the record again and then save without a
    // conflict (a CI run saw that once): what the live events do is live-sharing.spec's.
    await withoutEventStream(page);
    await inEveryLanguage(page, baseURL!, screens.vouchers.edit(voucher.id), async (language) => {
      const conflict = new ConflictViewObject(page);
      await expect(conflict.presence()).toContainText(`${other.username} ${texts[language].presence}`);
      limit += 1;
      await otherApi.ok("POST", `voucher/action/${voucher.id}`, { ...fields, usage_limit: limit });
      await otherApi.ok("POST", `presence/voucher/${voucher.id}`, {});
      await page.locator('[data-edit-form] input[name="title"]').fill(`${code} ${language}`);
      await new EditPageObject(page).saveAndEdit();
      await expect(conflict.view().getByRole("heading")).toContainText(texts[language].conflict);
      expect(await seriousViolations(page)).toEqual([]);
      // The title typed back as it was: the form is clean, so the next language's reload starts it from the record as saved.
      await page.locator('[data-edit-form] input[name="title"]').fill(code);
    });
  });

  test("presence: the other admin's save is announced before this one saves, and Review shows it", async ({ page, browser, api }) => {
    const code = unique("RIVEDI")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
    const voucher = await api.ok<{ id: number }>("POST", "voucher/action", { title: code, code, type: 1, price: 5, usage_limit: 1 });
    const path = screens.vouchers.edit(voucher.id);
    // The page's clock is Playwright's: the next heartbeat is brought forward instead of waited for.
    await page.clock.install();
    await page.goto(urls.path(path));
    const mine = new EditPageObject(page);
    await mine.fill("Titolo", `${code} mio`);

    const other = await secondAdmin(browser, api, ["voucher.view", "voucher.edit"], path);
    try {
      const theirs = new EditPageObject(other.page);
      await theirs.fill("Limite di utilizzi (ordini)", "40");
      await theirs.saveAndEdit();
      await theirs.expectSavedToast();
      await page.clock.fastForward(21_000);
      const banner = new ConflictViewObject(page).presence();
      await expect(banner).toContainText(`${other.account.username} ha salvato delle modifiche a questa scheda.`);
      await banner.getByRole("button", { name: "Rivedi" }).click();
      const conflict = new ConflictViewObject(page);
      await conflict.expectField("Limite di utilizzi (ordini)", "1", "40");
      await expect(conflict.view().getByRole("heading")).toContainText(other.account.username);
      await conflict.saveChoices();
      await mine.expectSavedToast();
    } finally {
      await other.close();
    }
    expect(await api.ok<{ title: string; usage_limit: number }>("GET", `voucher/find/${voucher.id}`)).toMatchObject({
      title: `${code} mio`,
      usage_limit: 40,
    });
  });
});
