import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { createAdminWithRole, unique, type ShopApi } from "./api";
import type { Account } from "./accounts";
import { signInAs } from "./session";

/**
 * The conflict view (app/ui/form/conflict-view.tsx), Italian labels: shown above a form whose save
 * met someone else's; one radio group per changed field ("Il tuo: …" / "Il loro: …").
 */
export class ConflictViewObject {
  constructor(readonly page: Page) {}

  view(): Locator {
    return this.page.locator("[data-conflict-view]");
  }

  field(label: string): Locator {
    return this.view().getByRole("radiogroup", { name: label });
  }

  /** The view's heading: who saved, and when. */
  heading(): Locator {
    return this.view().getByRole("heading", { level: 2 });
  }

  async expectField(label: string, yours: string, theirs: string) {
    await expect(this.field(label).getByRole("radio", { name: `Il tuo: ${yours}` })).toBeVisible();
    await expect(this.field(label).getByRole("radio", { name: `Il loro: ${theirs}` })).toBeVisible();
  }

  async choose(label: string, side: "yours" | "theirs") {
    await this.field(label)
      .getByRole("radio", { name: side === "yours" ? /^Il tuo:/ : /^Il loro:/ })
      .check();
  }

  async saveChoices() {
    await this.view().getByRole("button", { name: "Salva con queste scelte" }).click();
  }

  /** Overwrite anyway, and the question it asks answered yes. */
  async overwrite() {
    await this.view().getByRole("button", { name: "Sovrascrivi comunque" }).click();
    await this.page
      .getByRole("dialog", { name: "Sovrascrivere le modifiche dell'altra persona?" })
      .getByRole("button", { name: "Sovrascrivi comunque" })
      .click();
  }

  /** The presence banner ("Anche … sta modificando questa scheda."). */
  presence(): Locator {
    return this.page.locator("[data-presence]");
  }
}

/**
 * A second admin, signed in in a browser context of its own: with a role of just `permissions`, or a
 * superadmin (an order's controls are the shop's admins', not a role's).
 */
export async function secondAdmin(
  browser: Browser,
  api: ShopApi,
  permissions: string[] | "superadmin",
  path: string,
): Promise<{ page: Page; account: Account & { username: string }; close: () => Promise<void> }> {
  let role = "superadmin";
  if (permissions !== "superadmin") {
    role = unique("e2e-role");
    await api.ok("POST", "role/action", { name: role, updated_permissions: permissions });
  }
  const account = await createAdminWithRole(api, role, { prefix: "Anna" });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, account, path);
  return { page, account, close: () => context.close() };
}
