import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { superadmin } from "./accounts";
import { createAdminWithRole, ShopApi } from "./api";
import type { Account } from "./accounts";
import { expectInEveryLanguage } from "./catalog";
import { signInAs } from "./session";
import { SettingsPageObject } from "./settings-page";
import { screens, urls } from "./urls";

/*
 * The caller's own account (/profile, /store), Italian labels. Tests that change a password or a
 * name use an account of their own, so the demo accounts other specs sign in with never change.
 */

/**
 * A fresh active vendor (with the store the server gives every new account), created through the
 * API by the demo superadmin; its name is its username.
 */
export async function ownVendor(request: APIRequestContext, baseURL: string): Promise<Account> {
  const api = await ShopApi.signIn(request, baseURL, superadmin);
  const { email, password } = await createAdminWithRole(api, "vendor", { prefix: "e2e-own", commission: 10 });
  return { email, password };
}

/** One of the caller's own screens in the four languages, as a fresh vendor (see expectInEveryLanguage). */
export async function expectOwnScreenInEveryLanguage(
  { page, request, baseURL }: { page: Page; request: APIRequestContext; baseURL: string },
  path: string,
  texts: Parameters<typeof expectInEveryLanguage>[3],
  label: (page: Page, text: string) => Locator,
) {
  await signInAs(page, await ownVendor(request, baseURL));
  await expectInEveryLanguage(page, baseURL, path, texts, label);
}

/** /profile: two tabs, each a settings form with its own Save. */
export class ProfilePage extends SettingsPageObject {
  async open(tab?: "password") {
    await this.page.goto(urls.path(screens.profile(tab ? { tab } : undefined)));
    await expect(this.tab(tab ? "Cambia password" : "Profilo")).toHaveAttribute("aria-selected", "true");
  }

  tab(name: "Profilo" | "Cambia password"): Locator {
    return this.page.getByRole("tab", { name });
  }

  /** The open tab's form (the other stays mounted, hidden). */
  override field(label: string | RegExp): Locator {
    return this.page.getByRole("tabpanel").locator(super.field(label));
  }

  override saveButton(): Locator {
    return this.page.getByRole("tabpanel").locator(super.saveButton());
  }

  /** The strength meter's words under the new password. */
  strength(): Locator {
    return this.page.getByTestId("password-strength");
  }

  async changePassword(current: string, next: string, confirmation = next) {
    await this.fill("Password attuale", current);
    await this.fill("Nuova password", next);
    await this.fill("Conferma la nuova password", confirmation);
    await this.save();
  }
}

/** The header's user menu, named after the signed-in user. */
export function userMenu(page: Page, name: string): Locator {
  return page.getByRole("button", { name: `Menu utente di ${name}`, exact: true });
}

/** /store: the vendor's own store on the settings form. */
export class StorePage extends SettingsPageObject {
  async open() {
    await this.page.goto(urls.path(screens.store()));
    await expect(this.field("Nome del negozio")).toBeVisible();
  }

  whatsappSwitch(): Locator {
    return this.page.getByRole("switch", { name: "Mostra il pulsante WhatsApp" });
  }
}
