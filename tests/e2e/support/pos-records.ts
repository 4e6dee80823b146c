import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Account } from "./accounts";
import { createAdminWithRole, createCompleteProduct, ShopApi, unique } from "./api";
import { ListPageObject } from "./list-page";
import { SettingsPageObject } from "./settings-page";
import { urls } from "./urls";

/*
 * The POS records screens (/pos/order, /pos/configuration, the receipt) as a user sees them, in
 * Italian, and the API calls that prepare their data: an account of the test's own (a cart and a
 * receipt setting are per admin, so no other test's sale or setting mixes in), a product with a
 * variant in stock, and sales made at the till through `cart/action` + `pos-order/action`.
 */

/** 1×1 transparent PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export interface SaleProduct {
  id: number;
  title: string;
  inventoryId: number;
  /** "Colore e2e: Rosso" as the receipt writes the variant. */
  attribute: string;
  value: string;
}

export interface ApiOrder {
  id: number;
  order: string;
  calculated: { total_price: number; subtotal: number; tax: number };
  ordered_products: { quantity: number; selling: number; offer_discount: number; product: { title: string } }[];
  pos_order: { payment_method: number; offline_payment_proof?: string | null; admin: { name: string | null } } | null;
}

/** An admin of the test's own with the superadmin (or vendor) role, and its API session. */
export async function ownAdmin(
  request: ShopApi["request"],
  baseURL: string,
  superadmin: Account,
  role: "superadmin" | "vendor" = "superadmin",
): Promise<{ account: Account & { username: string }; api: ShopApi }> {
  const root = await ShopApi.signIn(request, baseURL, superadmin);
  const account = await createAdminWithRole(root, role, { prefix: "e2e-pos", ...(role === "vendor" ? { commission: 5 } : {}) });
  return { account, api: await ShopApi.signIn(request, baseURL, account) };
}

/** A public product with one variant (an attribute value of its own) and `stock` units, made by `api`'s admin. */
export async function createSaleProduct(api: ShopApi, stock = 10): Promise<SaleProduct> {
  const attribute = unique("Colore e2e");
  const value = unique("Rosso");
  const created = await api.ok<{ id: number; values: { id: number; title: string }[] }>("POST", "attribute/action", {
    title: attribute,
    values: [{ title: value }],
  });
  const title = unique("Prodotto cassa");
  const product = { id: await createCompleteProduct(api, title, { status: 1 }) };
  const inventories = await api.ok<{ id: number }[]>("POST", `updated-inventory/action/${product.id}`, {
    inventories: [{ quantity: stock, sku: unique("SKU").toUpperCase(), price: 0, values: [{ id: created.values[0].id }] }],
  });
  return { id: product.id, title, inventoryId: inventories[0].id, attribute, value };
}

/**
 * A sale of `quantity` units at the till of `api`'s admin, for a walk-in customer, paid cash unless
 * `payment` says otherwise; the order the API answered.
 */
export async function sellAtTill(
  api: ShopApi,
  product: SaleProduct,
  quantity = 2,
  payment: Record<string, string | number> = { payment_method: 1 },
): Promise<ApiOrder> {
  await api.ok("POST", "cart/action", { product_id: product.id, inventory_id: product.inventoryId, quantity });
  return api.ok<ApiOrder>("POST", "pos-order/action", { ...payment, time_zone: "UTC" });
}

/** An admin of the test's own (ownAdmin) who has sold `quantity` units of a new product with `stock` units at its till. */
export async function ownTillSale(
  request: ShopApi["request"],
  baseURL: string,
  superadmin: Account,
  { stock = 10, quantity = 2 }: { stock?: number; quantity?: number } = {},
): Promise<{ account: Account & { username: string }; api: ShopApi; product: SaleProduct; sale: ApiOrder }> {
  const { account, api } = await ownAdmin(request, baseURL, superadmin);
  const product = await createSaleProduct(api, stock);
  return { account, api, product, sale: await sellAtTill(api, product, quantity) };
}

/**
 * An offline sale of one unit with its payment's proof image, sent as the panel sends it (multipart
 * `offline_payment_proof`), by `account` at its till; the order the API answered.
 */
