import { expect, type Locator, type Page } from "@playwright/test";
import { ShopApi, unique } from "./api";
import { EditPageObject } from "./edit-page";
import { ListPageObject } from "./list-page";

/*
 * The accounts screens (admins and vendors, registered customers) as a user sees them, in Italian:
 * their forms' own inputs (switches, the role select, the password strength) on top of the shared
 * edit page, the named delete question on top of the shared list, and the API calls that prepare
 * accounts for them.
 */

export class AccountFormObject extends EditPageObject {
  switch(label: string): Locator {
    return this.form().getByRole("switch", { name: label });
  }

  /** The password's strength line ("Robustezza: buona"). */
  strength(): Locator {
    return this.form().getByTestId("password-strength");
  }

  /** The role select (a Mantine Select: a read-only textbox and a list of options). */
  async pickRole(role: string) {
    await this.pickSelect("Ruolo", role);
  }

  async fillPasswords(password: string, confirmation = password) {
    await this.fill("Password", password);
    await this.fill("Conferma password", confirmation);
  }
}

export class AccountListObject extends ListPageObject {
  /** Ticks the rows and presses "Elimina selezionati (n)"; answers the dialog that names them. */
  async deleteTicked(texts: string[], expectNamed: string[]) {
    await this.tick(...texts);
    await this.bulkButton(`Elimina selezionati (${texts.length})`).click();
    const dialog = this.page.getByRole("dialog");
    for (const name of expectNamed) await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(dialog).toBeHidden();
  }
}

export interface AdminRow {
  id: number;
  name: string;
  email: string;
  username: string;
  active: number;
}

/** The admin (or vendor) with this e-mail address, as `admin-data/all` lists it. */
export async function adminByEmail(api: ShopApi, email: string): Promise<AdminRow> {
  const page = await api.ok<{ data: AdminRow[] }>("GET", `admin-data/all?q=${encodeURIComponent(email)}`);
  const admin = page.data.find((row) => row.email === email);
  if (!admin) throw new Error(`no admin ${email}`);
  return admin;
}

/** Customers created through `user/action`, named `<prefix> n` with unique addresses; their e-mails. */
export async function createCustomers(api: ShopApi, prefix: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let n = 1; n <= count; n++) {
    const email = `${unique("cliente")}@example.com`.toLowerCase();
    await api.ok("POST", "user/action", { name: `${prefix} ${n}`, email, password: "secret12" });
    emails.push(email);
  }
  return emails;
}

/** The vendor page's balance figure (`amount`, `pending_withdrawal`, `withdrawn`, `minimum`). */
export function balanceFigure(page: Page, key: string): Locator {
  return page.getByTestId(`balance-${key}`);
}
