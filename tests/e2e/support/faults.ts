import { readFileSync } from "node:fs";
import { expect, type Page, type Route } from "@playwright/test";
import { Shell } from "./pages";
import { recordResult } from "./security";
import { openSignedIn } from "./session";
import { browserPath, screens, urls } from "./urls";

/*
 * What the fault suites share (security-faults.spec.ts: every fault on one screen of each kind;
 * security-fault-rotation.spec.ts: every route under one fault each): the faults, a page that
 * injects them, and the error state and recovery every screen must show.
 */

/** The panel gives up on an answer after this long here (config.json's requestTimeoutMs). */
export const TEST_TIMEOUT_MS = 2_000;
/** The panel's config as the build ships it (public/ is copied into the build as it is). */
export const PANEL_CONFIG = JSON.parse(readFileSync("public/config.json", "utf8")) as Record<string, unknown>;
export const API = "**/api/admin/**";

export interface Fault {
  name: string;
  /** What the screen must say (Italian, the default language). */
  says: string | RegExp;
  answer: (route: Route) => Promise<void>;
}

/** The backend's own message for the error-envelope fault: unique, so it can only come from there. */
export const ENVELOPE_MESSAGE = "Archivio bloccato per manutenzione (prova d'iniezione).";

export const faults: readonly Fault[] = [
  {
    name: "HTTP 500",
    says: "Il server ha risposto con un errore (HTTP 500).",
    answer: (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }),
  },
  // Never answered: the panel's own timeout ends the wait.
  { name: "no answer", says: "Il server non ha risposto in tempo.", answer: () => new Promise<void>(() => undefined) },
  { name: "offline", says: /Sei offline, oppure il server non è raggiungibile/, answer: (route) => route.abort("internetdisconnected") },
  {
    name: "invalid JSON",
    says: "Il server ha dato una risposta non valida.",
    answer: (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"status": 200, "data": [' }),
  },
  {
    name: "error envelope",
    says: ENVELOPE_MESSAGE,
    answer: (route) => route.fulfill({ status: 200, json: { status: 500, data: null, token: null, message: ENVELOPE_MESSAGE } }),
  },
];

/** What the screens must never show: the raw fetch error, the API's address, untranslated English. */
export const RAW = /Failed to fetch|\/api\/admin|Unexpected response|<no response>|Internal Server Error/;

export interface Outcome {
  tried: number;
  through: string[];
}

/** The page under faults: the short timeout, the fault switch, the uncaught errors. */
export class FaultyPage {
  readonly pageErrors: string[] = [];
  private faulted = 0;

  constructor(readonly page: Page) {
    page.on("pageerror", (error) => this.pageErrors.push(error.message));
  }

  async start() {
    await this.shortTimeout();
    await openSignedIn(this.page);
  }

  /** The panel's config with the short timeout, for every document this page loads. */
  private async shortTimeout() {
    // The config comes from the project's file, not from a fetch through the route: under load that
    // fetch once failed with ECONNRESET, which has nothing to do with the faults under test.
    await this.page.route("**/admin/config.json", (route) =>
      route.fulfill({ json: { ...PANEL_CONFIG, requestTimeoutMs: TEST_TIMEOUT_MS } }),
    );
  }

  /**
   * Fails every API call in the fault's way, or every one but the profile (the screen's own data),
   * or only while `only()` holds (the calls before a navigation commits: the route's loaders).
   */
  async inject(fault: Fault, sparing?: "profile", only?: () => boolean | Promise<boolean>) {
    this.faulted = 0;
    await this.page.route(API, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (sparing && pathname.endsWith(`/${sparing}`)) return route.fallback();
      // An open record page's presence beats are not the screen's data and fail silently by design
      // (usePresence tries again at the next beat): a beat that happened to leave while a fault was
      // on was counted as the next screen's call, and that screen, with nothing of its own to load,
      // was then expected to show an error it never had (once on CI, on /sub-categories/add).
      if (pathname.includes("/presence/")) return route.fallback();
      // So is a record page's one-time question whether the backend keeps an activity log (a one-row
      // page of `activity-log/all`): a failed answer only hides the history button, and the next
      // page asks again, as the previous screen's late call would be counted as the next one's.
      if (pathname.endsWith("/activity-log/all") && new URL(route.request().url()).searchParams.get("per_page") === "1")
        return route.fallback();
      // Nor are the calls the screen before makes in the background: its saved views (asked once
      // its rows show), the live event stream (reconnecting), and the bell's refresh after an event
      // (both workers share one server, so the other's orders reach this page). A failure of any of
      // them is its own small message, never the next screen's error state.
      if (/\/(saved-view|notification)\/|\/events$/.test(pathname)) return route.fallback();
      if (only && !(await only())) return route.fallback();
      this.faulted += 1;
      return fault.answer(route);
    });
  }

  async heal() {
    // A call left unanswered may still hold its handler: drop it rather than wait for it.
    await this.page.unrouteAll({ behavior: "ignoreErrors" });
    await this.shortTimeout();
  }

  get faultedCalls() {
    return this.faulted;
  }
}