export async function sellOfflineWithProof(
  request: APIRequestContext,
  baseURL: string,
  account: Account,
  product: SaleProduct,
): Promise<ApiOrder> {
  const origin = new URL(baseURL).origin;
  const login = (await (await request.post(`${origin}/api/admin/login`, { data: account })).json()) as { data: { token: string } };
  const headers = { Accept: "application/json", Authorization: `Bearer ${login.data.token}` };
  const added = await request.post(`${origin}/api/admin/cart/action`, {
    headers,
    data: { product_id: product.id, inventory_id: product.inventoryId, quantity: 1 },
  });
  expect(((await added.json()) as { status: number }).status).toBe(200);
  const sold = await request.post(`${origin}/api/admin/pos-order/action`, {
    headers,
    multipart: {
      payment_method: "3",
      offline_payment_method: "Bonifico",
      offline_trans_id: "TRN-778",
      time_zone: "UTC",
      offline_payment_proof: { name: "proof.png", mimeType: "image/png", buffer: PNG },
    },
  });
  const body = (await sold.json()) as { status: number; data: ApiOrder };
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** A pattern of a URL ending in `name` (an uploaded file's). */
export const endingWith = (name: string) => new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** An amount as the panel writes it in Italian, without the currency. */
export { italianAmount } from "./money";

/**
 * Replaces `window.print` (in every document of the page, before the app runs) by a recorder of
 * what would have been printed: the receipt copy's text and width, and the print stylesheet.
 */
export async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const prints: { text: string; width: string | null; css: string }[] = [];
    (window as unknown as { __prints: typeof prints }).__prints = prints;
    window.print = () => {
      const copy = document.querySelector("[data-receipt-print]");
      prints.push({
        text: copy?.textContent ?? "",
        width: copy?.getAttribute("data-width") ?? null,
        css: document.querySelector("style[data-receipt-print-style]")?.textContent ?? "",
      });
    };
  });
}

export function printed(page: Page): Promise<{ text: string; width: string | null; css: string }[]> {
  return page.evaluate(() => (window as unknown as { __prints: { text: string; width: string | null; css: string }[] }).__prints);
}

/** The receipt modal. */
export class ReceiptObject {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Scontrino/ });
  }

  receipt(): Locator {
    return this.dialog().getByTestId("pos-receipt");
  }

  part(name: string): Locator {
    return this.dialog().getByTestId(`pos-receipt-${name}`);
  }

  lines(): Locator {
    return this.dialog().getByTestId("pos-receipt-line");
  }

  async print() {
    await this.dialog().getByRole("button", { name: "Stampa" }).click();
  }
}

/** /pos/order: the shared list, with the receipt of each row. */
export class PosOrdersPage extends ListPageObject {
  readonly receipt = new ReceiptObject(this.page);

  async open() {
    await this.page.goto(urls.path("/pos/order"));
    await expect(this.summary()).toBeVisible();
  }

  orderLink(order: string): Locator {
    return this.table().getByRole("link", { name: `#${order}`, exact: true });
  }

  async openReceipt(order: string) {
    await this.rowAction(`#${order}`, "Scontrino").click();
    await expect(this.receipt.dialog()).toBeVisible();
  }
}

/** /pos/configuration: the settings form, the logo and the delete. */
export class PosConfigurationPage extends SettingsPageObject {
  async open() {
    await this.page.goto(urls.path("/pos/configuration"));
    await expect(this.saveButton()).toBeVisible();
  }

  logo(): Locator {
    return this.page.getByRole("img", { name: "Anteprima dell'immagine" });
  }

  deleteButton(): Locator {
    return this.page.getByRole("button", { name: "Elimina la configurazione" });
  }

  defaultSwitch(): Locator {
    return this.page.getByRole("switch", { name: /^Rendi questa la configurazione predefinita/ });
  }
}

/** The message shown instead of a POS screen while the plugin is off. */
export function pluginInactive(page: Page): Locator {
  return page.getByTestId("pos-plugin-inactive");
}
