import { test as base } from "@playwright/test";
import { superadmin, type Account } from "./accounts";
import { ShopApi } from "./api";
import { apiSession, type ApiSession } from "./session";

export { expect } from "@playwright/test";

/**
 * The tests' Playwright fixtures. Each worker signs in through the API once per account it needs
 * (a long-lived token, kept in memory); every test's `page` then starts with that session already
 * in its browser, so no test goes through the login form unless the form is what it tests.
 *
 * - `page`: signed in as `signedInAs` (the superadmin unless a file says
 *   `test.use({ signedInAs: vendor })`; `null` for a signed-out page).
 * - `api`: the shop API as the superadmin, on the worker's session.
 * - `apiAs(account)`: the shop API as another account (its worker session).
 *
 * The shared sessions must outlive every test of the worker: a test that logs out through the
 * panel (which revokes every token of the account) or changes the account's password works on an
 * account of its own (createRestrictedAdmin, createAdminWithRole) signed in with signInAs.
 */
interface WorkerFixtures {
  sessions: Sessions;
}

interface TestFixtures {
  signedInAs: Account | null;
  api: ShopApi;
  apiAs: (account: Account) => Promise<ShopApi>;
}

/** API sessions of this worker, one per account, made on first use. */
class Sessions {
  private readonly made = new Map<string, Promise<ApiSession>>();

  constructor(private readonly open: (account: Account) => Promise<ApiSession>) {}

  of(account: Account): Promise<ApiSession> {
    const key = `${account.email}\n${account.password}`;
    let session = this.made.get(key);
    if (!session) {
      session = this.open(account);
      // A failed sign-in is not kept: the next test asks again and reports its own failure.
      session.catch(() => this.made.delete(key));
      this.made.set(key, session);
    }
    return session;
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error("the e2e project needs a baseURL");
      const request = await playwright.request.newContext();
      await use(new Sessions((account) => apiSession(request, baseURL, account, true)));
      await request.dispose();
    },
    { scope: "worker" },
  ],

  signedInAs: [superadmin, { option: true }],

  storageState: async ({ signedInAs, sessions }, use) => {
    await use(signedInAs ? { cookies: (await sessions.of(signedInAs)).cookies, origins: [] } : undefined);
  },

  apiAs: async ({ request, baseURL, sessions }, use) => {
    await use(async (account) => ShopApi.withToken(request, baseURL!, (await sessions.of(account)).token));
  },

  api: async ({ apiAs }, use) => {
    await use(await apiAs(superadmin));
  },
});