/** The error state a fault must leave: inside the shell, translated, with Retry; nothing raw. */
export async function expectErrorState(page: Page, fault: Fault) {
  const main = page.getByRole("main");
  await expect(main.getByText(fault.says).first()).toBeVisible();
  await expect(main.getByRole("button", { name: "Riprova" }).first()).toBeVisible();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(new Shell(page).language()).toBeEnabled();
  await expect(main).not.toContainText(RAW);
}

/** Heals the network and retries: the screen comes back, in the same document (no reload). */
export async function expectRecovery(faulty: FaultyPage, fault: Fault) {
  const { page } = faulty;
  await page.evaluate(() => {
    (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
  });
  await faulty.heal();
  await page.getByRole("main").getByRole("button", { name: "Riprova" }).first().click();
  await expect(page.getByRole("main").getByText(fault.says)).toHaveCount(0);
  await expect(page.getByTestId("error-status")).toHaveCount(0);
  await expect(new Shell(page).heading()).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/** Runs one case, counting it, and noting (not throwing) what got through so the figures are whole. */
export async function attempt(outcome: Outcome, label: string, run: () => Promise<void>, faulty: FaultyPage) {
  outcome.tried += 1;
  const before = faulty.pageErrors.length;
  try {
    await run();
    if (faulty.pageErrors.length > before) throw new Error(`uncaught: ${faulty.pageErrors.slice(before).join(" | ")}`);
  } catch (error) {
    // The first lines say which check failed and on what (the locator, what was received).
    const said = error instanceof Error ? error.message.split("\n").filter(Boolean).slice(0, 4).join(" | ") : String(error);
    outcome.through.push(`${label}: ${said}`);
    await faulty.heal();
  }
}

/** A full load under the fault; a screen with no data of its own is tried with the profile failing. */
export async function fullLoad(faulty: FaultyPage, path: string, fault: Fault, withProfile: boolean) {
  const { page } = faulty;
  await faulty.inject(fault, withProfile ? undefined : "profile");
  await page.goto(urls.path(path));
  // A level-one heading is rendered once the loaders are done: the screen's title or the error's.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (faulty.faultedCalls === 0) {
    await faulty.heal();
    await faulty.inject(fault);
    await page.reload();
  }
  await expectErrorState(page, fault);
  await expectRecovery(faulty, fault);
}

/** What a link does: the router navigates, the document stays. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (to) => (window as Window & { __remixRouter?: { navigate(to: string): Promise<void> } }).__remixRouter?.navigate(to),
    path,
  );
}

/**
 * An in-app navigation (a link in the shell) under the fault, from a healthy screen: the dashboard,
 * itself reached in-app from the screen the case before left recovered (a full load when the page
 * has none yet), since how the healthy screen was reached is not what the case tests.
 */
export async function navigation(faulty: FaultyPage, path: string, fault: Fault) {
  const { page } = faulty;
  const dashboard = screens.dashboard();
  const inApp = await page.evaluate(() => "__remixRouter" in window);
  if (inApp) await navigateInApp(page, dashboard);
  else await page.goto(urls.path(dashboard));
  await expect(page).toHaveURL((url) => url.pathname + url.search === browserPath(dashboard));
  await expect(new Shell(page).heading()).toBeVisible();
  await faulty.inject(fault);
  await navigateInApp(page, path);
  await expectErrorState(page, fault);
  await expectRecovery(faulty, fault);
}

export function finish(outcome: Outcome) {
  recordResult("faults", outcome.tried, outcome.through.length);
  expect(outcome.through).toEqual([]);
}
