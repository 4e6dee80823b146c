import { expect, type Locator, type Page } from "@playwright/test";
import { superadmin, type Account } from "./accounts";
import { createAdminWithRole, createCompleteProduct, ShopApi, unique } from "./api";
import { withDatabase } from "./db";
import { urls } from "./urls";

/*
 * /pos/manager's checkout pane as a cashier sees it (Italian labels), and the records its tests
 * make through the API: a cashier of their own (carts are per admin), products with variants and
 * stock, shipping rules with delivery and pickup places, customers and vouchers.
 */

// ---------------------------------------------------------------------------------------------
// Records

/** A cashier of the test's own: an admin with the superadmin role, and the API signed in as it. */
export async function createCashier(admin: ShopApi, baseURL: string): Promise<{ account: Account; api: ShopApi; id: number }> {
  const account = await createAdminWithRole(admin, "superadmin", { prefix: "cassa" });
  const api = await ShopApi.signIn(admin.request, baseURL, account);
  const profile = await api.ok<{ user: { id: number } }>("GET", "profile");
  return { account, api, id: profile.user.id };
}

export interface Variant {
  id: number;
  sku: string;
  /** The attribute value's title ("" without attributes). */
  label: string;
}

export interface PosProduct {
  id: number;
  title: string;
  variants: Variant[];
}

export interface ProductOptions {
  /** One variant per colour; none: a single variant without attributes. */
  colours?: string[];
  stock?: number;
  selling?: number;
  shippingRuleId?: number;
  /** The first tax rule when not given. */
  taxRuleId?: number;
}

/** A public product with its variants and their stock, made through the API; its ids as the API answers them. */
export async function createPosProduct(api: ShopApi, options: ProductOptions = {}): Promise<PosProduct> {
  const title = unique("Cassa");
  const product = {
    id: await createCompleteProduct(api, title, {
      status: 1,
      selling: options.selling ?? 20,
      ...(options.taxRuleId === undefined ? {} : { tax_rule_id: options.taxRuleId }),
      ...(options.shippingRuleId === undefined ? {} : { shipping_rule_id: options.shippingRuleId }),
    }),
  };
  const colours = options.colours ?? [];
  let values: { id: number; title: string }[] = [];
  if (colours.length) {
    const attribute = await api.ok<{ values: { id: number; title: string }[] }>("POST", "attribute/action", {
      title: unique("Colore"),
      values: colours.map((c) => ({ title: c })),
    });
    values = attribute.values;
  }
  const wanted = colours.length ? values.map((v) => ({ label: v.title, values: [{ id: v.id }] })) : [{ label: "", values: [] }];
  const sku = (n: number) => `${title}-${n}`.toUpperCase();
  const saved = await api.ok<{ id: number; sku: string }[]>("POST", `updated-inventory/action/${product.id}`, {
    inventories: wanted.map((w, n) => ({ quantity: options.stock ?? 5, sku: sku(n), price: 0, values: w.values })),
  });
  const variants = wanted.map((w, n) => {
    const row = saved.find((s) => s.sku === sku(n));
    if (!row) throw new Error(`variant ${sku(n)} was not saved`);
    return { id: row.id, sku: row.sku, label: w.label };
  });
  return { id: product.id, title, variants };
}

/** The variants' stock now, by variant id. */
export async function stockOf(api: ShopApi, productId: number): Promise<Record<number, number>> {
  const rows = await api.ok<{ id: number; quantity: number }[]>("GET", `updated-inventory/find/${productId}`);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.quantity)]));
}

/** Sets one variant's stock, keeping the others (the list is the product's whole variant list). */
export async function setStock(api: ShopApi, product: PosProduct, variantId: number, quantity: number) {
  const rows = await api.ok<{ id: number; quantity: number; sku: string; inventory_attributes: { attribute_value_id: number }[] }[]>(
    "GET",
    `updated-inventory/find/${product.id}`,
  );
  await api.ok("POST", `updated-inventory/action/${product.id}`, {
    inventories: rows.map((r) => ({
      id: r.id,
      quantity: r.id === variantId ? quantity : r.quantity,
      sku: r.sku,
      price: 0,
      values: r.inventory_attributes.map((a) => ({ id: a.attribute_value_id })),
    })),
  });
}

