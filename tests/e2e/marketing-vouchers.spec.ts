import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { createFindEditDelete, expectAccessible, LANGUAGES } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { seriousViolations } from "./support/axe";
import { expectForbidden, VoucherForm } from "./support/marketing";
import { Shell } from "./support/pages";
import { screens, urls } from "./support/urls";

const vouchers = screens.vouchers;

test.describe("vouchers", () => {
  test("create with a live example, find by search, edit, delete", async ({ page }) => {
    const title = unique("Buono E2E");
    await createFindEditDelete(
      page,
      {
        area: vouchers,
        addLabel: "Aggiungi buono sconto",
        fillNew: async (form) => {
          const voucher = new VoucherForm(form);
          await form.fill("Codice", title.toUpperCase());
          // Flat: no capped discount; percent: the capped discount appears.
          await expect(form.field("Sconto massimo")).toHaveCount(0);
          await form.field("Tipo di sconto").selectOption("Percentuale");
          await form.fill("Sconto", "15");
          await form.fill("Spesa minima", "20");
          await expect(voucher.example()).toHaveText("Esempio: un ordine di 100,00 € paga 85,00 €");
          await form.fill("Sconto massimo", "10");
          await expect(voucher.example()).toHaveText("Esempio: un ordine di 100,00 € paga 90,00 €");
        },
        deleteTitle: (t) => `Eliminare il buono sconto «${t}»?`,
      },
      title,
    );
  });

  test("the server's message beside the code (taken); end before start beside the end", async ({ page, api }) => {
    const code = unique("PRESO").toUpperCase();
    await api.ok("POST", "voucher/action", { title: code, code, type: 1, price: 5 });
    await page.goto(urls.path(vouchers.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", unique("Doppione"));
    await form.fill("Codice", code);
    await form.fill("Sconto", "5");
    await form.save();
    await form.expectFieldError("Codice", "Esiste già un buono con questo codice.");

    const voucher = new VoucherForm(form);
    await voucher.pickDate("Inizio", 20);
    await voucher.pickDate("Fine", 10);
    await form.save();
    await form.expectFieldError("Fine", "La fine deve essere successiva all'inizio.");
  });

  test("usage figures in the list; duplicate a voucher with a new code", async ({ page, api }) => {
    const title = unique("Limitato");
    const code = title.toUpperCase();
    await api.ok("POST", "voucher/action", { title, code, type: 2, price: 10, usage_limit: 5, limit_per_customer: 1 });
    await page.goto(urls.path(vouchers.list()));
    const list = new ListPageObject(page);
    await list.searchFor(title);
    await expect(list.row(title)).toContainText("0 / 5");
    await expect(list.row(title)).toContainText("10 %");

    await list.rowAction(title, "Duplica").click();
    const form = new EditPageObject(page);
    await expect(form.field("Titolo")).toHaveValue(title);
    await expect(form.field("Codice")).toHaveValue(new RegExp(`^${code}-[A-Z0-9]{4}$`));
    await expect(form.field("Limite di utilizzi (ordini)")).toHaveValue("5");
    await form.save();
    await form.expectSavedToast();
    await list.searchFor(title);
    await expect(list.row(title)).toHaveCount(2);
  });

  test("the vendor (no voucher permission) gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, vouchers, "Buoni sconto", vendor);
  });

  test("no serious or critical axe violation; the form and its date picker in four languages", async ({ page, baseURL, api }) => {
    await expectAccessible(page, vouchers);
    const title = unique("Marzo");
    const saved = await api.ok<{ id: number }>("POST", "voucher/action", {
      title,
      code: title.toUpperCase(),
      type: 1,
      price: 5,
      start_time: "2030-03-15 12:00:00",
      end_time: "2030-04-15 12:00:00",
      time_zone: "UTC",
    });
    const texts = {
      it: { title: "Buono sconto", label: "Inizio", month: "marzo 2030" },
      en: { title: "Voucher", label: "Start", month: "March 2030" },
      fr: { title: "Bon de réduction", label: "Début", month: "mars 2030" },
      de: { title: "Gutschein", label: "Beginn", month: "März 2030" },
    };
    // With dates set, the pickers show their clear buttons: named, so axe finds nothing either.
    await page.goto(urls.path(vouchers.edit(saved.id)));
    await expect(page.getByRole("button", { name: "Svuota Inizio" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const language of LANGUAGES) {
      await page.context().addCookies([{ name: "admin-panel_lang", value: language, url: baseURL! }]);
      await page.goto(urls.path(vouchers.edit(saved.id)));
      await expect(new Shell(page).heading()).toHaveText(texts[language].title);
      await page.getByRole("button", { name: texts[language].label, exact: true }).click();
      await expect(page.getByRole("dialog").getByText(texts[language].month, { exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
    }
  });
});
