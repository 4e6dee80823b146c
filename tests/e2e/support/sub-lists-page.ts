import { expect, type Locator, type Page } from "@playwright/test";
import { ListPageObject } from "./list-page";

/**
 * A detail page with sub-lists (a customer and the tabs of their orders, addresses…), as a user sees
 * it. Each tab's body is the shared list page, so `list` drives the open tab's table and pager.
 */
export class SubListsPageObject {
  readonly list: ListPageObject;

  constructor(readonly page: Page) {
    this.list = new ListPageObject(page);
  }

  tabs(): Locator {
    return this.page.getByRole("tablist");
  }

  /** The tab whose label starts with `label` (its accessible name ends with its count). */
  tab(label: string): Locator {
    return this.tabs().getByRole("tab", { name: new RegExp(`^${label}`) });
  }

  /** The number shown on the tab of `key` (its URL key: `orders`, `logins`…). */
  count(key: string): Locator {
    return this.page.getByTestId(`tab-count-${key}`);
  }

  /** Opens a tab and waits for its list to be shown. */
  async open(label: string) {
    await this.tab(label).click();
    await this.expectOpen(label);
  }

  async expectOpen(label: string) {
    await expect(this.tab(label)).toHaveAttribute("aria-selected", "true");
    await expect(this.page.getByRole("tabpanel").getByTestId("list-summary")).toBeVisible();
  }

  /** The open tab's pager. */
  async goToPage(n: number) {
    await this.page.getByRole("button", { name: `Vai alla pagina ${n}` }).click();
  }

  /** One of the open list's URL keys, e.g. `param("orders", "page")` reads `orders.page`. */
  param(urlKey: string, name: string): string | null {
    return new URL(this.page.url()).searchParams.get(`${urlKey}.${name}`);
  }

  openTabParam(): string | null {
    return new URL(this.page.url()).searchParams.get("tab");
  }
}
