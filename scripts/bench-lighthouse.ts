/*
 * `npm run bench:lighthouse`: Lighthouse (desktop preset) on the login page, the dashboard and the
 * products list, signed in where the page needs it; prints the performance, accessibility and
 * best-practices scores with the goal (≥ 98 each) beside them. Not part of `npm test`.
 *
 * `npm run bench:lighthouse -- --mobile`: Lighthouse's own default, a mid-range phone (screen
 * emulation, 4× slower CPU, slow 4G simulated), on the login page (the lightest screen: what the
 * stack reaches without a session or data), the products list and the till; the goals are
 * performance ≥ 95 and accessibility 100. Each page is audited LIGHTHOUSE_RUNS times (default 5 on
 * the phone, 1 on the desktop); the median of each score is printed, with the lowest beside it.
 *
 *   STATIC_DIR=/tmp/build-x/client node --import tsx scripts/bench-lighthouse.ts
 *   LIGHTHOUSE_REPORTS=/tmp/lh node --import tsx scripts/bench-lighthouse.ts   (keeps each JSON report)
 *
 * The reference server runs in its own process on a temporary demo database and serves the build
 * (STATIC_DIR, default build/client). Debian's Chromium runs with the project's flags
 * (scripts/chromium.ts) and a debugging port; Lighthouse drives a new tab of that same browser, so
 * the session cookies set by signing in through the login form are there. Storage is kept between
 * runs (Lighthouse would otherwise clear the session), the HTTP cache is cleared before each run, so
 * every page is measured on a cold load. Each audit failing below a score of 1 is listed under its page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { freePort, root, startServerProcess } from "./bench-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
type Category = (typeof CATEGORIES)[number];
const mobile = process.argv.includes("--mobile");
const GOALS: Record<Category, number> = mobile
  ? { performance: 95, accessibility: 100, "best-practices": 98 }
  : { performance: 98, accessibility: 98, "best-practices": 98 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (mobile ? 5 : 1));
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

interface PageScores {
  label: string;
  url: string;
  scores: Record<Category, number>;
  /** The audits of these categories that did not pass, worst first: what to fix. */
  failing: string[];
}

/** A cold load of `url` in a new tab of the browser listening on `port`, audited by Lighthouse. */
async function audit(context: BrowserContext, port: number, label: string, url: string): Promise<PageScores> {
  // The HTTP cache, not the cookies: Lighthouse's own storage reset would sign the session out.
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  };
  // No config: Lighthouse's default is its phone.
  const result = await lighthouse(url, flags, mobile ? undefined : desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr: Result = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${label.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr, null, 1));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageScores["scores"];
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item !== undefined && item.score !== null && item.score < 1)
      .map((item) => `${id}: ${item.id} (${Math.round((item.score ?? 0) * 100)}) ${item.displayValue ?? ""}`.trim()),
  );
  return { label, url, scores, failing };
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "admin-panel-lighthouse-"));
  const server = await startServerProcess({
    DB_FILE: path.join(scratch, "shop.sqlite"),
    UPLOAD_DIR: path.join(scratch, "uploads"),
    STATIC_DIR: path.resolve(root, process.env.STATIC_DIR ?? "build/client"),
    DEMO_SEED: "1",
  });
  const debuggingPort = await freePort();
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its cookies.
  const context = await chromium.launchPersistentContext(path.join(scratch, "profile"), {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
    headless: true,
  });
  const results: PageScores[] = [];
  try {
    const base = `${server.url}/admin/`;
    results.push(...(await audits(context, debuggingPort, "/admin/login", `${base}login`)));

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}login`);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.getByTestId("user-menu").waitFor();
    await page.goto("about:blank");

    if (!mobile) results.push(...(await audits(context, debuggingPort, "dashboard /admin/", base)));
    results.push(...(await audits(context, debuggingPort, "products /admin/products", `${base}products`)));
    if (mobile) results.push(...(await audits(context, debuggingPort, "till /admin/pos/manager", `${base}pos/manager`)));
  } finally {
    await context.close();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }

  report(results);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Per page: the median score of each category over the runs (the lowest beside it), then what failed. */
function report(results: PageScores[]): void {
  const labels = [...new Set(results.map((result) => result.label))];
  const goals = CATEGORIES.map((id) => `${id} ≥ ${GOALS[id]}`).join(", ");
  console.log(
    `Lighthouse, ${mobile ? "phone (Lighthouse's default)" : "desktop preset"}, ${RUNS} run(s) per page; median (lowest); goals: ${goals}`,
  );
  console.log(`  ${"page".padEnd(28)} ${CATEGORIES.map((id) => id.padStart(18)).join("")}`);
  const missed: string[] = [];
  for (const label of labels) {
    const runs = results.filter((result) => result.label === label);
    const cells = CATEGORIES.map((id) => {
      const scores = runs.map((run) => run.scores[id]);
      const middle = median(scores);
      if (middle < GOALS[id]) missed.push(`${label} ${id}`);
      return `${middle >= GOALS[id] ? " " : "!"}${middle} (${Math.min(...scores)})`.padStart(18);
    }).join("");
    console.log(`  ${label.padEnd(28)} ${cells}`);
  }
  for (const label of labels) {
    const failing = [...new Set(results.filter((result) => result.label === label).flatMap((result) => result.failing))];
    if (failing.length === 0) continue;
    console.log(`  ${label}, audits below 100 (in any run):`);
    for (const line of failing) console.log(`    ${line}`);
  }
  console.log(missed.length === 0 ? "every median meets its goal" : `below the goal: ${missed.join(", ")}`);
}

/** `RUNS` cold loads of one page. */
async function audits(context: BrowserContext, port: number, label: string, url: string): Promise<PageScores[]> {
  const found: PageScores[] = [];
  for (let run = 0; run < RUNS; run += 1) found.push(await audit(context, port, label, url));
  return found;
}

await main();
