import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { createFindEditDelete } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { expectForbidden, expectFormChecks } from "./support/marketing";
import { screens, urls } from "./support/urls";

const taxRules = screens.taxRules;

test.describe("tax rules", () => {
  test("create, find by search, edit, delete; the price shows by its type", async ({ page, api }) => {
    await createFindEditDelete(
      page,
      {
        area: taxRules,
        addLabel: "Aggiungi regola fiscale",
        fillNew: async (form) => {
          await form.field("Tipo di prezzo").selectOption("Percentuale");
          await form.fill("Prezzo", "22");
        },
        deleteTitle: (t) => `Eliminare la regola fiscale «${t}»?`,
      },
      unique("IVA E2E"),
    );
    // A flat rule lists as an amount in the shop's currency, a percent one as a percentage.
    const flat = unique("Fissa");
    const percent = unique("Percento");
    await api.ok("POST", "tax-rule/action", { title: flat, type: 1, price: 2.5 });
    await api.ok("POST", "tax-rule/action", { title: percent, type: 2, price: 7.5 });
    await page.goto(urls.path(taxRules.list()));
    const list = new ListPageObject(page);
    await list.searchFor(flat);
    await expect(list.row(flat)).toContainText("2,50");
    await list.searchFor(percent);
    await expect(list.row(percent)).toContainText("7,5 %");
  });

  test("the server's message beside the price: a percentage above 100", async ({ page }) => {
    await page.goto(urls.path(taxRules.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", unique("Troppo"));
    await form.field("Tipo di prezzo").selectOption("Percentuale");
    await form.fill("Prezzo", "150");
    await form.save();
    await form.expectFieldError("Prezzo", "The price must not be greater than 100.");
  });

  test("the vendor (no tax_rule permission) gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, taxRules, "Regole fiscali", vendor);
  });

  test("no serious or critical axe violation; the list and form in four languages", async ({ page, baseURL }) => {
    await expectFormChecks(
      page,
      baseURL!,
      taxRules,
      {
        it: { title: "Regola fiscale", label: "Tipo di prezzo" },
        en: { title: "Tax rule", label: "Price type" },
        fr: { title: "Règle de taxe", label: "Type de prix" },
        de: { title: "Steuerregel", label: "Preisart" },
      },
      (p, text) => p.getByLabel(text),
    );
  });
});
