import { expect, type Page } from "@playwright/test";
import type { Account } from "./accounts";
import { urls } from "./urls";

/** The login screen, as a user sees it (labels are the Italian defaults). */
export class LoginPage {
  constructor(readonly page: Page) {}

  email() {
    return this.page.getByRole("textbox", { name: "Email", exact: true });
  }

  password() {
    return this.page.getByRole("textbox", { name: "Password", exact: true });
  }

  async open(redirect?: string) {
    await this.page.goto(urls.login(redirect));
    await expect(this.email()).toBeVisible();
  }

  async signIn(account: Account) {
    await this.email().fill(account.email);
    await this.password().fill(account.password);
    await this.page.getByRole("button", { name: "Accedi" }).click();
  }
}

/** The default layout's chrome. */
export class Shell {
  constructor(readonly page: Page) {}

  sidebar() {
    return this.page.getByRole("navigation", { name: "Menu principale" });
  }

  async logout() {
    await this.page.getByTestId("user-menu").click();
    await this.page.getByRole("menuitem", { name: "Esci" }).click();
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }
}

/** Signs in through the real form and waits for the shell. */
export async function signIn(page: Page, account: Account, redirect?: string) {
  const login = new LoginPage(page);
  await login.open(redirect);
  await login.signIn(account);
  await expect(page.getByTestId("user-menu")).toBeVisible();
}
