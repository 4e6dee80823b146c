import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { superadmin, type Account } from "./accounts";
import { createAdminWithRole, createRestrictedAdmin, ShopApi, unique } from "./api";
import { withDatabase } from "./db";
import { ListPageObject } from "./list-page";
import { Shell } from "./pages";
import { signInAs } from "./session";
import { urls } from "./urls";
import { italianAmount } from "./money";

/*
 * The withdrawal screens (Italian labels) and their data: fresh vendors with a default account and
 * a balance made of delivered, paid order lines written to the database, as the server counts them.
 */

export interface TestVendor {
  account: Account;
  id: number;
  username: string;
  /** The vendor's own API session (its balance, its requests). */
  api: ShopApi;
}

export const ACCOUNT = { account_name: "Mario Rossi", account_number: "3454245344554", bank_name: "Banca E2E", branch_name: "Roma" };

/** An amount as the panel shows it in Italian, without the currency symbol ("1.234,50"). */
export const money = (value: number) => italianAmount(value);

/** The whole shown amount, whatever side the currency symbol is on ("0,00" must not match "120,00"). */
export const amountText = (value: number) => new RegExp(`^\\D*${money(value).replace(/\./g, "\\.")}\\D*$`);

/** A new vendor (the seeded `vendor` role), optionally with a default payout account titled `account`. */
export async function freshVendor(request: APIRequestContext, baseURL: string, options: { account?: string } = {}): Promise<TestVendor> {
  const admin = await ShopApi.signIn(request, baseURL, superadmin);
  // No commission, so the balance is the lines' whole sum.
  const { username, ...account } = await createAdminWithRole(admin, "vendor", { prefix: "venditore", commission: 0 });
  const row = withDatabase((db) => db.prepare("select id from admins where email = ?").get(account.email) as { id: number });
  const api = await ShopApi.signIn(request, baseURL, account);
  if (options.account) await api.ok("POST", "withdrawal-account/action", { ...ACCOUNT, title: options.account, default: 1 });
  return { account, id: row.id, username, api };
}

/**
 * Adds `amount` to the vendor's available balance: one product of theirs, sold once in a delivered
 * (status 5), paid order without commission, not withdrawn yet.
 */
export function addBalance(vendorId: number, amount: number): void {
  withDatabase((db) => {
    const now = new Date().toISOString();
    const product = db
      .prepare("insert into products (title, admin_id, created_at, updated_at) values (?, ?, ?, ?) returning id")
      .get(unique("Prodotto prelievo"), vendorId, now, now) as { id: number };
    const order = db
      .prepare(
        `insert into orders ("order", status, order_method, currency, payment_done, cancelled, total_amount, created_at, updated_at)
         values (?, 5, 2, 'USD', 1, 0, ?, ?, ?) returning id`,
      )
      .get(unique("W"), amount, now, now) as { id: number };
    db.prepare(
      `insert into ordered_products (order_id, product_id, quantity, selling, bundle_offer, commission_amount, withdrawn, created_at, updated_at)
       values (?, ?, 1, ?, 0, 0, 0, ?, ?)`,
    ).run(order.id, product.id, amount, now, now);
  });
}

export interface Balance {
  withdrawn: number;
  pending_withdrawal: number;
  amount: number;
}

/** The vendor's three figures as the API answers them (without the server's extra fields). */
export async function balanceOf(vendor: TestVendor): Promise<Balance> {
  const found = await vendor.api.ok<Balance>("GET", "withdrawal-request/find");
  return { withdrawn: found.withdrawn, pending_withdrawal: found.pending_withdrawal, amount: found.amount };
}

/** The id of the vendor's newest request. */
export function newestRequest(vendorId: number): number {
  return withDatabase((db) => (db.prepare("select max(id) as id from withdrawals where admin_id = ?").get(vendorId) as { id: number }).id);
}

/** /withdrawal-requests: the vendor's summary and withdraw button, and the list's approve and cancel. */
export class WithdrawalRequestsPage {
  readonly list: ListPageObject;
  constructor(readonly page: Page) {
    this.list = new ListPageObject(page);
  }

  /** A figure of the summary: withdrawn, pending_withdrawal or amount (available). */
  figure(key: keyof Balance): Locator {
    return this.page.locator(`[data-figure="${key}"]`);
  }

  /** The summary shows exactly these amounts. */
  async expectFigures(balance: Balance) {
    for (const key of ["withdrawn", "pending_withdrawal", "amount"] as const)
      await expect(this.figure(key)).toHaveText(amountText(balance[key]));
  }

  /** The request's button (the amount form's, as the reference server takes a chosen amount). */
  withdrawButton(): Locator {
    return this.page.getByRole("button", { name: "Richiedi questo importo" });
  }

  /** The amount to ask for. */
  amountField(): Locator {
    return this.page.getByRole("textbox", { name: "Importo da prelevare" });
  }

  /** The pending request, shown instead of the form. */
  pendingRequest(): Locator {
    return this.page.getByRole("region", { name: "Richiesta di prelievo in attesa" });
  }

  /** The question before a request is sent. */
  confirmDialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Richiedere un prelievo di/ });
  }

  /** Asks for `amount` (the whole balance the form starts with when not given) and answers the question with yes. */
  async requestWithdrawal(amount?: string) {
    if (amount !== undefined) await this.amountField().fill(amount);
    await this.withdrawButton().click();
    await this.confirmDialog().getByRole("button", { name: "Richiedi il prelievo" }).click();
    await expect(this.confirmDialog()).toBeHidden();
  }

  /** The server's refusal beside the button. */
  failure(): Locator {
    return this.page.getByRole("alert").filter({ hasText: "Il prelievo non è stato richiesto" });
  }

  async approve(rowText: string) {
    await this.list.rowAction(rowText, "Approva").click();
    await this.list.confirm(/^Approvare la richiesta di prelievo/, "Approva");
  }

  cancelDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Motivo dell'annullamento" });
  }

  /** Opens the cancellation form of the row and sends `reason` ("" to see the required message). */
  async cancel(rowText: string, reason: string) {
    if (!(await this.cancelDialog().isVisible())) await this.list.rowAction(rowText, "Annulla la richiesta").click();
    await this.cancelDialog().getByLabel("Motivo").fill(reason);
    await this.cancelDialog().getByRole("button", { name: "Annulla il prelievo" }).click();
  }
}

/**
 * A role holding only the other withdrawal screen's `view` (`granted`): that screen's menu entry
 * (`shown`) is there, this one's (`missing`) is not, and each of `paths` answers the 403 page.
 */
export async function expectForbidden(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  screen: { granted: string; shown: string; missing: string; paths: string[] },
) {
  const api = await ShopApi.signIn(request, baseURL, superadmin);
  await signInAs(page, await createRestrictedAdmin(api, ["dashboard.view", "profile.view", screen.granted]));
  const shell = new Shell(page);
  await shell.sidebar().getByRole("button", { name: "Prelievi" }).click();
  await expect(shell.sidebar().getByRole("link", { name: screen.shown })).toBeVisible();
  await expect(shell.sidebar().getByRole("link", { name: screen.missing })).toHaveCount(0);
  for (const path of screen.paths) {
    await page.goto(urls.path(path));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  }
}
