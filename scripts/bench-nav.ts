/*
 * List navigation latency as the browser sees it: a click on a list's next (or previous) page control
 * to the new rows painted, on the products and orders lists, for the demo shop and the bench shop
 * (≈100,000 products, 200,000 orders). Each click is split into where its time goes:
 *
 *   before  click → the list's API request starts (router, loaders, middleware); 0 without one
 *   request the API request itself (start → last byte); 0 when the page was fetched ahead
 *   render  last byte (or the click) → new rows in the DOM (JSON, React render and commit)
 *   paint   new rows in the DOM → the next animation frame (layout, other tasks in the way)
 *
 * and counts the requests the click made (one API request is the goal: only the list's own).
 *
 * Each list is clicked through three times:
 *   at once      each click as soon as the previous rows are painted (a machine's pace: the list
 *                has had no time to fetch the next page ahead, so every click waits for the server);
 *   100 ms apart each click 100 ms after the previous rows are painted (someone paging quickly);
 *   after pause  each click after the browser has idled and BENCH_PAUSE_MS (600) more, someone
 *                glancing at the rows: the list has fetched the next page ahead while idle.
 *
 *   npm run build && node --import tsx scripts/bench-nav.ts
 *   STATIC_DIR=/tmp/build/client BENCH_CLICKS=60 BENCH_SHOPS=demo node --import tsx scripts/bench-nav.ts
 *
 * The server runs in its own process (scripts/bench-server.ts); the clock runs inside the page:
 * performance.now() at the click, a MutationObserver until the first row's text changes, then one
 * animation frame; the request's times come from the Resource Timing entries of that click.
 * Goals (docs/decisions/0001): p50 ≤ 40 ms and p95 ≤ 100 ms.
 *
 * On the demo shop it first opens the products list fresh, BENCH_FRESH_RUNS times, to its first row,
 * with the login page's form as the floor beside it (scripts/bench-nav-fresh.ts; BENCH_BASELINE_DIR
 * adds another build beside it).
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { benchDbFile, percentile, root, seedBenchIfMissing, startServerProcess } from "./bench-server";
import { launchChromium } from "./chromium";
import { FRESH_HEADER, FRESH_RUNS, measureFreshLoads } from "./bench-nav-fresh";

const CLICKS = Number(process.env.BENCH_CLICKS ?? 60);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 600);
const MODES = [
  { name: "at once", pause: 0, idle: false },
  { name: "100 ms apart", pause: 100, idle: false },
  { name: "after pause", pause: PAUSE_MS, idle: true },
] as const;
type Mode = (typeof MODES)[number];
const SHOPS = (process.env.BENCH_SHOPS ?? "demo,bench").split(",");
const LISTS = ["products", "orders"];
const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(root, "build", "client"));
const GOAL = { p50: 40, p95: 100 };

interface Click {
  total: number;
  before: number;
  request: number;
  render: number;
  paint: number;
  requests: number;
}

/*
 * Runs in the page: clicks the control named `label`, waits for new rows, returns the click's figures.
 * Plain source text: tsx would wrap named functions in a helper that does not exist in the browser.
 */
