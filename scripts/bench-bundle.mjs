// `npm run bench:bundle`: the JavaScript a browser really fetches, gzip-compressed, for each page.
// Starts the reference server on a free port with a temporary demo database, opens the built app in
// Debian's Chromium and records every script response (its size and count of files).
// - One session: /admin/login, sign-in to the dashboard, then BENCH_PAGES (each row is what that page
//   adds on top of the previous ones, plus the running total).
// - One fresh signed-in load: a new browser context holding only the session's cookies, full load of
//   /admin/products (what someone opening a bookmarked list pays, nothing cached).
// Budgets (docs/decisions/0001): /admin/login at most 150 KiB; the products list, loaded fresh, at most 220 KiB.
// STATIC_DIR measures a build made elsewhere (BUILD_DIR=… npx remix vite:build); build/client otherwise.
// BENCH_FILES=1 lists each page's files, biggest first: where to look when a figure grows.
// In those two, the side menu's idle prefetch of other screens' code (app/routing/prefetch.tsx) is
// off, as for a browser asking to save data: the figures are what each page itself loads.
// - Per screen (login, products, orders, dashboard, POS), a fresh load with the prefetch on: the JS
//   requested before the screen's first content (goal ≤ 220 KiB) and by network idle (≤ 300 KiB),
//   scripts/bench-fresh-load.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../server/src/start.ts";
import { launchChromium } from "./chromium.ts";
import { FRESH_SCREENS, freshLoad } from "./bench-fresh-load.ts";

const LOGIN_BUDGET_KIB = 150;
const PRODUCTS_FRESH_BUDGET_KIB = 220;
// Per screen, a fresh load with the idle prefetch on: before its first content, and by network idle.
const BEFORE_CONTENT_GOAL_KIB = 220;
const BY_IDLE_GOAL_KIB = 300;
const DASHBOARD_BUDGET_KIB = 250;

const dir = mkdtempSync(path.join(tmpdir(), "admin-panel-bench-"));
const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  dbFile: path.join(dir, "shop.sqlite"),
  uploadDir: path.join(dir, "uploads"),
  demoSeed: true,
  env: process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {},
});
const browser = await launchChromium();
const base = `${server.url}/admin/`;
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** A browser context whose pages ask to save data, so no screen's code is prefetched while idle. */
async function newContext(options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));
  // The live event stream never ends, so the network would never be idle: it answers 404 here, as a
  // backend without it does. The panel still loads its live code and asks once (both counted).
  await context.route("**/api/admin/events", (route) => route.fulfill({ status: 404, contentType: "application/json", body: "{}" }));
  return context;
}

/** Records the gzip size of every script a page of this context fetches, once per URL. */
function recordScripts(page) {
  const seen = new Map();
  page.on("response", async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== "script" || seen.has(url)) return;
    seen.set(url, 0);
    try {
      seen.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A body the browser dropped (a navigation away): counted as a file, without a size.
    }
  });
  return seen;
}

/** Runs `visit` and returns what it added to `seen`: bytes, files, and the files themselves. */
async function measure(page, seen, label, visit) {
  const before = new Set(seen.keys());
  await visit();
  await page.waitForLoadState("networkidle");
  const added = [...seen].filter(([url]) => !before.has(url)).sort((a, b) => b[1] - a[1]);
  if (process.env.BENCH_FILES) for (const [url, bytes] of added) console.log(`    ${label}: ${kib(bytes)} KiB ${url.split("/").pop()}`);
  return { label, bytes: added.reduce((sum, [, bytes]) => sum + bytes, 0), files: added.length, added };
}

async function signIn(page) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.getByTestId("user-menu").waitFor();
}

