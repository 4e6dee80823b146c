import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { createFindEditDelete } from "./support/catalog";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { expectForbidden, expectFormChecks } from "./support/marketing";
import { screens, urls } from "./support/urls";

const bundleDeals = screens.bundleDeals;

test.describe("bundle deals", () => {
  test("create, find by search, edit, delete", async ({ page }) => {
    await createFindEditDelete(
      page,
      {
        area: bundleDeals,
        addLabel: "Aggiungi offerta bundle",
        fillNew: async (form) => {
          await form.fill("Compra", "3");
          await form.fill("Gratis", "1");
        },
        deleteTitle: (t) => `Eliminare l'offerta bundle «${t}»?`,
      },
      unique("Bundle E2E"),
    );
  });

  test("the server's message beside Buy (zero); the products using the deal link to their forms", async ({ page, api }) => {
    const deal = await api.ok<{ id: number }>("POST", "bundle-deal/action", { title: unique("Con prodotti"), buy: 2, free: 1 });
    // A deal is attached from the product form (another screen): here straight in the database.
    const product = withDatabase((db) => {
      const row = db.prepare("select id, title from products order by id limit 1").get() as { id: number; title: string };
      db.prepare("update products set bundle_deal_id = ? where id = ?").run(deal.id, row.id);
      return row;
    });

    await page.goto(urls.path(bundleDeals.edit(deal.id)));
    const form = new EditPageObject(page);
    const link = page.getByRole("link", { name: product.title, exact: true });
    await expect(link).toHaveAttribute("href", `/admin${screens.products.edit(product.id)}`);
    await form.fill("Compra", "0");
    await form.save();
    await form.expectFieldError("Compra", "The selected buy is invalid.");
  });

  test("a role without bundle_deal.view gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, bundleDeals, "Offerte bundle");
  });

  test("no serious or critical axe violation; the form in four languages", async ({ page, baseURL }) => {
    await expectFormChecks(
      page,
      baseURL!,
      bundleDeals,
      {
        it: { title: "Offerta bundle", label: "Compra" },
        en: { title: "Bundle deal", label: "Buy" },
        fr: { title: "Offre groupée", label: "Achetez" },
        de: { title: "Bundle-Angebot", label: "Kaufen" },
      },
      (p, text) => p.getByLabel(new RegExp(`^${text}`)),
    );
  });
});
