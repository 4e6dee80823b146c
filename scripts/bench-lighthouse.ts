/*
 * `npm run bench:lighthouse`: Lighthouse (desktop preset) on the login page, the dashboard and the
 * products list, signed in where the page needs it; prints the performance, accessibility and
 * best-practices scores with the goal (≥ 98 each) beside them. Not part of `npm test`.
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

const GOAL = 98;
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

interface PageScores {
  label: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
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
  const result = await lighthouse(url, flags, desktopConfig);
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
    results.push(await audit(context, debuggingPort, "/admin/login", `${base}login`));

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}login`);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.getByTestId("user-menu").waitFor();
    await page.goto("about:blank");

    results.push(await audit(context, debuggingPort, "dashboard /admin/", base));
    results.push(await audit(context, debuggingPort, "products /admin/products", `${base}products`));
  } finally {
    await context.close();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }

  console.log(`Lighthouse, desktop preset, scores (goal ≥ ${GOAL} each):`);
  console.log(`  ${"page".padEnd(28)} ${CATEGORIES.map((id) => id.padStart(15)).join("")}`);
  for (const result of results) {
    const cells = CATEGORIES.map((id) => `${result.scores[id] >= GOAL ? " " : "!"}${result.scores[id]}`.padStart(15)).join("");
    console.log(`  ${result.label.padEnd(28)} ${cells}`);
  }
  for (const result of results) {
    if (result.failing.length === 0) continue;
    console.log(`  ${result.label}, audits below 100:`);
    for (const line of result.failing) console.log(`    ${line}`);
  }
  const missed = results.flatMap((result) => CATEGORIES.filter((id) => result.scores[id] < GOAL).map((id) => `${result.label} ${id}`));
  console.log(missed.length === 0 ? `every score ≥ ${GOAL}: within` : `below ${GOAL}: ${missed.join(", ")}`);
}

await main();
