import { expect, type Locator, type Page } from "@playwright/test";
import type { ShopApi } from "./api";

/*
 * The saved views above a list (app/ui/list-page/saved-views), as a user sees them in Italian: the
 * tab strip, "Salva vista", the chosen view's menu and the naming dialog. Ids are read from the API.
 */

export interface ApiView {
  id: number;
  name: string;
  shared: boolean;
  mine: boolean;
  state: Record<string, unknown>;
}

export const ORDERS_VIEWS = "saved-view/all?list=orders&subject=order";

export class SavedViewsBar {
  constructor(readonly page: Page) {}

  tabs(): Locator {
    return this.page.getByRole("tablist", { name: "Viste salvate" });
  }

  /** A view's tab: its name, then what its icons say (default, shared) if anything. */
  tab(name: string): Locator {
    return this.tabs().getByRole("tab", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( |$)`) });
  }

  /** The tabs' names in their order. */
  async names(): Promise<string[]> {
    return (await this.tabs().getByRole("tab").allInnerTexts()).map((text) => text.trim());
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** Opens the naming dialog for the list as it is now. */
  async openSave() {
    await this.page.getByRole("button", { name: "Salva vista" }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Saves the list as it is now under `name`, optionally shared and as the default. */
  async save(name: string, options: { share?: boolean; makeDefault?: boolean } = {}) {
    await this.openSave();
    await this.dialog().getByLabel("Nome della vista").fill(name);
    if (options.share)
      await this.dialog()
        .getByRole("checkbox", { name: /Condividi con il negozio/ })
        .check();
    if (options.makeDefault) await this.dialog().getByRole("checkbox", { name: "Aprila quando apro questa lista" }).check();
    await this.dialog().getByRole("button", { name: "Salva" }).click();
    await expect(this.dialog()).toBeHidden();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }

  async choose(name: string) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }

  /** An item of the chosen view's menu. */
  async menu(viewName: string, item: string) {
    await this.page.getByRole("button", { name: `Azioni della vista «${viewName}»` }).click();
    await this.page.getByRole("menuitem", { name: item }).click();
  }

  async rename(from: string, to: string) {
    await this.menu(from, "Rinomina");
    await this.dialog().getByLabel("Nome della vista").fill(to);
    await this.dialog().getByRole("button", { name: "Salva" }).click();
    await expect(this.dialog()).toBeHidden();
    await expect(this.tab(to)).toBeVisible();
  }

  async remove(name: string) {
    await this.menu(name, "Elimina");
    const dialog = this.dialog();
    await expect(dialog).toContainText(`Eliminare la vista «${name}»?`);
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(dialog).toBeHidden();
    await expect(this.tab(name)).toHaveCount(0);
  }
}

/** The caller's views of the orders list, as the server has them. */
export async function ordersViews(api: ShopApi): Promise<{ views: ApiView[]; default_id: number | null }> {
  return api.ok("GET", ORDERS_VIEWS);
}

/** Deletes every view of the orders list the caller owns, so a test starts from none. */
export async function clearOrdersViews(api: ShopApi) {
  for (const view of (await ordersViews(api)).views.filter((v) => v.mine)) await api.ok("POST", `saved-view/delete/${view.id}`, {});
}
