import { expect, type Locator, type Page } from "@playwright/test";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The shared list page, as a user sees it (Italian labels). A list that shares its page with others
 * (a customer's orders and addresses) is found inside `root` and keeps its URL keys under `urlKey`
 * (`orders.page`); a page's only list uses the plain keys.
 */
export class ListPageObject {
  readonly root: Locator;
  readonly urlKey: string | undefined;

  constructor(
    readonly page: Page,
    options: { root?: Locator; urlKey?: string } = {},
  ) {
    this.root = options.root ?? page.locator("body");
    this.urlKey = options.urlKey;
  }

  table(): Locator {
    return this.root.getByRole("table");
  }

  search(): Locator {
    return this.root.getByRole("searchbox", { name: "Cerca" });
  }

  summary(): Locator {
    return this.root.getByTestId("list-summary");
  }

  /** The body row whose text contains `text`. */
  row(text: string): Locator {
    return this.table().getByRole("row").filter({ hasText: text });
  }

  /** A value of this list's URL state (`page`, `q`, a filter's key), read under its key prefix. */
  param(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(this.urlKey ? `${this.urlKey}.${name}` : name);
  }

  async expectParam(name: string, value: string | null) {
    await expect.poll(() => this.param(name)).toBe(value);
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await this.expectParam("q", text);
  }

  addButton(name: string): Locator {
    return this.root.getByRole("link", { name });
  }

  columnHeader(name: string): Locator {
    return this.table().getByRole("columnheader", { name });
  }

  sortBy(header: string) {
    return this.columnHeader(header).getByRole("button").click();
  }

  /** Answers the question of the confirmation modal with its button `confirm`. */
  async confirm(title: RegExp | string, confirm: string) {
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: confirm }).click();
    await expect(dialog).toBeHidden();
  }

  async deleteRow(text: string, confirmTitle: RegExp | string) {
    await this.rowAction(text, "Elimina").click();
    await this.confirm(confirmTitle, "Elimina");
  }

  async editRow(text: string) {
    await this.row(text)
      .getByRole("link", { name: /^(Modifica|Apri):/ })
      .click();
  }

  /** A row's action (a link or a button), named "<label>: <row's name>". */
  rowAction(text: string, label: string): Locator {
    const name = new RegExp(`^${escape(label)}:`);
    return this.row(text).getByRole("link", { name }).or(this.row(text).getByRole("button", { name }));
  }

  async tick(...texts: string[]) {
    for (const text of texts) await this.row(text).getByRole("checkbox").check();
  }

  /** A button for the ticked rows, e.g. "Rendi privati (2)". */
  bulkButton(name: string | RegExp): Locator {
    return this.root.getByRole("button", { name });
  }

  /** Ticks the rows, runs the bulk action and answers its question (whose button repeats the action's name). */
  async bulk(texts: string[], button: string, confirmTitle: string | RegExp) {
    await this.tick(...texts);
    await this.bulkButton(button).click();
    await this.confirm(confirmTitle, button);
  }

  /** A select or status filter: picks the option by its label. */
  async selectFilter(label: string, option: string) {
    await this.root.getByRole("combobox", { name: label }).selectOption({ label: option });
  }

  /** A record picker filter: types part of the record's name and picks it. */
  async pickRecord(label: string, name: string) {
    const input = this.root.getByRole("textbox", { name: label });
    await input.click();
    await input.fill(name);
    await this.page.getByRole("option", { name, exact: true }).first().click();
  }

  /** A date-range or number-range filter's two boxes, named "<label> – da/a". */
  async range(label: string, from: string, to: string) {
    await this.root.getByRole("group", { name: label }).getByLabel(`${label} – da`).fill(from);
    await this.root.getByRole("group", { name: label }).getByLabel(`${label} – a`).fill(to);
  }

  /** The Retry button of a list that failed to load. */
  async retry() {
    await this.root.getByRole("button", { name: "Riprova" }).click();
  }

  async clearFilters() {
    await this.root.getByRole("button", { name: "Azzera i filtri" }).click();
  }

  async exportCsv() {
    const downloading = this.page.waitForEvent("download");
    await this.root.getByRole("button", { name: "Esporta CSV" }).click();
    return downloading;
  }

  /** Hides or shows a column through the Columns menu. */
  async setColumnShown(name: string, shown: boolean) {
    await this.root.getByRole("button", { name: "Colonne" }).click();
    const box = this.page.getByRole("checkbox", { name });
    await (shown ? box.check() : box.uncheck());
    await this.page.keyboard.press("Escape");
  }
}
