import { expect, type Locator, type Page } from "@playwright/test";
import type { ShopApi } from "./api";
import { createCompleteProduct, unique } from "./api";

/*
 * The activity log screen (/activity-log, Italian labels) and the API changes it is checked against.
 * Every id comes from the API's answers.
 */

export class ActivityLogPage {
  constructor(readonly page: Page) {}

  table(): Locator {
    return this.page.getByRole("table", { name: "Voci del registro attività" });
  }

  /** The entries' rows (not the opened diffs below them). */
  rows(): Locator {
    return this.table().locator("tbody > tr[data-entry]");
  }

  /** The entry row whose text contains every one of `texts`. */
  row(...texts: string[]): Locator {
    let rows = this.rows();
    for (const text of texts) rows = rows.filter({ hasText: text });
    return rows;
  }

  search(): Locator {
    return this.page.getByRole("textbox", { name: "Cerca" });
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get("q") ?? "").toBe(text.trim());
    await this.settled();
  }

  /** A select filter of the list page (area, action, record type) by its label. */
  async filter(label: "Area" | "Azione" | "Tipo di elemento", option: string) {
    await this.page.getByRole("combobox", { name: label }).selectOption({ label: option });
    await this.settled();
  }

  /** The person filter (a searchable select of `activity-log/users`). */
  async filterByPerson(name: string) {
    const who = this.page.getByRole("textbox", { name: "Chi" });
    await who.click();
    await who.fill(name);
    await this.page.getByRole("option", { name, exact: true }).click();
    await expect(this.page).toHaveURL(/[?&]user=\d+/);
    await this.settled();
  }

  /** Waits until no list load is in progress. */
  async settled() {
    await expect(this.page.locator("[aria-busy=true]")).toHaveCount(0);
  }

  /** Opens an entry's changes; the diff table below it. */
  async open(row: Locator): Promise<Locator> {
    const toggle = row.getByRole("button", { name: /^Mostra le modifiche/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const id = await toggle.getAttribute("aria-controls");
    return this.page.locator(`[id="${id}"]`).getByRole("table", { name: "Campi cambiati" });
  }

  /** One field's row of a diff: its cells (before, after). */
  change(diff: Locator, field: string): Locator {
    return diff.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: field, exact: true }) });
  }

  /** The retention field (shown to those who may edit settings). */
  retention(): Locator {
    return this.page.getByRole("textbox", { name: "Conserva le voci per N giorni" });
  }

  async saveRetention() {
    await this.page.getByRole("form", { name: "Conservazione" }).getByRole("button", { name: "Salva" }).click();
  }

  empty(): Locator {
    return this.page.getByText("Nessun risultato per questi filtri.");
  }

  notOffered(): Locator {
    return this.page.getByText("Questo server non tiene un registro delle attività.");
  }
}

/** A complete product at one selling price, then that price changed through the API; its title. */
export async function productWithNewPrice(api: ShopApi, from: number, to: number): Promise<{ id: number; title: string }> {
  const title = unique("Prodotto registro");
  const body = await productBody(api, title);
  const id = await createCompleteProduct(api, title, { selling: from });
  await api.ok("POST", `product/action/${id}`, { ...body, selling: to });
  return { id, title };
}

async function productBody(api: ShopApi, title: string): Promise<Record<string, unknown>> {
  const dropdowns = await api.ok<{ tax_rules: { id: number }[]; shipping_rules: { id: number }[] }>("GET", "product/dropdown-data");
  return {
    title,
    unit: "1",
    meta_title: title,
    meta_description: title,
    description: `<p>${title}</p>`,
    overview: `<p>${title}</p>`,
    purchased: 10,
    tax_rule_id: dropdowns.tax_rules[0].id,
    shipping_rule_id: dropdowns.shipping_rules[0].id,
  };
}

/** A voucher whose usage limit is then changed through the API; its code (also its title). */
export async function voucherWithNewLimit(api: ShopApi, from: number, to: number): Promise<{ id: number; code: string }> {
  const code = unique("REGISTRO")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  const fields = { title: code, code, type: 1, price: 5 };
  const voucher = await api.ok<{ id: number }>("POST", "voucher/action", { ...fields, usage_limit: from });
  await api.ok("POST", `voucher/action/${voucher.id}`, { ...fields, usage_limit: to });
  return { id: voucher.id, code };
}

/** The shown width exceeds the window: the page scrolls sideways. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
