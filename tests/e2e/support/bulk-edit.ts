import { expect, type Locator, type Page } from "@playwright/test";
import { createCompleteProduct, unique, type ShopApi } from "./api";

/*
 * The products' bulk editor (/products/bulk-edit) as a user works it: cells found by the row the
 * API's ids name (`p<product>`, `v<variant>`, `s<product>` for a one-row product) and the column.
 */

export type BulkColumn = "title" | "sku" | "variant" | "purchased" | "selling" | "offered" | "quantity" | "status";

export class BulkEditPage {
  constructor(readonly page: Page) {}

  /** The grid by its accessible name (Italian unless given), or, without a name, in any language. */
  grid(name: string | null = "Prezzi e giacenze dei prodotti"): Locator {
    return name === null ? this.page.getByRole("grid") : this.page.getByRole("grid", { name });
  }

  cell(row: string, column: BulkColumn): Locator {
    return this.grid(null).locator(`[data-row="${row}"] [data-col="${column}"]`);
  }

  /** The rows' keys, top to bottom. */
  async rowKeys(): Promise<string[]> {
    return this.grid(null)
      .locator("[data-row]")
      .evaluateAll((rows) =>
        rows
          .map((row) => ({ key: row.getAttribute("data-row") ?? "", top: row.getBoundingClientRect().top }))
          .sort((a, b) => a.top - b.top)
          .map((row) => row.key),
      );
  }

  async select(row: string, column: BulkColumn, options: { extend?: boolean } = {}) {
    await this.cell(row, column).click({ modifiers: options.extend ? ["Shift"] : [] });
  }

  /** Types into the selected cell (typing replaces its text) and keeps it with `key`. */
  async typeIn(row: string, column: BulkColumn, text: string, key: "Enter" | "Tab" = "Enter") {
    await this.select(row, column);
    await this.page.keyboard.type(text);
    await this.page.keyboard.press(key);
  }

  /** Pastes tab-separated text at the selection, as Ctrl+V with a spreadsheet's block does. */
  async paste(text: string) {
    await this.grid().evaluate((grid, data) => {
      const transfer = new DataTransfer();
      transfer.setData("text/plain", data);
      grid.focus();
      document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true }));
    }, text);
  }

  count(): Locator {
    return this.page.locator("[data-bulk-count]");
  }

  status(): Locator {
    return this.page.locator("[data-bulk-cell-status]");
  }

  reviewButton(): Locator {
    return this.page.locator("[data-bulk-review-open]");
  }

  async applyToColumn(columnLabel: string) {
    await this.page.getByRole("button", { name: `Applica a ${columnLabel}` }).click();
  }

  /** Review, save, and wait for the summary; the summary's text. */
  async reviewAndSave(): Promise<string> {
    await this.reviewButton().click();
    const dialog = this.page.getByRole("dialog");
    await dialog.locator("[data-bulk-save]").click();
    const summary = dialog.locator("[data-bulk-summary]");
    await expect(summary).toBeVisible();
    const text = (await summary.textContent()) ?? "";
    await dialog.getByRole("button", { name: "Chiudi" }).first().click();
    await expect(dialog).toBeHidden();
    return text;
  }
}

export interface MadeProduct {
  id: number;
  title: string;
  variants: { id: number; sku: string }[];
}

/** Products of two sizes each (S and M, 5 in stock), made through the API. */
export async function productsWithSizes(api: ShopApi, prefix: string, count: number): Promise<MadeProduct[]> {
  const attribute = await api.ok<{ values: { id: number; title: string }[] }>("POST", "attribute/action", {
    title: unique("Taglia"),
    values: [{ title: "S" }, { title: "M" }],
  });
  const made: MadeProduct[] = [];
  for (let i = 1; i <= count; i++) {
    const title = `${prefix} ${i}`;
    const id = await createCompleteProduct(api, title, { selling: 20 + i, purchased: 10 });
    const variants = await api.ok<{ id: number; sku: string }[]>("POST", `updated-inventory/action/${id}`, {
      inventories: attribute.values.map((value) => ({
        sku: `${prefix}-${i}-${value.title}`,
        price: 0,
        quantity: 5,
        values: [{ id: value.id }],
      })),
    });
    made.push({ id, title, variants: variants.map((variant) => ({ id: variant.id, sku: variant.sku })) });
  }
  return made;
}
