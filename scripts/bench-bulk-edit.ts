/*
 * The bulk editor of prices and stock (/admin/products/bulk-edit) as the browser sees it, at the
 * bench scale of 1,000 variants: the newest products of the bench shop (scripts/bench-server.ts,
 * `--scale bench`, seeded on first use) whose variants add up to at most BENCH_VARIANTS (1,000),
 * as the extension's `GET product/bulk-edit/rows` lists them (newest first), opened with `?ids=`.
 * Not part of `npm test`; nothing is asserted on time.
 *
 *   npm run build && npm run bench:bulk-edit
 *   STATIC_DIR=/tmp/build/client BENCH_LOADS=20 BENCH_MOVES=400 npm run bench:bulk-edit
 *
 * Figures (p50 / p95, the clock inside the page; scripts/bench-bulk-edit-page.ts):
 *  1. open: a full load of the editor's URL (navigation start → the grid's first row of cells
 *     painted) and an in-app navigation to it from the products list (the router's navigate, as a
 *     link click → the same), BENCH_LOADS (12) each, split by the rows request; goal ≤ 1 s;
 *  2. keyboard moves: ArrowDown / ArrowRight / ArrowLeft on the focused grid, keydown's
 *     event.timeStamp → aria-activedescendant changed → the next frame painted, BENCH_MOVES (240),
 *     down the grid 30 rows at a time and across all its columns; goal ≤ 16 ms. Also printed: the
 *     keydown → the attribute changed (handler, render, commit), the part that does not wait for the
 *     next frame: a 60 Hz frame's wait alone averages 8 ms;
 *  3. paste of a 200 × 3 block (purchased, selling, offered) at the first row → the visible pasted
 *     rows painted with their changes and the cursor (at the block's end) in view, BENCH_PASTES (12),
 *     each undone with Ctrl+Z; goal ≤ 200 ms;
 *  4. save of 500 changed stock cells (a pasted column of quantities): a click on "review" → the
 *     dialog's save painted, a click on save → the summary painted, BENCH_SAVES (6) on the one
 *     copy of the database, each save with other values than the last; goal ≤ 3 s for the two.
 * The first load, navigation, paste and save and the first ten moves are warm-ups, left out. The server runs in its own process on a
 * copy of the bench database (signing in and the saves write to it; the source stays as seeded).
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { ARM_MOVE, NAVIGATE, OPEN_WATCH, PASTE, REVIEW_AND_SAVE } from "./bench-bulk-edit-page";
import { benchDbFile, benchSignIn, percentile, root, seedBenchIfMissing, startServerProcess } from "./bench-server";
import { launchChromium } from "./chromium";

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 1000);
const LOADS = Math.max(10, Number(process.env.BENCH_LOADS ?? 12));
const MOVES = Math.max(200, Number(process.env.BENCH_MOVES ?? 240));
const PASTES = Math.max(10, Number(process.env.BENCH_PASTES ?? 12));
const SAVES = Math.max(5, Number(process.env.BENCH_SAVES ?? 6));
const PASTE_ROWS = 200;
const SAVE_CELLS = 500;
const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(root, "build", "client"));
const GOALS = { open: 1000, move: 16, paste: 200, save: 3000 };

interface Variant {
  id: number;
  variant: string;
}
interface Product {
  id: number;
  purchased: number;
  selling: number;
  offered: number;
  inventories: Variant[];
}

/**
 * The grid's rows as the editor lays them out (features/catalog/bulk-edit/rows.ts): a product with
 * one variant without attribute values is one row ("single"), any other a product row then its
 * variants' rows. A product's prices are on its product or single row; stock on every other row.
 */
interface GridRow {
  product: Product;
  kind: "product" | "variant" | "single";
}
const gridRows = (products: Product[]): GridRow[] =>
  products.flatMap((product): GridRow[] =>
    product.inventories.length === 1 && product.inventories[0].variant === ""
      ? [{ product, kind: "single" }]
      : [{ product, kind: "product" }, ...product.inventories.map((): GridRow => ({ product, kind: "variant" }))],
  );

