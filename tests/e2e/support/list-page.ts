import { expect, type Locator, type Page } from "@playwright/test";

/** The shared list page, as a user sees it (Italian labels). */
export class ListPageObject {
  constructor(readonly page: Page) {}

  table(): Locator {
    return this.page.getByRole("table");
  }

  search(): Locator {
    return this.page.getByRole("searchbox", { name: "Cerca" });
  }

  summary(): Locator {
    return this.page.getByTestId("list-summary");
  }

  /** The body row whose text contains `text`. */
  row(text: string): Locator {
    return this.table().getByRole("row").filter({ hasText: text });
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get("q")).toBe(text);
  }

  addButton(name: string): Locator {
    return this.page.getByRole("link", { name });
  }

  sortBy(header: string) {
    return this.table().getByRole("columnheader", { name: header }).getByRole("button").click();
  }

  async deleteRow(text: string, confirmTitle: RegExp | string) {
    await this.row(text).getByRole("button", { name: /^Elimina:/ }).click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toContainText(confirmTitle);
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(dialog).toBeHidden();
  }

  async editRow(text: string) {
    await this.row(text).getByRole("link", { name: /^(Modifica|Apri):/ }).click();
  }
}
