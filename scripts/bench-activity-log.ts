/*
 * The activity log at a million entries, measured from outside the server (its own child process on
 * a copy of the database; autocannon in this process), as scripts/bench-api.ts measures the API.
 * Not part of `npm test`.
 *
 *   npm run bench:activity                  # = node --import tsx scripts/bench-activity-log.ts
 *   BENCH_SECONDS=5 BENCH_SAVES=300 npm run bench:activity
 *   BENCH_ONLY=vendor npm run bench:activity        # list targets whose name holds it (saves still run)
 *   BENCH_SKIP_SAVES=1 npm run bench:activity       # the lists only
 *
 * 1. The bench shop (BENCH_DB_FILE, seeded `--scale bench` when missing; when that seed takes over
 *    8 minutes, `--scale medium` instead) is copied to BENCH_ACTIVITY_DB_FILE (default beside it,
 *    `*-activity.sqlite`), migrated, and filled with BENCH_ENTRIES (1,000,000) synthetic entries
 *    (scripts/bench-activity-fill.ts) unless it holds them already.
 * 2. The lists: `activity-log/all` at 4 connections — the first page, a user's, an area's, one
 *   record's (as a filter and as the record route), page 500, by time, a vendor's, a `q` search —
 *   each for BENCH_SECONDS after a warm-up; p50/p95/p99 and requests per second; the goal is
 *   p95 ≤ 50 ms.
 * 3. Product saves (`POST product/action/{id}`, one at a time, BENCH_SAVES of them after a warm-up)
 *    on two fresh copies served side by side, one with ACTIVITY_LOG=off and one with it on, taking
 *    turns; p50/p95 of each and the ratio (goal: at most 10 % slower with the log). The script says whether the "on" run wrote
 *    entries: without a capture in the server both runs do the same work.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { fillActivityLog } from "./bench-activity-fill";
import { benchDbFile, benchSignIn, percentile, root, startServerProcess, type ServerProcess } from "./bench-server";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const ONLY = process.env.BENCH_ONLY ?? "";
const CONNECTIONS = 4;
const GOAL_P95_MS = 50;
const SEED_LIMIT_MS = 8 * 60 * 1000;
const activityDbFile = path.resolve(process.env.BENCH_ACTIVITY_DB_FILE ?? benchDbFile.replace(/\.sqlite$/, "") + "-activity.sqlite");
const ADMIN = { email: "admin@example.com", password: "admin123" };
const VENDOR = { email: "vendor@example.com", password: "vendor123" };

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Seeds the bench shop when missing: `--scale bench`, or `medium` when bench takes over 8 minutes. */
function seedIfMissing(): void {
  if (existsSync(benchDbFile)) return;
  for (const scale of ["bench", "medium"]) {
    console.log(`seeding ${benchDbFile} (--scale ${scale}) ...`);
    const started = performance.now();
    const res = spawnSync(process.execPath, ["--import", "tsx", "server/src/seed/cli.ts", "--reset", "--demo", "--scale", scale], {
      cwd: root,
      env: { ...process.env, DB_FILE: benchDbFile },
      stdio: "inherit",
      timeout: scale === "bench" ? SEED_LIMIT_MS : undefined,
    });
    if (res.status === 0) return console.log(`seeded --scale ${scale} in ${seconds(started)}`);
    console.log(`--scale ${scale} did not finish (${res.error?.message ?? `exit ${res.status}`})`);
    rmSync(benchDbFile, { force: true });
  }
  throw new Error("seeding the bench database failed");
}

/** The bench shop's scale, told by its product count. */
function scaleOf(file: string): string {
  const db = new SQLite(file, { readonly: true });
  try {
    const n = (db.prepare("SELECT count(*) AS n FROM products").get() as { n: number }).n;
    return `${n >= 100_000 ? "bench" : n >= 10_000 ? "medium" : "demo"} (${n.toLocaleString("en")} products)`;
  } finally {
    db.close();
  }
}

