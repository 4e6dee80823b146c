import { expect, type Locator, type Page } from "@playwright/test";
import type { Account } from "./accounts";
import { browserPath, urls } from "./urls";

/**
 * What the sign-in pages share (the login layout): the e-mail field, the form's failure message,
 * the notice above it, the language menu and the form's title. Labels are the Italian defaults.
 */
class AuthPage {
  constructor(readonly page: Page) {}

  email() {
    return this.page.getByRole("textbox", { name: "Email", exact: true });
  }

  /** The form's failure message (the server's words). */
  alert() {
    return this.page.getByRole("alert");
  }

  /** Why the user is here (the session expired, a code is on its way). */
  notice() {
    return this.page.getByRole("status");
  }

  /** The language menu beside the form (its label is in the current language). */
  language() {
    return this.page.getByRole("combobox");
  }

  title() {
    return this.page.getByRole("heading", { level: 2 });
  }
}

/** The login screen, as a user sees it. */
export class LoginPage extends AuthPage {
  password() {
    return this.page.getByRole("textbox", { name: "Password", exact: true });
  }

  rememberMe() {
    return this.page.getByRole("checkbox", { name: "Ricordami" });
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

/** Step one of the password reset: ask for a code by e-mail. */
export class ForgotPasswordPage extends AuthPage {
  async open() {
    await this.page.goto(urls.forgotPassword());
    await expect(this.email()).toBeVisible();
  }

  async requestCode(email: string) {
    // The reset form's own field: right after the link from the login page, the login form's
    // Email box may still be on screen for a moment.
    const field = this.page.getByRole("form", { name: "Reimposta la password" }).getByRole("textbox", { name: "Email", exact: true });
    await field.fill(email);
    await expect(field).toHaveValue(email);
    await this.page.getByRole("button", { name: "Invia il codice di verifica" }).click();
  }
}

/** Step two of the password reset: the code from the e-mail and the new password. */
export class VerifyCodePage extends AuthPage {
  code() {
    return this.page.getByRole("textbox", { name: "Codice dall'email" });
  }

  newPassword() {
    return this.page.getByRole("textbox", { name: "Nuova password", exact: true });
  }

  async setPassword(code: string, password: string) {
    await this.code().fill(code);
    await this.newPassword().fill(password);
    await this.page.getByRole("textbox", { name: "Conferma la password" }).fill(password);
    await this.page.getByRole("button", { name: "Aggiorna la password" }).click();
  }
}

/** The default layout's chrome: header (language, version, user menu) and the sidebar. */
export class Shell {
  constructor(readonly page: Page) {}

  /** The sidebar, named in the current language (Italian unless told). */
  sidebar(name = "Menu principale") {
    return this.page.getByRole("navigation", { name });
  }

  /** The header's version line, read by its accessible name (e.g. "Versione 0.1.0"). */
  version(label: string) {
    return this.page.getByRole("banner").getByLabel(label, { exact: true });
  }

  /** The header's language menu; its label is in the current language, so it is found by place. */
  language(): Locator {
    return this.page.getByRole("banner").getByRole("combobox");
  }

  async chooseLanguage(code: "it" | "en" | "fr" | "de") {
    await this.language().selectOption(code);
    await expect(this.page.locator("html")).toHaveAttribute("lang", code);
  }

  /** Opens a sidebar group (when given) and follows one of its links. */
  async navigate(link: string, group?: string) {
    if (group) await this.sidebar().getByRole("button", { name: group }).click();
    await this.sidebar().getByRole("link", { name: link }).click();
  }

  async logout() {
    await this.page.getByTestId("user-menu").click();
    await this.page.getByRole("menuitem", { name: "Esci" }).click();
  }

  /** The page's title: the first h1 in the document (a rich-text body being edited may hold its own). */
  heading() {
    return this.page.getByRole("heading", { level: 1 }).first();
  }
}

/** The error page (404, 403, 500 …), inside the shell or alone. */
export class ErrorPage {
  constructor(readonly page: Page) {}

  status() {
    return this.page.getByTestId("error-status");
  }

  title() {
    return this.page.getByRole("heading", { level: 1 });
  }

  async expectShown(status: number, title: string) {
    await expect(this.status()).toHaveText(String(status));
    await expect(this.title()).toHaveText(title);
  }

  async expectNone() {
    await expect(this.status()).toHaveCount(0);
  }
}

/**
 * Signs in through the real form and waits for the shell: for tests whose subject is the form or
 * the session itself. Other tests start signed in (support/fixtures.ts) or use signInAs.
 */
export async function signIn(page: Page, account: Account, redirect?: string) {
  const login = new LoginPage(page);
  await login.open(redirect);
  await login.signIn(account);
  await expect(page.getByTestId("user-menu")).toBeVisible();
}

/**
 * Ends this browser's session only. The panel's own logout asks the server to revoke every token of
 * the account, which would sign out the tests running beside this one as the same shared account.
 */
export async function forgetSession(page: Page) {
  await page.context().clearCookies();
}

/** The browser shows the in-app path (and, when given, exactly this query string). */
export async function expectAt(page: Page, path: string, search?: string) {
  await expect(page).toHaveURL((url) => url.pathname === browserPath(path) && (search === undefined || url.search === search));
}
