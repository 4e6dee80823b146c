import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Account } from "./accounts";
import { urls } from "./urls";

/**
 * A panel session made through the API instead of the login form. The panel keeps its session in
 * three cookies under /admin (app/session/session-store.ts): the token, its expiry and the user;
 * a browser holding the cookies below is signed in exactly as after the form.
 */
export interface ApiSession {
  token: string;
  cookies: SessionCookie[];
}

/** A cookie as both a storage state and `addCookies` take it. */
interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict";
}

interface LoginAnswer {
  status: number;
  message: string;
  data: { token: string; admin: { id: number; name: string; username: string; email: string } };
}

/** The `exp` claim of a JWT, in seconds. */
function expiry(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { exp: number };
  return claims.exp;
}

/**
 * Signs in through POST /api/admin/login. `remember` asks for the long-lived token: a session
 * shared by a whole worker must outlive the default 30 minutes.
 */
export async function apiSession(request: APIRequestContext, baseURL: string, account: Account, remember = false): Promise<ApiSession> {
  const base = new URL(baseURL);
  const response = await request.post(`${base.origin}/api/admin/login`, {
    headers: { Accept: "application/json" },
    data: { email: account.email, password: account.password, ...(remember ? { remember_token: 1 } : {}) },
  });
  const body = (await response.json()) as LoginAnswer;
  expect(body.status, `login as ${account.email}: ${body.message}`).toBe(200);
  const { token, admin } = body.data;
  const expires = expiry(token);
  const user = { id: admin.id, name: admin.name, username: admin.username, email: admin.email };
  // The values as the panel writes them (encodeURIComponent); the path is the panel's base.
  const cookie = (name: string, value: string): SessionCookie => ({
    name: `admin-panel_${name}`,
    value: encodeURIComponent(value),
    domain: base.hostname,
    path: base.pathname.replace(/\/$/, "") || "/",
    expires,
    httpOnly: false,
    secure: false,
    sameSite: "Strict",
  });
  return { token, cookies: [cookie("token", token), cookie("expires_at", String(expires * 1000)), cookie("user", JSON.stringify(user))] };
}

/** Opens an in-app path (the dashboard unless told) and waits for the signed-in shell. */
export async function openSignedIn(page: Page, path = "/") {
  await page.goto(urls.path(path));
  await expect(page.getByTestId("user-menu")).toBeVisible();
}

/**
 * Puts a fresh API session of `account` into the page's browser (replacing any other) and opens
 * `path` in the shell: where a test starts as someone other than its page's default account.
 */
export async function signInAs(page: Page, account: Account, path = "/") {
  await useSession(page, account);
  await openSignedIn(page, path);
}

/** Puts a fresh API session of `account` into the page's browser, without opening anything. */
export async function useSession(page: Page, account: Account) {
  const session = await apiSession(page.request, projectBaseURL(), account);
  await page.context().addCookies(session.cookies);
}

/** The panel's base URL from the project's settings (playwright.config.ts). */
export function projectBaseURL(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("the e2e project needs a baseURL");
  return base;
}
