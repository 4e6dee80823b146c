// `npm run bench:bundle`: the JavaScript a browser really fetches, gzip-compressed, for each page.
// Starts the reference server on a free port with a temporary demo database, opens the built app in
// Debian's Chromium and records every script response. Pages are visited in one session, so each
// figure is what that page adds on top of the previous ones, plus the running total.
// Budget (foundation issue): /admin/login at most 170 KiB.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../server/src/start.ts";
import { launchChromium } from "./chromium.ts";

const LOGIN_BUDGET_KIB = 170;
const dir = mkdtempSync(path.join(tmpdir(), "admin-panel-bench-"));
const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  dbFile: path.join(dir, "shop.sqlite"),
  uploadDir: path.join(dir, "uploads"),
  demoSeed: true,
  // STATIC_DIR measures a build made elsewhere (BUILD_DIR=… npx remix vite:build); build/client otherwise.
  env: process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {},
});
const browser = await launchChromium();

const seen = new Map();
const page = await (await browser.newContext()).newPage();
page.on("response", async (response) => {
  const url = response.url();
  if (response.request().resourceType() !== "script" || seen.has(url)) return;
  try {
    seen.set(url, gzipSync(await response.body(), { level: 9 }).length);
  } catch {
    seen.set(url, 0);
  }
});

const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
const listed = new Set();
let before = 0;
async function measure(label, visit) {
  await visit();
  await page.waitForLoadState("networkidle");
  const total = [...seen.values()].reduce((a, b) => a + b, 0);
  rows.push({ label, added: total - before, total });
  // BENCH_FILES=1 lists what each page added, biggest first: where to look when a figure grows.
  if (process.env.BENCH_FILES) {
    const added = [...seen].filter(([url]) => !listed.has(url));
    for (const [url, bytes] of added.sort((a, b) => b[1] - a[1])) console.log(`    ${label}: ${kib(bytes)} KiB ${url.split("/").pop()}`);
    for (const [url] of added) listed.add(url);
  }
  before = total;
}

const base = `${server.url}/admin/`;
await measure("/admin/login", () => page.goto(`${base}login`));
await measure("dashboard (after login, lazy chart)", async () => {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.getByTestId("user-menu").waitFor();
  // The dashboard's chart is a lazy file of its own: wait for it so the row shows both parts.
  await page.locator("[data-chart-month] .recharts-wrapper").waitFor();
});
for (const extra of (process.env.BENCH_PAGES ?? "products,products/add").split(",").filter(Boolean)) {
  await measure(`/admin/${extra}`, async () => {
    await page.goto(`${base}${extra}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
  });
}

await browser.close();
await server.close();
rmSync(dir, { recursive: true, force: true });

console.log("JavaScript fetched (gzip -9), per page in one session:");
for (const row of rows)
  console.log(`  ${row.label.padEnd(34)} +${kib(row.added).padStart(7)} KiB   total ${kib(row.total).padStart(7)} KiB`);
const DASHBOARD_BUDGET_KIB = 250;
const chart = [...seen].filter(([url]) => /\/sales-bars-[^/]+\.js$/.test(url)).reduce((a, [, b]) => a + b, 0);
const dashboard = (rows[1].added - chart) / 1024;
console.log(
  `dashboard budget ${DASHBOARD_BUDGET_KIB} KiB without its lazy chart (${kib(chart)} KiB): ${dashboard <= DASHBOARD_BUDGET_KIB ? "within" : "OVER"} (${dashboard.toFixed(1)} KiB)`,
);
const login = rows[0].added / 1024;
console.log(`login budget ${LOGIN_BUDGET_KIB} KiB: ${login <= LOGIN_BUDGET_KIB ? "within" : "OVER"} (${login.toFixed(1)} KiB)`);
