import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { expectForbidden, expectFormChecks, ShippingPlace } from "./support/marketing";
import { screens, urls } from "./support/urls";

const shippingRules = screens.shippingRules;

interface SavedRule {
  id: number;
  title: string;
  single_price: number;
  shipping_places: Record<string, string | number | null>[];
}

test.describe("shipping rules", () => {
  test("two places and a pickup point saved and read back; find, duplicate, delete", async ({ page, api }) => {
    const title = unique("Spedizione E2E");
    await page.goto(urls.path(shippingRules.list()));
    const list = new ListPageObject(page);
    await list.addButton("Aggiungi regola di spedizione").click();
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    await form.form().getByRole("switch", { name: "Un solo prezzo di spedizione per ordine" }).check();
    const first = new ShippingPlace(form, 1);
    // The only place cannot be deleted.
    await expect(first.toggle()).toBeDisabled();
    await first.pick("Paese", "Italia");
    await first.pick("Regione o provincia", "Roma");
    await first.field("Prezzo").fill("5");
    await first.field("Giorni necessari").fill("3");
    await form.form().getByRole("button", { name: "Aggiungi luogo di spedizione" }).click();
    const second = new ShippingPlace(form, 2);
    await second.pick("Paese", "Germania");
    await second.field("Prezzo").fill("8");
    await second.field("Giorni necessari").fill("5");
    await second.root.getByRole("switch", { name: "Punto di ritiro" }).check();
    await second.field("Prezzo del ritiro").fill("1");
    await second.field("Telefono").fill("+49 30 1234567");
    await second.field("Indirizzo, riga 1").fill("Alexanderplatz 1");
    await second.field("Città").fill("Berlin");
    await second.field("CAP").fill("10178");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/shipping-rules\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());

    const saved = await api.ok<SavedRule>("GET", `shipping-rule/find/${id}`);
    expect(saved.single_price).toBe(1);
    expect(saved.shipping_places).toMatchObject([
      { country: "IT", state: "RM", price: "5.00", day_needed: 3, pickup_point: 0 },
      {
        country: "DE",
        state: null,
        price: "8.00",
        day_needed: 5,
        pickup_point: 1,
        pickup_price: "1.00",
        pickup_phone: "+49 30 1234567",
        pickup_address_line_1: "Alexanderplatz 1",
        pickup_city: "Berlin",
        pickup_zip: "10178",
      },
    ]);
    // Amounts come back as decimal strings (contract 5.40). Read back into the form: the pickers show the stored places.
    await page.reload();
    await expect(first.root.getByRole("textbox", { name: "Paese", exact: true })).toHaveValue("Italia");
    await expect(first.root.getByRole("textbox", { name: "Regione o provincia", exact: true })).toHaveValue("Roma");
    await expect(second.field("Città")).toHaveValue("Berlin");

    await form.backToList();
    await list.searchFor(title);
    await expect(list.row(title)).toHaveCount(1);
    await list.rowAction(title, "Duplica").click();
    await expect(form.field("Titolo")).toHaveValue(title);
    await expect(new ShippingPlace(form, 2).field("Città")).toHaveValue("Berlin");
    await form.fill("Titolo", `${title} copia`);
    await form.save();
    await form.expectSavedToast();
    await list.searchFor(title);
    await expect(list.row(`${title} copia`)).toHaveCount(1);
    await list.deleteRow(`${title} copia`, `Eliminare la regola di spedizione «${title} copia»?`);
    await expect(list.row(`${title} copia`)).toHaveCount(0);
  });

  test("a deleted place is undone before saving; the server refuses deleting a place an order uses", async ({ page }) => {
    // A place the demo orders use, its rule, and its position among the rule's places.
    const used = withDatabase((db) => {
      const place = db
        .prepare(
          "select p.id, p.shipping_rule_id as rule from shipping_places p join ordered_products o on o.shipping_place_id = p.id limit 1",
        )
        .get() as { id: number; rule: number };
      const ids = (
        db.prepare("select id from shipping_places where shipping_rule_id = ? order by id").all(place.rule) as { id: number }[]
      ).map((r) => r.id);
      return { rule: place.rule, n: ids.indexOf(place.id) + 1, count: ids.length };
    });
    // Not the last place: that one the form itself keeps.
    expect(used.count).toBeGreaterThan(1);
    await page.goto(urls.path(shippingRules.edit(used.rule)));
    const form = new EditPageObject(page);
    const place = new ShippingPlace(form, used.n);
    await place.toggle().click();
    await expect(place.root).toContainText("Sarà eliminato al salvataggio");
    await place.toggle().click();
    await expect(place.root).not.toContainText("Sarà eliminato al salvataggio");
    await place.toggle().click();
    await form.save();
    await expect(
      form.form().getByRole("alert").filter({ hasText: "Impossibile eliminare: una località rimossa è usata da un ordine." }),
    ).toBeVisible();
  });

  test("the vendor (no shipping_rule permission) gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, shippingRules, "Regole di spedizione", vendor);
  });

  test("no serious or critical axe violation; the form in four languages", async ({ page, baseURL }) => {
    await expectFormChecks(
      page,
      baseURL!,
      shippingRules,
      {
        it: { title: "Regola di spedizione", label: "Aggiungi luogo di spedizione" },
        en: { title: "Shipping rule", label: "Add shipping place" },
        fr: { title: "Règle de livraison", label: "Ajouter un lieu de livraison" },
        de: { title: "Versandregel", label: "Versandort hinzufügen" },
      },
      (p, text) => p.getByRole("button", { name: text }),
    );
  });
});