/** The newest products whose variants add up to at most `VARIANTS`, as the rows route lists them. */
async function pickProducts(url: string, token: string): Promise<Product[]> {
  const res = await fetch(`${url}/api/admin/product/bulk-edit/rows`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`product/bulk-edit/rows answered ${res.status}: is the extension merged?`);
  const all = ((await res.json()) as { data: { products: Product[] } }).data.products;
  const picked: Product[] = [];
  let variants = 0;
  for (const product of all) {
    if (variants + product.inventories.length > VARIANTS) break;
    picked.push(product);
    variants += product.inventories.length;
  }
  return picked;
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/login?redirect=%2Fproducts`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("admin123");
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.locator("tbody tr").first().waitFor();
}

const cell = (page: Page, row: number, column: string) =>
  page.locator(`[data-bulk-grid] [role=row][aria-rowindex="${row + 2}"] [data-col="${column}"]`);

/** The grid at its first row, the cursor on `column` there, the grid focused (a click on that cell). */
async function cursorToTop(page: Page, column: string): Promise<void> {
  await page.locator("[data-bulk-grid]").focus();
  await page.keyboard.press("Control+Home");
  await cell(page, 0, column).click();
  await page.waitForFunction(() => document.activeElement?.hasAttribute("data-bulk-grid") === true);
}

const countIs = (page: Page, count: number) =>
  page.waitForFunction((n) => new RegExp(`(^|\\D)${n}(\\D|$)`).test(document.querySelector("[data-bulk-count]")?.textContent ?? ""), count);

interface Open {
  total: number;
  rows: number;
}

async function measureOpens(page: Page, url: string, ids: string): Promise<{ load: Open[]; inApp: Open[] }> {
  const load: Open[] = [];
  const inApp: Open[] = [];
  for (let i = -1; i < LOADS; i++) {
    await page.goto(`${url}/admin/products/bulk-edit?ids=${ids}`);
    const open = await page.evaluate<{ painted: number; rowsStart: number; rowsEnd: number }>("window.__bulkOpen");
    if (i >= 0) load.push({ total: open.painted, rows: open.rowsEnd - open.rowsStart });
  }
  for (let i = -1; i < LOADS; i++) {
    await page.goto(`${url}/admin/products`);
    await page.locator("tbody tr").first().waitFor();
    const nav = await page.evaluate<{ total: number; rowsStart: number; rowsEnd: number }>(
      `${NAVIGATE}(${JSON.stringify(`/products/bulk-edit?ids=${ids}`)})`,
    );
    if (i >= 0) inApp.push({ total: nav.total, rows: nav.rowsEnd - nav.rowsStart });
  }
  return { load, inApp };
}

/** Down 30 rows, across every column, down 30, back across, …: `MOVES` keys after 10 of warm-up. */
async function measureMoves(page: Page): Promise<Record<string, number[]>> {
  await cursorToTop(page, "title");
  const columns = await page.locator("[data-bulk-grid] [role=columnheader]").count();
  const keys: string[] = [];
  for (let lap = 0; keys.length < MOVES + 10; lap++) {
    for (let i = 0; i < 30; i++) keys.push("ArrowDown");
    for (let i = 1; i < columns; i++) keys.push(lap % 2 === 0 ? "ArrowRight" : "ArrowLeft");
  }
  const times: Record<string, number[]> = { ArrowDown: [], ArrowRight: [], ArrowLeft: [], committed: [] };
  for (const [i, key] of keys.slice(0, MOVES + 10).entries()) {
    await page.evaluate(ARM_MOVE);
    await page.keyboard.press(key);
    const move = await page.evaluate<{ ms: number; committed: number; to: string }>("window.__bulkMove");
    if (i < 10) continue;
    times[key].push(move.ms);
    times.committed.push(move.committed);
  }
  return times;
}

/**
 * A 200 × 3 block of prices for the grid's first 200 rows, each price other than the loaded one (so
 * every price cell of the block is a change) and valid (purchased and selling above 0, offered not
 * above selling). A variant's row holds no price: its line is pasted and skipped, as a user's would be.
 */
function priceBlock(rows: GridRow[], run: number): string {
  const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
  return rows
    .slice(0, PASTE_ROWS)
    .map(({ product: p }) => {
      const step = 1 + (run % 5) / 100;
      return [p.purchased + step, p.selling + 2 * step, p.offered > 0 ? p.offered + step : step].map(cents).join("\t");
    })
    .join("\n");
}

async function measurePastes(page: Page, rows: GridRow[]): Promise<number[]> {
  const times: number[] = [];
  for (let i = -1; i < PASTES; i++) {
    await cursorToTop(page, "purchased");
    const ms = await page.evaluate<number>(
      `${PASTE}(${JSON.stringify({ text: priceBlock(rows, i + 1), top: 0, height: PASTE_ROWS, columns: ["purchased", "selling", "offered"] })})`,
    );
    if (i >= 0) times.push(ms);
    await page.keyboard.press("Control+z");
    await countIs(page, 0);
  }
  return times;
}

async function measureSaves(page: Page, rows: GridRow[]): Promise<{ review: number; save: number }[]> {
  // The column's rows down to the 500th stock cell (a product row has none: its line is skipped).
  let height = 0;
  for (let seen = 0; seen < SAVE_CELLS; height++) {
    if (height >= rows.length) throw new Error(`fewer than ${SAVE_CELLS} stock cells`);
    if (rows[height].kind !== "product") seen++;
  }
  const runs: { review: number; save: number }[] = [];
  for (let i = -1; i < SAVES; i++) {
    // Stock the seed never gives (0–120), other than the last save's: every cell is a change.
    const text = Array.from({ length: height }, () => String(1000 + i + 1)).join("\n");
    await cursorToTop(page, "quantity");
    await page.evaluate(`${PASTE}(${JSON.stringify({ text, top: 0, height, columns: ["quantity"] })})`);
    await countIs(page, SAVE_CELLS);
    const run = await page.evaluate<{ review: number; save: number; summary: string }>(REVIEW_AND_SAVE);
    // The summary in Italian: "Salvati: N · rifiutati: 0 · in conflitto: 0"; anything refused makes the figure meaningless.
    if (!/rifiutati: 0 · in conflitto: 0/.test(run.summary)) throw new Error(`save ${i + 1}: ${run.summary}`);
    if (i >= 0) runs.push(run);
    await countIs(page, 0);
    await page.getByRole("dialog").getByRole("button", { name: "Chiudi", exact: true }).last().click();
    await page.locator("[data-bulk-summary]").waitFor({ state: "detached" });
  }
  return runs;
}

/** Every saved stock cell holds the last run's value, read back through the rows route. */
async function checkSaved(url: string, token: string, ids: string, stock: number): Promise<number> {
  const res = await fetch(`${url}/api/admin/product/bulk-edit/rows?ids=${ids}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  const products = ((await res.json()) as { data: { products: { inventories: { quantity: number }[] }[] } }).data.products;
  return products.flatMap((p) => p.inventories).filter((v) => v.quantity === stock).length;
}

