/*
 * Navigation latency of list pages at benchmark volumes (≈100,000 products, 200,000 orders): the time
 * from a click on the list's "next page" control to the new rows painted, as the browser sees it,
 * for the products list and the orders list.
 *
 *   node --import tsx scripts/bench-nav.ts        # needs `npm run build` and the bench database
 *   BENCH_DB_FILE=/path/to/bench.sqlite BENCH_CLICKS=40 node --import tsx scripts/bench-nav.ts
 *
 * The bench database is the one scripts/bench-api.ts builds (seed CLI, `--scale bench`). The clock
 * runs inside the page: performance.now() at the click, then a MutationObserver waits until the
 * first row's text changes, then one animation frame (the paint). Figures are printed, not judged.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../server/src/start";
import { launchChromium } from "./chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.resolve(process.env.BENCH_DB_FILE ?? path.join(os.tmpdir(), "shop-bench.sqlite"));
const CLICKS = Number(process.env.BENCH_CLICKS ?? 40);

if (!existsSync(path.join(root, "build", "client", "index.html"))) throw new Error("build the app first: npm run build");
if (!existsSync(source)) {
  console.log(`building the bench database in ${source} (a few minutes)...`);
  const res = spawnSync(process.execPath, ["--import", "tsx", "server/src/seed/cli.ts", "--reset", "--demo", "--scale", "bench"], {
    cwd: root,
    env: { ...process.env, DB_FILE: source },
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error("seeding the bench database failed");
}

// Work on a copy: signing in writes tokens, and the source stays reusable.
const dir = mkdtempSync(path.join(os.tmpdir(), "admin-panel-bench-nav-"));
const dbFile = path.join(dir, "shop.sqlite");
copyFileSync(source, dbFile);
const server = await startServer({ port: 0, host: "127.0.0.1", dbFile, uploadDir: path.join(dir, "uploads"), env: {} });
const browser = await launchChromium();

/*
 * Runs in the page. Kept as plain source text: tsx would wrap named functions in a helper that does
 * not exist inside the browser.
 */
const CLICK_NEXT_AND_WAIT = `(async () => {
  const firstRow = () => (document.querySelector("tbody tr") || {}).textContent || "";
  const before = firstRow();
  const next = document.querySelector('[aria-label="Pagina successiva"]');
  if (!next) throw new Error("no next-page control");
  const start = performance.now();
  next.click();
  await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (firstRow() !== before) {
        observer.disconnect();
        requestAnimationFrame(() => resolve());
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return performance.now() - start;
})()`;

try {
  const page = await (await browser.newContext({ locale: "it-IT" })).newPage();
  await page.goto(`${server.url}/admin/login?redirect=%2Fproducts`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.locator("tbody tr").first().waitFor();

  for (const list of ["products", "orders"]) {
    if (list !== "products") {
      await page.goto(`${server.url}/admin/${list}`);
      await page.locator("tbody tr").first().waitFor();
    }
    const timings: number[] = [];
    for (let i = 0; i < CLICKS; i++) {
      const ms = await page.evaluate<number>(CLICK_NEXT_AND_WAIT);
      timings.push(ms);
    }
    timings.sort((a, b) => a - b);
    const at = (p: number) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)];
    console.log(`${list} list, next page → new rows painted, ${CLICKS} clicks on ${path.basename(source)}:`);
    console.log(`  p50 ${at(50).toFixed(1)} ms   p95 ${at(95).toFixed(1)} ms   max ${timings[timings.length - 1].toFixed(1)} ms`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