function entryCount(file: string): number {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM activity_log").get() as { n: number }).n;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

/** The shop copied, migrated and filled with ENTRIES entries, unless already there. */
async function prepareActivityDb(): Promise<void> {
  if (existsSync(activityDbFile) && entryCount(activityDbFile) >= ENTRIES) return;
  const started = performance.now();
  copyFileSync(benchDbFile, activityDbFile);
  rmSync(`${activityDbFile}-wal`, { force: true });
  rmSync(`${activityDbFile}-shm`, { force: true });
  const db = openDatabase(activityDbFile);
  await migrateToLatest(db);
  await db.destroy();
  const missing = ENTRIES - entryCount(activityDbFile);
  console.log(`filling ${activityDbFile} with ${missing.toLocaleString("en")} entries ...`);
  fillActivityLog(activityDbFile, missing);
  console.log(`ready in ${seconds(started)}`);
}

/** A scratch copy (and its WAL) of the filled database, so runs never change it. */
function scratchCopy(scratch: string, name: string): string {
  const copy = path.join(scratch, name);
  copyFileSync(activityDbFile, copy);
  if (existsSync(`${activityDbFile}-wal`) && statSync(`${activityDbFile}-wal`).size > 0)
    copyFileSync(`${activityDbFile}-wal`, `${copy}-wal`);
  return copy;
}

async function getJson<T>(origin: string, token: string, p: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${origin}/api/admin${p}`, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } });
  return (await res.json()) as { status: number; data: T };
}

interface Measure {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  failures: number;
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

async function hammer(origin: string, p: string, token: string, duration: number): Promise<Measure> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${origin}/api/admin${p}`,
    connections: CONNECTIONS,
    duration,
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const started = performance.now();
  const result = await instance;
  return {
    ...summary(latencies),
    rps: result.requests.total / ((performance.now() - started) / 1000),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Sample values the filters use: a busy seeded person, a product with several entries. */
function sample(file: string): { user: number; product: string } {
  const db = new SQLite(file, { readonly: true });
  try {
    const user = db
      .prepare(
        "SELECT admin_id AS id FROM activity_log WHERE admin_id IN (SELECT id FROM admins) AND admin_id <> 1 GROUP BY admin_id ORDER BY count(*) DESC LIMIT 1",
      )
      .get() as { id: number };
    const product = db.prepare("SELECT record_id AS id FROM activity_log WHERE record_type = 'product' ORDER BY id DESC LIMIT 1").get() as {
      id: string;
    };
    return { user: user.id, product: product.id };
  } finally {
    db.close();
  }
}

async function benchLists(scratch: string): Promise<void> {
  const file = scratchCopy(scratch, "lists.sqlite");
  const s = sample(file);
  const server = await startServerProcess({
    DB_FILE: file,
    UPLOAD_DIR: path.join(scratch, "uploads"),
    STATIC_DIR: path.join(scratch, "static"),
    DEMO_SEED: "0",
  });
  try {
    const admin = await benchSignIn(server.url, ADMIN);
    const vendor = await benchSignIn(server.url, VENDOR);
    const all = "/activity-log/all?time_zone=UTC";
    const targets: Array<{ name: string; path: string; token: string; goal: boolean }> = [
      { name: "first page", path: all, token: admin, goal: true },
      { name: `user ${s.user}`, path: `${all}&user=${s.user}`, token: admin, goal: true },
      { name: "area catalog", path: `${all}&area=catalog`, token: admin, goal: true },
      { name: "area settings", path: `${all}&area=settings`, token: admin, goal: true },
      { name: `record product ${s.product}`, path: `${all}&record_type=product&record_id=${s.product}`, token: admin, goal: true },
      { name: "record route", path: `/activity-log/record/product/${s.product}`, token: admin, goal: true },
      { name: "first page by time", path: `${all}&orderby=created_at&type=desc`, token: admin, goal: false },
      { name: "area catalog by time", path: `${all}&area=catalog&orderby=created_at&type=desc`, token: admin, goal: false },
      { name: "user + area", path: `${all}&user=${s.user}&area=catalog`, token: admin, goal: false },
      { name: "page 500", path: `${all}&page=500`, token: admin, goal: false },
      {
        name: "last 30 days",
        path: `${all}&from=${new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10)}`,
        token: admin,
        goal: false,
      },
      { name: "vendor first page", path: all, token: vendor, goal: false },
      { name: "vendor by time", path: `${all}&orderby=created_at&type=desc`, token: vendor, goal: false },
      { name: "vendor area catalog", path: `${all}&area=catalog`, token: vendor, goal: false },
      { name: "q dress", path: `${all}&q=dress`, token: admin, goal: false },
    ];
    console.log(`\nactivity-log lists, ${CONNECTIONS} connections, ${SECONDS} s each (goal: p95 ≤ ${GOAL_P95_MS} ms)`);
    console.log(
      `${"target".padEnd(30)}${"total".padStart(10)}${"p50".padStart(8)}${"p95".padStart(8)}${"p99".padStart(8)}${"req/s".padStart(8)}`,
    );
    for (const target of targets.filter((x) => !ONLY || x.name.includes(ONLY))) {
      const first = await getJson<{ total: number }>(server.url, target.token, target.path);
      if (first.status !== 200) throw new Error(`${target.name} answered ${JSON.stringify(first).slice(0, 200)}`);
      await hammer(server.url, target.path, target.token, 1);
      const m = await hammer(server.url, target.path, target.token, SECONDS);
      const ms = (n: number) => n.toFixed(1).padStart(8);
      const verdict = target.goal ? (m.p95 <= GOAL_P95_MS ? "within goal" : "OVER goal") : "(reported)";
      const failed = m.failures ? ` ${m.failures} failed` : "";
      console.log(
        `${target.name.padEnd(30)}${first.data.total.toLocaleString("en").padStart(10)}${ms(m.p50)}${ms(m.p95)}${ms(m.p99)}${m.rps.toFixed(0).padStart(8)}   ${verdict}${failed}`,
      );
    }
  } finally {
    await server.stop();
  }
}

type ProductFind = Record<string, unknown> & { id: number; selling: number; product_categories?: Array<{ category_id: number }> };
const KEPT = [
  "title",
  "slug",
  "unit",
  "badge",
  "meta_title",
  "meta_description",
  "description",
  "overview",
  "purchased",
  "offered",
  "status",
  "tax_rule_id",
  "shipping_rule_id",
  "brand_id",
  "warranty",
  "refundable",
  "primary_category_id",
];

/** The product's own values as the form sends them, with `selling` set. */
function saveBody(p: ProductFind, selling: number): Record<string, unknown> {
  const body: Record<string, unknown> = { selling };
  for (const k of KEPT) if (p[k] !== null && p[k] !== undefined && typeof p[k] !== "object") body[k] = p[k];
  if (p.product_categories?.length) body.product_categories = p.product_categories.map((c) => c.category_id);
  return body;
}

interface SaveRun {
  mode: "off" | "on";
  file: string;
  server: ServerProcess;
  token: string;
  products: ProductFind[];
  before: number;
  latencies: number[];
}

/** A server on a fresh copy with ACTIVITY_LOG=mode, signed in, with ten products to save. */
async function saveRun(scratch: string, mode: "off" | "on"): Promise<SaveRun> {
  const file = scratchCopy(scratch, `saves-${mode}.sqlite`);
  const server = await startServerProcess({
    DB_FILE: file,
    UPLOAD_DIR: path.join(scratch, "uploads"),
    STATIC_DIR: path.join(scratch, "static"),
    DEMO_SEED: "0",
    ACTIVITY_LOG: mode,
  });
  const token = await benchSignIn(server.url, ADMIN);
  const list = await getJson<{ data: Array<{ id: number }> }>(server.url, token, "/product/all?orderby=id&type=desc&page=1");
  const products: ProductFind[] = [];
  for (const { id } of list.data.data.slice(0, 10))
    products.push((await getJson<ProductFind>(server.url, token, `/product/find/${id}`)).data);
  return { mode, file, server, token, products, before: entryCount(file), latencies: [] };
}

/** The i-th save of a run; its latency is kept past the warm-up. */
async function save(run: SaveRun, i: number, keep: boolean): Promise<void> {
  const p = run.products[i % run.products.length];
  const started = performance.now();
  const res = await fetch(`${run.server.url}/api/admin/product/action/${p.id}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${run.token}`, Accept: "application/json", "Content-Type": "application/json" },
    // Each round over the products moves every price, so every save is a change (and an entry).
    body: JSON.stringify(saveBody(p, Number(p.selling) + (Math.floor(i / run.products.length) % 2 ? 1 : 2))),
  });
  const body = (await res.json()) as { status: number; data: unknown };
  const took = performance.now() - started;
  if (body.status !== 200) throw new Error(`product save (${run.mode}) answered ${JSON.stringify(body).slice(0, 300)}`);
  if (keep) run.latencies.push(took);
}

/**
 * SAVES saves on each of two servers (log off, log on), one request at a time, taking turns (which
 * goes first alternates), so the machine's other load falls on both alike.
 */
async function benchSaves(scratch: string): Promise<[SaveRun, SaveRun]> {
  const off = await saveRun(scratch, "off");
  const on = await saveRun(scratch, "on").catch(async (err: unknown) => {
    await off.server.stop();
    throw err;
  });
  try {
    const warmup = Math.min(20, SAVES);
    for (let i = 0; i < warmup + SAVES; i++) {
      for (const run of i % 2 ? [on, off] : [off, on]) await save(run, i, i >= warmup);
    }
    return [off, on];
  } finally {
    await off.server.stop();
    await on.server.stop();
  }
}

async function main(): Promise<void> {
  seedIfMissing();
  console.log(`bench shop: ${benchDbFile}, scale ${scaleOf(benchDbFile)}`);
  await prepareActivityDb();
  console.log(`activity log: ${activityDbFile}, ${entryCount(activityDbFile).toLocaleString("en")} entries`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-activity-"));
  try {
    await benchLists(scratch);
    if (process.env.BENCH_SKIP_SAVES) return;
    console.log(`\nproduct saves (POST product/action/{id}), one at a time, ${SAVES} each after a warm-up`);
    const [off, on] = await benchSaves(scratch);
    const a = summary(off.latencies);
    const b = summary(on.latencies);
    const written = (run: SaveRun) => entryCount(run.file) - run.before;
    const row = (label: string, m: { p50: number; p95: number }, n: number) =>
      console.log(
        `${label.padEnd(18)}p50 ${m.p50.toFixed(2).padStart(7)} ms   p95 ${m.p95.toFixed(2).padStart(7)} ms   entries written: ${n}`,
      );
    row("ACTIVITY_LOG=off", a, written(off));
    row("ACTIVITY_LOG=on", b, written(on));
    const ratio = (x: number, y: number) => `${((y / x - 1) * 100).toFixed(1)} %`;
    console.log(`with the log: p50 ${ratio(a.p50, b.p50)}, p95 ${ratio(a.p95, b.p95)} (goal: at most +10 %)`);
    if (written(on) === 0)
      console.log("the server wrote no entries with ACTIVITY_LOG=on: no capture in this build, so both runs did the same work");
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