export interface PlaceInput {
  country: string;
  state?: string | null;
  price: number;
  pickup?: { price: number; line1: string; city: string; zip: string };
}

/** A shipping rule with these places (each a delivery price, some a pickup point); its id and its places' ids. */
export async function createShippingRule(api: ShopApi, places: PlaceInput[]): Promise<{ id: number; places: { id: number }[] }> {
  return api.ok("POST", "shipping-rule/action", {
    title: unique("Regola cassa"),
    single_price: 0,
    shipping_places: places.map((p) => ({
      country: p.country,
      state: p.state ?? null,
      price: p.price,
      day_needed: 1,
      pickup_point: p.pickup ? 1 : 0,
      pickup_price: p.pickup?.price ?? 0,
      pickup_address_line_1: p.pickup?.line1 ?? null,
      pickup_city: p.pickup?.city ?? null,
      pickup_zip: p.pickup?.zip ?? null,
      pickup_country: p.pickup ? p.country : null,
    })),
  });
}

export interface Customer {
  id: number;
  name: string;
  email: string;
}

export async function createCustomer(api: ShopApi): Promise<Customer> {
  const name = unique("Cliente cassa");
  const email = `${unique("cassa")}@example.com`.toLowerCase();
  const row = await api.ok<{ id: number }>("POST", "user/action", { name, email, password: "secret12" });
  return { id: row.id, name, email };
}

/** A flat voucher of `price`, active now, for everyone. */
export async function createVoucher(api: ShopApi, price: number): Promise<{ id: number; code: string }> {
  const code = unique("CASSA").toUpperCase();
  const voucher = await api.ok<{ id: number }>("POST", "voucher/action", { title: code, code, type: 1, price, status: 1 });
  return { id: voucher.id, code };
}

/** Puts a variant in the cashier's cart (the cart is the server's, keyed to the cashier). */
export async function addToCart(cashier: ShopApi, product: PosProduct, variant: Variant, quantity = 1) {
  await cashier.ok("POST", "cart/action", { product_id: product.id, inventory_id: variant.id, quantity });
}

export interface Quote {
  calculated: { subtotal: number; shipping_price: number; tax: number; voucher_price: number; total_price: number; bundle_offer: number };
  saving: number;
  items: number;
}

export async function quoteOf(cashier: ShopApi, body: { user_id?: number; voucher?: string } = {}): Promise<Quote> {
  return cashier.ok<Quote>("POST", "cart/quote", body);
}

/** The POS orders a cashier made (straight from the database: other tests sell at the same time). */
export function posOrdersOf(cashierId: number): number {
  return withDatabase((db) => (db.prepare("select count(*) as n from pos_orders where admin_id = ?").get(cashierId) as { n: number }).n);
}

export interface ApiOrder {
  id: number;
  order: string;
  total_amount: number | string;
  pos_order_id: number | null;
  user_id: number | null;
  user_address_id: number | null;
  voucher_id: number | null;
  calculated: Quote["calculated"];
  pos_order: { payment_method: number; offline_payment_method: string | null; offline_payment_proof: string | null } | null;
}

/** The order the cashier's latest sale made. */
export async function latestOrderOf(api: ShopApi, cashierId: number): Promise<ApiOrder> {
  const id = withDatabase(
    (db) =>
      (
        db.prepare("select order_id as id from pos_orders where admin_id = ? order by id desc limit 1").get(cashierId) as
          { id: number } | undefined
      )?.id,
  );
  if (!id) throw new Error(`no POS order of cashier ${cashierId}`);
  return api.ok<ApiOrder>("GET", `order/find/${id}`);
}

/** A 1×1 PNG, as a payment proof. */
export const PROOF_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** An amount as the panel writes it in Italian ("€ 1.234,50", "41,50 €") as a number. */
export function amountOf(text: string | null): number {
  const match = /-?[\d.]*\d,\d{2}/.exec((text ?? "").replace(/\s/g, ""));
  if (!match) return Number.NaN;
  return Number(match[0].replace(/\./g, "").replace(",", "."));
}