const CLICK_AND_MEASURE = `(async (label) => {
  const firstRow = () => (document.querySelector("tbody tr") || {}).textContent || "";
  const before = firstRow();
  const control = document.querySelector('[aria-label="' + label + '"]');
  if (!control || control.disabled || control.getAttribute("data-disabled") === "true") return null;
  performance.clearResourceTimings();
  const start = performance.now();
  let committed = start;
  control.click();
  await new Promise((resolve) => {
    const done = () => {
      committed = performance.now();
      requestAnimationFrame(() => resolve());
    };
    const observer = new MutationObserver(() => {
      if (firstRow() !== before) {
        observer.disconnect();
        done();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const painted = performance.now();
  const entries = performance.getEntriesByType("resource").filter((e) => e.startTime >= start);
  // The click's own API requests: those started before the rows came (the next page's fetch-ahead
  // may start before the frame and is not this click's).
  const api = entries.filter((e) => e.name.includes("/api/") && e.startTime < committed);
  const first = api.length ? Math.min(...api.map((e) => e.startTime)) : start;
  const last = api.length ? Math.max(...api.map((e) => e.responseEnd)) : start;
  return {
    total: painted - start,
    before: first - start,
    request: last - first,
    render: committed - last,
    paint: painted - committed,
    requests: api.length,
  };
})`;

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/admin/login?redirect=%2Fproducts`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.locator("tbody tr").first().waitFor();
}

/** `CLICKS` page changes: forward until the last page, then back, and so on; `pause` ms before each. */
async function measureList(page: Page, url: string, list: string, { pause, idle }: Mode): Promise<Click[]> {
  await page.goto(`${url}/admin/${list}`);
  await page.locator("tbody tr").first().waitFor();
  const clicks: Click[] = [];
  let label = "Pagina successiva";
  // Warm-up: the first clicks load the code and fill caches.
  for (let i = -3; i < CLICKS; i++) {
    if (idle) await page.evaluate(`new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, ${pause})))`);
    else if (pause > 0) await page.evaluate(`new Promise((resolve) => setTimeout(resolve, ${pause}))`);
    let click = await page.evaluate<Click | null>(`${CLICK_AND_MEASURE}(${JSON.stringify(label)})`);
    if (!click) {
      label = label === "Pagina successiva" ? "Pagina precedente" : "Pagina successiva";
      click = await page.evaluate<Click | null>(`${CLICK_AND_MEASURE}(${JSON.stringify(label)})`);
      if (!click) throw new Error(`${list}: no page to go to`);
    }
    if (i >= 0) clicks.push(click);
  }
  return clicks;
}

function summary(clicks: Click[]) {
  const of = (key: keyof Click) => clicks.map((c) => c[key]).sort((a, b) => a - b);
  const total = of("total");
  return {
    p50: percentile(total, 50),
    p95: percentile(total, 95),
    before: percentile(of("before"), 50),
    request: percentile(of("request"), 50),
    render: percentile(of("render"), 50),
    paint: percentile(of("paint"), 50),
    requests: Math.max(...clicks.map((c) => c.requests)),
  };
}

async function shopDatabase(shop: string, scratch: string): Promise<Record<string, string>> {
  const dbFile = path.join(scratch, "shop.sqlite");
  if (shop === "demo") return { DB_FILE: dbFile, DEMO_SEED: "1" };
  seedBenchIfMissing();
  // A copy: signing in writes tokens, and the source stays reusable.
  copyFileSync(benchDbFile, dbFile);
  return { DB_FILE: dbFile, DEMO_SEED: "0" };
}

async function main() {
  if (!existsSync(path.join(staticDir, "index.html"))) throw new Error(`no build in ${staticDir}: npm run build (or STATIC_DIR=…)`);
  const browser = await launchChromium();
  const lines: string[] = [];
  let fresh: string[] = [];
  try {
    if (SHOPS.includes("demo")) {
      console.log("fresh loads of the products list...");
      fresh = await measureFreshLoads(browser, staticDir);
    }
    for (const shop of SHOPS) {
      const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-nav-"));
      console.log(`${shop} shop: starting the server...`);
      const server = await startServerProcess({
        ...(await shopDatabase(shop, scratch)),
        STATIC_DIR: staticDir,
        UPLOAD_DIR: path.join(scratch, "up"),
      });
      try {
        const context = await browser.newContext({ locale: "it-IT", viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await signIn(page, server.url);
        for (const list of LISTS) {
          for (const mode of MODES) {
            const s = summary(await measureList(page, server.url, list, mode));
            const verdict = s.p50 <= GOAL.p50 && s.p95 <= GOAL.p95 ? "within goal" : "OVER goal";
            lines.push(
              `${shop.padEnd(6)}${list.padEnd(10)}${mode.name.padEnd(12)}${s.p50.toFixed(1).padStart(8)}${s.p95.toFixed(1).padStart(8)}` +
                `${s.before.toFixed(1).padStart(9)}${s.request.toFixed(1).padStart(9)}${s.render.toFixed(1).padStart(9)}${s.paint.toFixed(1).padStart(9)}${String(s.requests).padStart(10)}   ${verdict}`,
            );
            console.log(lines[lines.length - 1]);
          }
        }
        await context.close();
      } finally {
        await server.stop();
        rmSync(scratch, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nnext/previous page click → new rows painted, ${CLICKS} clicks per list after 3 warm-up; ms; goal p50 ≤ ${GOAL.p50}, p95 ≤ ${GOAL.p95}`,
  );
  console.log(`before/request/render/paint: p50 of each phase; requests: the most any click made before its rows came (goal 1)`);
  console.log(
    `clicks: "at once" right after the previous rows painted, "100 ms apart" 100 ms after, "after pause" once idle + ${PAUSE_MS} ms\n`,
  );
  console.log(
    `${"shop".padEnd(6)}${"list".padEnd(10)}${"clicks".padEnd(12)}${"p50".padStart(8)}${"p95".padStart(8)}${"before".padStart(9)}${"request".padStart(9)}${"render".padStart(9)}${"paint".padStart(9)}${"requests".padStart(10)}`,
  );
  for (const line of lines) console.log(line);
  if (fresh.length === 0) return;
  console.log(`\nfresh load of the products list (demo shop) → first row shown, and of the login page → its form, ${FRESH_RUNS} loads; ms`);
  console.log(FRESH_HEADER);
  for (const line of fresh) console.log(line);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
