/*
 * A fresh full load of one screen, as someone opening a bookmark sees it: a new browser context (the
 * session's cookies and storage, nothing in the cache), the screen's URL, and then
 *
 *   first content  navigation start → the screen's first content in the DOM, at an animation frame
 *                  (a list's first row, the dashboard's heading, the till's first card, the login form)
 *   JS before      the scripts (gzip -9 bytes, files) whose request started before that moment
 *   JS by idle     every script fetched until the page has been quiet for two idle periods (what the
 *                  side menu prefetches while idle included)
 *
 * Used by bench:bundle (the JavaScript per screen) and bench:nav (the time to the first row).
 */
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

/** A screen as a fresh load opens it: its path under /admin/ and what shows its first content. */
export interface FreshScreen {
  name: string;
  path: string;
  content: string;
  signedIn: boolean;
}

export const FRESH_SCREENS: readonly FreshScreen[] = [
  { name: "login", path: "login", content: 'input[type="email"], input[name="email"]', signedIn: false },
  { name: "products", path: "products", content: "tbody tr", signedIn: true },
  { name: "orders", path: "orders", content: "tbody tr", signedIn: true },
  { name: "dashboard", path: "", content: "main h1", signedIn: true },
  { name: "POS", path: "pos/manager", content: ".pos-card", signedIn: true },
];

export interface Scripts {
  bytes: number;
  files: number;
}

export interface FreshLoad {
  /** ms from navigation start to the first content, at an animation frame. */
  firstContent: number;
  before: Scripts;
  byIdle: Scripts;
  /** Each script's file name and gzip bytes, biggest first, and whether it started before the first content. */
  files: { name: string; bytes: number; before: boolean }[];
}

type StorageState = BrowserContextOptions["storageState"];

/** The gzip size of each script the page fetches, by URL. */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on("response", (response) => {
    const url = response.url();
    if (!url.endsWith(".js") || sizes.has(url)) return;
    sizes.set(url, 0);
    response.body().then(
      (body) => sizes.set(url, gzipSync(body, { level: 9 }).length),
      () => undefined, // a body the browser dropped: a file without a size
    );
  });
  return sizes;
}

/** Script URLs the page asked for, and when each request started (ms from navigation start). */
function scriptStarts(page: Page): Promise<{ name: string; startTime: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  );
}

/** Waits until no new resource has started over two idle periods of the browser (and 500 ms each). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  let count = -1;
  for (;;) {
    const now = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestIdleCallback(() => setTimeout(() => resolve(performance.getEntriesByType("resource").length), 500)),
        ),
    );
    if (now === count) return;
    count = now;
  }
}

function sum(urls: Iterable<string>, sizes: Map<string, number>): Scripts {
  let bytes = 0;
  let files = 0;
  for (const url of urls) {
    bytes += sizes.get(url) ?? 0;
    files += 1;
  }
  return { bytes, files };
}

/** One fresh load of `screen` at `origin` (the server's, without /admin/). */
export async function freshLoad(browser: Browser, origin: string, screen: FreshScreen, storageState?: StorageState): Promise<FreshLoad> {
  const context = await browser.newContext({
    locale: "it-IT",
    viewport: { width: 1440, height: 900 },
    ...(screen.signedIn ? { storageState } : {}),
  });
  // The live event stream never ends, so the network would never be idle: it answers 404 here, as a
  // backend without it does. The panel still loads its live code and asks once (both counted).
  await context.route("**/api/admin/events", (route) => route.fulfill({ status: 404, contentType: "application/json", body: "{}" }));
  try {
    const page = await context.newPage();
    const sizes = recordScripts(page);
    await page.goto(`${origin}/admin/${screen.path}`, { waitUntil: "commit" });
    const found = await page.waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : 0), screen.content, {
      polling: "raf",
      timeout: 60_000,
    });
    const firstContent = Number(await found.jsonValue());
    await settle(page);
    const started = await scriptStarts(page);
    const before = new Set(started.filter((entry) => entry.startTime < firstContent).map((entry) => entry.name));
    const all = new Set(started.map((entry) => entry.name));
    const files = [...all]
      .map((url) => ({ name: url.split("/").pop() ?? url, bytes: sizes.get(url) ?? 0, before: before.has(url) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { firstContent, before: sum(before, sizes), byIdle: sum(all, sizes), files };
  } finally {
    await context.close();
  }
}

/** Signs in through the login form of `origin` and returns the browser's session (cookies, storage). */
export async function signedInState(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext({ locale: "it-IT" });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/admin/login`);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.getByTestId("user-menu").waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}
