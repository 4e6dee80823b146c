import { expect, type Locator, type Page } from "@playwright/test";
import { superadmin, type Account } from "./accounts";
import { createRestrictedAdmin, ShopApi } from "./api";
import { expectAccessible, expectInEveryLanguage, type AreaUrls, type Language } from "./catalog";
import { withDatabase } from "./db";
import type { EditPageObject } from "./edit-page";
import { Shell } from "./pages";
import { signInAs } from "./session";
import { urls } from "./urls";

/* What the marketing and rules specs share (Italian labels, like the other page objects). */

/**
 * An account without the area's permission (the demo vendor for the admin-only areas, else an admin
 * whose role lacks it): no menu entry for the area in any group (the menu's "Prodotto" group still
 * opens, through `category.view`) and the 403 page on its list and its new-record form.
 */
export async function expectForbidden(page: Page, baseURL: string, area: AreaUrls, menuLabel: string, account?: Account) {
  const api = await ShopApi.signIn(page.request, baseURL, superadmin);
  await signInAs(page, account ?? (await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "category.view"])));
  const shell = new Shell(page);
  await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
  await expect(shell.sidebar().getByRole("link", { name: "Categorie" })).toBeVisible();
  // Every group opened: a closed group renders no links, so an absent link says nothing before.
  const closed = shell.sidebar().locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(shell.sidebar().getByRole("link", { name: menuLabel })).toHaveCount(0);
  for (const path of [area.list(), area.create()]) {
    await page.goto(urls.path(path));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  }
}

/**
 * No serious or critical axe violation on the list and the new-record form, and the form in the four
 * languages: its title and the label `label(page, text)` finds.
 */
export async function expectFormChecks(
  page: Page,
  baseURL: string,
  area: AreaUrls,
  texts: Record<Language, { title: string; label: string }>,
  label: (page: Page, text: string) => Locator,
) {
  await expectAccessible(page, area);
  await expectInEveryLanguage(page, baseURL, area.create(), texts, label);
}

/** A date-time picker of the edit page (Mantine): the button labelled `label` opens its calendar. */
export async function pickDay(form: EditPageObject, label: string, day: number) {
  // Exact: a picker with a value also has its "Svuota …" clear button.
  await form.form().getByRole("button", { name: label, exact: true }).click();
  const calendar = form.page.getByRole("dialog");
  await calendar.locator("button:not([data-outside])", { hasText: new RegExp(`^${day}$`) }).click();
  await form.page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
}

/** The voucher form's own parts. */
export class VoucherForm {
  constructor(readonly form: EditPageObject) {}

  /** "Esempio: un ordine di … paga …". */
  example(): Locator {
    return this.form.form().getByRole("status");
  }

  pickDate(label: string, day: number) {
    return pickDay(this.form, label, day);
  }
}

/**
 * Products in no flash sale (a product is in one sale at a time), read from the database: `count`
 * of them after the first `skip`, so tests running side by side take different ones.
 */
export function freeProducts(count: number, skip = 0): { id: number; title: string; selling: number }[] {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select id, title, selling from products
           where selling >= 10 and id not in (select product_id from flash_sale_products)
           order by id limit ? offset ?`,
        )
        .all(count, skip) as { id: number; title: string; selling: number }[],
  );
}

/** The flash sale form's products table. */
export class FlashSaleForm {
  constructor(readonly form: EditPageObject) {}

  table(): Locator {
    return this.form.form().getByRole("table", { name: "Prodotti" });
  }

  row(title: string): Locator {
    return this.table().getByRole("row").filter({ hasText: title });
  }

  priceInput(title: string): Locator {
    return this.table().getByRole("textbox", { name: `Prezzo in offerta: ${title}` });
  }

  /** Picks a product by typing its title, then types its sale price. */
  async addProduct(title: string, price: string) {
    await this.form.pickAsync("Aggiungi un prodotto", title);
    await this.priceInput(title).fill(price);
  }

  /** A row's remove / undo button, by its name. */
  async toggle(name: string) {
    await this.table().getByRole("button", { name }).click();
  }

  /** The message under the table (the server's, about a product's sale price). */
  error(): Locator {
    return this.form.form().getByRole("alert").filter({ hasText: "sale price" });
  }
}

/** One place of the shipping rule form ("Luogo 1"…), Italian labels. */
export class ShippingPlace {
  readonly root: Locator;
  constructor(
    readonly form: EditPageObject,
    readonly n: number,
  ) {
    this.root = form.form().getByRole("group", { name: `Luogo ${n}`, exact: true });
  }

  /** A searchable select of the place (Paese, Regione o provincia): types and picks the option. */
  async pick(label: string, option: string) {
    const input = this.root.getByRole("textbox", { name: label, exact: true });
    await input.click();
    await input.fill(option);
    await this.form.page.getByRole("option", { name: option, exact: true }).click();
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** Delete place n / undo, by the button's name. */
  toggle(): Locator {
    return this.root.getByRole("button", { name: new RegExp(`^(Elimina il luogo|Annulla l'eliminazione del luogo) ${this.n}$`) });
  }
}
