import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import type { cartJson } from "../../../server/src/groups/commerce/cart";
import type { Account } from "./accounts";
import { createAdminWithRole, createCompleteProduct, ShopApi, unique } from "./api";
import { screens, urls } from "./urls";

/*
 * The point of sale's product browser (the left pane of /pos/manager) as a cashier sees it, in
 * Italian unless told; and the API set-up its spec needs: a cashier account of its own (carts are
 * per admin, so the checkout's tests never see these lines), sellable products with two attributes,
 * the cashier's cart read and emptied, a sale made through the API.
 */

export interface PosVariantInfo {
  id: number;
  sku: string;
  quantity: number;
  /** The variant's values ("Rosso", "S"), as the card's select lists them joined ("Rosso, S"). */
  values: string[];
}

export interface PosProductInfo {
  id: number;
  title: string;
  variants: PosVariantInfo[];
}

/** A line of the cashier's cart, as the server's `cart/by-user` answers it. */
export type CartRow = Awaited<ReturnType<typeof cartJson>>[number];

/** The attributes of a sellable test product (their names open the card's variant select). */
export const COLOUR = "Colore";
export const SIZE = "Taglia";

/**
 * An active admin with the superadmin role, made for this spec: its cart is its own. Created once
 * per worker (the spec's tests run one after another in one worker).
 */
let cashier: Promise<Account> | null = null;
export function posCashier(api: ShopApi): Promise<Account> {
  cashier ??= createAdminWithRole(api, "superadmin", { prefix: "pos-cassa" });
  return cashier;
}

/**
 * A public product (status 1, so the browser offers it) with two attributes of its own, `Colore-…`
 * (Rosso, Blu) and `Taglia-…` (S, M), and the given variants with their stock and unique SKUs.
 * The card's variant select is named by the attributes: `COLOUR-…`/`SIZE-…`, returned.
 */
export async function createSellableProduct(
  api: ShopApi,
  titlePrefix: string,
  variants: Array<{ colour: "Rosso" | "Blu"; size: "S" | "M"; quantity: number }>,
  /** More product fields (`brand_id`, `product_categories`, `status: 2` for a private one). */
  extra: Record<string, unknown> = {},
): Promise<PosProductInfo & { colour: string; size: string }> {
  const colour = unique(COLOUR);
  const size = unique(SIZE);
  type Attribute = { values: { id: number; title: string }[] };
  const colourAttr = await api.ok<Attribute>("POST", "attribute/action", { title: colour, values: [{ title: "Rosso" }, { title: "Blu" }] });
  const sizeAttr = await api.ok<Attribute>("POST", "attribute/action", { title: size, values: [{ title: "S" }, { title: "M" }] });
  const valueId = (attribute: Attribute, title: string) => attribute.values.find((v) => v.title === title)!.id;
  const title = unique(titlePrefix);
  const product = { id: await createCompleteProduct(api, title, { status: 1, ...extra }) };
  const wanted = variants.map((v) => ({ ...v, sku: unique(`SKU-${v.colour}-${v.size}`).toUpperCase() }));
  const saved = await api.ok<Array<{ id: number; sku: string }>>("POST", `updated-inventory/action/${product.id}`, {
    inventories: wanted.map((v) => ({
      sku: v.sku,
      price: 0,
      quantity: v.quantity,
      values: [{ id: valueId(colourAttr, v.colour) }, { id: valueId(sizeAttr, v.size) }],
    })),
  });
  return {
    id: product.id,
    title,
    colour,
    size,
    variants: wanted.map((v) => ({
      id: saved.find((s) => s.sku === v.sku)!.id,
      sku: v.sku,
      quantity: v.quantity,
      values: [v.colour, v.size],
    })),
  };
}

/** The signed-in admin's POS cart (`cart/by-user`). */
export function cartOf(api: ShopApi): Promise<CartRow[]> {
  return api.ok<CartRow[]>("GET", "cart/by-user");
}

/** Empties the signed-in admin's POS cart, line by line (`cart/delete/{id}`). */
export async function emptyCart(api: ShopApi): Promise<void> {
  for (const line of await cartOf(api)) await api.ok("DELETE", `cart/delete/${line.id}`);
}

/** A cash sale to the walk-in customer of `quantity` units of a variant, through the API (`pos-order/action`). */
export async function sellThroughApi(api: ShopApi, productId: number, variantId: number, quantity: number): Promise<void> {
  await emptyCart(api);
  await api.ok("POST", "cart/action", { product_id: productId, inventory_id: variantId, quantity });
  await api.ok("POST", "pos-order/action", { payment_method: 1 });
}

/** The browser pane: its search, pickers, cards and states. */
export class PosBrowser {
  constructor(
    readonly page: Page,
    readonly names = { pane: "Prodotti in vendita", search: "Cerca prodotti" },
  ) {}

  async open() {
    await this.page.goto(urls.path(screens.posManager()));
    await expect(this.search()).toBeVisible();
  }

  pane(): Locator {
    return this.page.getByRole("region", { name: this.names.pane });
  }

  search(): Locator {
    return this.pane().getByRole("searchbox", { name: this.names.search });
  }

  /** The count of products found ("3 prodotti"). */
  found(): Locator {
    return this.pane().getByRole("status");
  }

  card(title: string): Locator {
    return this.pane().getByRole("article", { name: title });
  }

  cards(): Locator {
    return this.pane().getByRole("article");
  }

  /** Picks a variant in the card's one select, by its values as the cart writes them ("Rosso, S"). */
  async chooseVariant(title: string, values: string) {
    await this.card(title).getByRole("combobox").selectOption({ label: values });
  }

  quantity(title: string): Locator {
    return this.card(title).getByRole("textbox", { name: "Quantità" });
  }

  stock(title: string): Locator {
    return this.card(title).locator("[data-pos-stock]");
  }

  addButton(title: string): Locator {
    return this.card(title).getByRole("button", { name: `Aggiungi ${title} al carrello` });
  }

  /** The cart line that shows what was just added: highlighted for a moment (the checkout pane beside the browser). */
  justAddedLine(): Locator {
    return this.page.locator("[data-testid=pos-cart-line][data-just-added]");
  }

  /** The polite announcement of an addition (what a screen reader says instead of a pop-up). */
  addedAnnouncement(): Locator {
    return this.page.getByTestId("pos-added-announcement");
  }

  /** The card's own message (a check or the server's refusal). */
  cardError(title: string): Locator {
    return this.card(title).getByRole("alert");
  }

  /** Types a search and waits for the card it must bring. */
  async searchFor(text: string, expectTitle: string) {
    await this.search().fill(text);
    await expect(this.card(expectTitle)).toBeVisible();
  }

  /** A category or brand picker ("Categoria", "Marca"): types part of the name, picks it. */
  async pick(label: string, title: string) {
    await this.pane().getByRole("textbox", { name: label, exact: true }).fill(title);
    await this.page.getByRole("option", { name: title, exact: true }).click();
  }

  /** A scanner: the code's keystrokes, then Enter. */
  async scan(code: string) {
    await this.search().pressSequentially(code);
    await this.search().press("Enter");
  }

  /** Serious and critical axe violations inside the pane only (the checkout beside it is another spec's). */
  async seriousViolations(): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page })
      .include("[data-pos-browser]")
      .options({ resultTypes: ["violations"] })
      .analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
}