const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`.padStart(9);
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function main() {
  if (!existsSync(path.join(staticDir, "index.html"))) throw new Error(`no build in ${staticDir}: npm run build (or STATIC_DIR=…)`);
  seedBenchIfMissing();
  const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-bulk-edit-"));
  const dbFile = path.join(scratch, "shop.sqlite");
  copyFileSync(benchDbFile, dbFile);
  console.log("starting the server on a copy of the bench shop...");
  const server = await startServerProcess({ DB_FILE: dbFile, DEMO_SEED: "0", STATIC_DIR: staticDir, UPLOAD_DIR: path.join(scratch, "up") });
  const browser = await launchChromium();
  try {
    const token = await benchSignIn(server.url);
    const products = await pickProducts(server.url, token);
    const rows = gridRows(products);
    const ids = products.map((p) => p.id).join(",");
    const variants = products.reduce((sum, p) => sum + p.inventories.length, 0);
    console.log(`editor on ${products.length} products, ${variants} variants, ${rows.length} grid rows`);

    const context = await browser.newContext({ locale: "it-IT", viewport: { width: 1440, height: 900 } });
    await context.addInitScript(OPEN_WATCH);
    const page = await context.newPage();
    await signIn(page, server.url);
    const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const begun = Date.now();
      const result = await run();
      console.log(`  ${name}: ${((Date.now() - begun) / 1000).toFixed(0)} s`);
      return result;
    };
    const opens = await phase("opens", () => measureOpens(page, server.url, ids));
    const moves = await phase("moves", () => measureMoves(page));
    const pastes = await phase("pastes", () => measurePastes(page, rows));
    const saves = await phase("saves", () => measureSaves(page, rows));
    const saved = await checkSaved(server.url, token, ids, 1000 + SAVES);
    if (saved !== SAVE_CELLS) throw new Error(`after the saves ${saved} stock cells hold the last value, not ${SAVE_CELLS}`);
    await context.close();

    const allMoves = [...moves.ArrowDown, ...moves.ArrowRight, ...moves.ArrowLeft];
    const rowsOf = (list: Open[]) => stats(list.map((o) => o.rows)).p50;
    const table: [string, number[], number | null, string][] = [
      [
        "1. open, full load → first row painted",
        opens.load.map((o) => o.total),
        GOALS.open,
        `rows request p50 ${rowsOf(opens.load).toFixed(0)} ms`,
      ],
      [
        "1. open, in-app link → first row painted",
        opens.inApp.map((o) => o.total),
        GOALS.open,
        `rows request p50 ${rowsOf(opens.inApp).toFixed(0)} ms`,
      ],
      ["2. cell move, any arrow → painted", allMoves, GOALS.move, `${allMoves.length} moves`],
      ["   of which ArrowDown", moves.ArrowDown, GOALS.move, `${moves.ArrowDown.length} moves`],
      ["   of which ArrowRight / ArrowLeft", [...moves.ArrowRight, ...moves.ArrowLeft], GOALS.move, ""],
      ["   keydown → DOM committed, any arrow", moves.committed, null, "before the frame: the rest is its wait"],
      [`3. paste ${PASTE_ROWS} × 3 → painted`, pastes, GOALS.paste, `${pastes.length} pastes`],
      [`4. save ${SAVE_CELLS} cells: review → summary`, saves.map((s) => s.review + s.save), GOALS.save, `${saves.length} saves`],
      ["   of which review → save button shown", saves.map((s) => s.review), null, ""],
      ["   of which save → summary shown", saves.map((s) => s.save), null, ""],
    ];
    console.log(`\nbulk editor, ${products.length} products / ${variants} variants of the bench shop; p50 / p95 in the page; goal on p95`);
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg()[0].toFixed(2)}\n`);
    console.log(`${"figure".padEnd(44)}${"p50".padStart(9)}${"p95".padStart(9)}${"goal".padStart(11)}`);
    for (const [label, values, goal, note] of table) {
      const s = stats(values);
      const verdict = goal === null ? "".padEnd(13) : `≤ ${ms(goal).trim().padStart(8)} ${s.p95 <= goal ? "✓" : "✗"}`;
      console.log(`${label.padEnd(44)}${ms(s.p50)}${ms(s.p95)}  ${verdict}  ${note}`.trimEnd());
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