// ---------------------------------------------------------------------------------------------
// The page

/** A field's accessible name: its label, with the asterisk of a required field. */
export function fieldName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);
}

export class PosManagerPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(urls.path("/pos/manager"));
    await expect(this.pane()).toBeVisible();
  }

  pane(): Locator {
    return this.page.getByTestId("pos-checkout");
  }

  search(): Locator {
    return this.page.locator("input[data-pos-search]");
  }

  /** Types a code into the search and presses Enter, as a barcode scanner does. */
  async scan(code: string) {
    await this.search().click();
    await this.search().pressSequentially(code);
    await this.search().press("Enter");
  }

  lines(): Locator {
    return this.pane().getByTestId("pos-cart-line");
  }

  /** The cart line of a product (and variant label, when given). */
  line(title: string, variant?: string): Locator {
    const byTitle = this.lines().filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
    return variant ? byTitle.filter({ hasText: variant }) : byTitle;
  }

  quantity(line: Locator): Locator {
    return line.getByTestId("pos-line-quantity");
  }

  total(name: string): Locator {
    return this.pane().getByTestId(`pos-total-${name}`);
  }

  /** The totals shown equal the quote the API gives now (asked again until both agree, or the time runs out). */
  async expectTotalsOf(quote: () => Promise<Quote>) {
    await expect
      .poll(async () => {
        const expected = await quote();
        const shown = amountOf(await this.total("total").textContent());
        const subtotal = amountOf(await this.total("subtotal").textContent());
        const tax = amountOf(await this.total("tax").textContent());
        return shown === expected.calculated.total_price && subtotal === expected.calculated.subtotal && tax === expected.calculated.tax;
      })
      .toBe(true);
  }

  customer(): Locator {
    return this.pane().getByRole("textbox", { name: "Cliente" });
  }

  async pickCustomer(customer: { name: string }) {
    await this.customer().click();
    await this.customer().fill(customer.name);
    await this.page.getByRole("option", { name: new RegExp(customer.name) }).click();
    await expect(this.customer()).toHaveValue(new RegExp(customer.name));
  }

  shipping(): Locator {
    return this.pane().getByRole("switch", { name: "Spedizione" });
  }

  voucher(): Locator {
    return this.pane().getByRole("textbox", { name: "Buono sconto" });
  }

  async applyVoucher(code: string) {
    await this.voucher().fill(code);
    await this.pane().getByRole("button", { name: "Applica" }).click();
  }

  payment(label: string): Locator {
    return this.pane().getByRole("radio", { name: label, exact: true });
  }

  confirmButton(): Locator {
    return this.pane().getByRole("button", { name: /Conferma la vendita/ });
  }

  saleError(): Locator {
    return this.pane().getByTestId("pos-sale-error");
  }

  receipt(): Locator {
    return this.page.getByRole("dialog", { name: /Scontrino/ });
  }

  /** Confirms with the button and waits for the receipt. */
  async confirm() {
    await this.confirmButton().click();
    await expect(this.receipt()).toBeVisible();
  }

  addressModal(): Locator {
    return this.page.getByRole("dialog", { name: "Nuovo indirizzo" });
  }

  /** Picks an option of a Mantine Select in `scope` by its label, typing to narrow a long list. */
  async pickSelect(scope: Locator, label: string, option: string) {
    const input = scope.getByRole("textbox", { name: fieldName(label) });
    await input.click();
    await input.fill(option.slice(0, 4));
    await this.page.getByRole("option", { name: option, exact: true }).click();
    await expect(input).toHaveValue(option);
  }
}

/** The shared superadmin's API, a cashier of the test's own and the page object. */
export async function setUp(page: Page, baseURL: string) {
  const admin = await ShopApi.signIn(page.request, baseURL, superadmin);
  const cashier = await createCashier(admin, baseURL);
  return { admin, cashier, pos: new PosManagerPage(page) };
}

/** window.print replaced by a counter (the receipt calls it once its printable copy is in place). */
export async function interceptPrint(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints++;
    };
  });
}

export const printsOf = (page: Page) => page.evaluate(() => (window as unknown as { prints: number }).prints);