// One session, page after page.
const context = await newContext();
const page = await context.newPage();
const seen = recordScripts(page);
const rows = [];
rows.push(await measure(page, seen, "/admin/login", () => page.goto(`${base}login`)));
rows.push(
  await measure(page, seen, "dashboard (after login, lazy chart)", async () => {
    await signIn(page);
    // The dashboard's chart is a lazy file of its own: wait for it so the row shows both parts.
    await page.locator("[data-chart-month] .recharts-wrapper").waitFor();
  }),
);
for (const extra of (process.env.BENCH_PAGES ?? "products,products/add").split(",").filter(Boolean)) {
  rows.push(
    await measure(page, seen, `/admin/${extra}`, async () => {
      await page.goto(`${base}${extra}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
    }),
  );
}

// A fresh context with the session's cookies only: the full load of the products list.
const fresh = await newContext({ storageState: await context.storageState() });
const freshPage = await fresh.newPage();
const freshSeen = recordScripts(freshPage);
const productsFresh = await measure(freshPage, freshSeen, "/admin/products, fresh signed-in load", async () => {
  await freshPage.goto(`${base}products`);
  await freshPage.getByRole("heading", { level: 1 }).waitFor();
  await freshPage.getByTestId("user-menu").waitFor();
});

// Per screen, fresh loads as a browser that does not ask to save data makes them (idle prefetch on).
const screens = [];
for (const screen of FRESH_SCREENS)
  screens.push({ screen, load: await freshLoad(browser, server.url, screen, await context.storageState()) });

await browser.close();
await server.close();
rmSync(dir, { recursive: true, force: true });

console.log("JavaScript fetched (gzip -9), per page in one session:");
let total = 0;
for (const row of rows) {
  total += row.bytes;
  console.log(
    `  ${row.label.padEnd(36)} +${kib(row.bytes).padStart(7)} KiB in ${String(row.files).padStart(3)} files   total ${kib(total).padStart(7)} KiB`,
  );
}
console.log(
  `  ${productsFresh.label.padEnd(36)}  ${kib(productsFresh.bytes).padStart(7)} KiB in ${String(productsFresh.files).padStart(3)} files`,
);

function budgetLine(name, bytes, files, budgetKiB) {
  const within = bytes / 1024 <= budgetKiB;
  console.log(
    `${name.padEnd(44)} ${kib(bytes).padStart(7)} KiB in ${String(files).padStart(3)} files   goal ≤ ${budgetKiB} KiB: ${within ? "within" : "OVER"}`,
  );
}
console.log("Budgets:");
budgetLine("/admin/login", rows[0].bytes, rows[0].files, LOGIN_BUDGET_KIB);
budgetLine("/admin/products, fresh signed-in load", productsFresh.bytes, productsFresh.files, PRODUCTS_FRESH_BUDGET_KIB);
const chart = rows[1].added.filter(([url]) => /\/sales-bars-[^/]+\.js$/.test(url)).reduce((sum, [, bytes]) => sum + bytes, 0);
budgetLine(`dashboard after login, without its chart (${kib(chart)} KiB)`, rows[1].bytes - chart, rows[1].files, DASHBOARD_BUDGET_KIB);

console.log("Fresh load per screen (idle prefetch on): JS before first content, JS by idle");
for (const { screen, load } of screens) {
  const { before, byIdle } = load;
  const verdict = (bytes, goal) => (bytes / 1024 <= goal ? "within" : "OVER");
  console.log(
    `  ${screen.name.padEnd(10)} before first content ${kib(before.bytes).padStart(7)} KiB in ${String(before.files).padStart(3)} files (goal ≤ ${BEFORE_CONTENT_GOAL_KIB}: ${verdict(before.bytes, BEFORE_CONTENT_GOAL_KIB)})` +
      `   by idle ${kib(byIdle.bytes).padStart(7)} KiB in ${String(byIdle.files).padStart(3)} files (goal ≤ ${BY_IDLE_GOAL_KIB}: ${verdict(byIdle.bytes, BY_IDLE_GOAL_KIB)})` +
      `   first content at ${load.firstContent.toFixed(0)} ms`,
  );
  if (process.env.BENCH_FILES)
    for (const file of load.files)
      console.log(`    ${screen.name}: ${kib(file.bytes)} KiB ${file.name} ${file.before ? "before first content" : "after"}`);
}
