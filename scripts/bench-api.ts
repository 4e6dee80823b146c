/*
 * Reference API latency and throughput at the bench scale (≈100k products, 200k orders), measured
 * from outside the server: the reference server runs as a child process on a copy of the bench
 * database and autocannon (its programmatic API, in this process) drives it over HTTP at 1, 4 and 16
 * connections. Not part of `npm test`.
 *
 *   npm run bench:api                                   # = node --import tsx scripts/bench-api.ts
 *   BENCH_DB_FILE=/path/to/bench.sqlite BENCH_SECONDS=3 BENCH_WORKERS=1,2 npm run bench:api
 *   BENCH_CONNECTIONS=4 BENCH_ONLY=product npm run bench:api   # a subset (target names containing it)
 *
 * A missing database is seeded first (`--reset --demo --scale bench`, a minute or more). The copy is
 * migrated by the server on start (migrations the seeded file lacks run then: up to a minute).
 * Measured: the list (page 1 and a deep page), find (one record by id, the ids spread over the
 * table) and search (`q=` a common word, and one that matches nothing) of products, orders and
 * customers (`user/all`; the contract has no customer find), as the superadmin, and the vendor's
 * product list and search. Each row: a short warm-up, then BENCH_SECONDS seconds of load; printed:
 * p50 / p95 / p97.5 / p99 latency in ms and requests per second, and beside the 4-connection rows
 * the goal: p95 ≤ 20 ms. BENCH_WORKERS (default 1; a comma list runs each) is the server's
 * WORKERS: the number of processes serving the port (server/src/main.ts). This machine's cores are
 * shared by the server's processes and autocannon: with 2 cores and 2 workers they compete.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { benchDbFile, benchSignIn, percentile, seedBenchIfMissing, startServerProcess } from "./bench-server";

const dbFile = benchDbFile;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = 1;
const numberList = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(",")
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback;
const CONNECTIONS = numberList(process.env.BENCH_CONNECTIONS, [1, 4, 16]);
const WORKERS = numberList(process.env.BENCH_WORKERS, [1]);
const ONLY = process.env.BENCH_ONLY ?? "";
const GOAL_CONNECTIONS = 4;
const GOAL_P95_MS = 20;
const SUPERADMIN = { email: "admin@example.com", password: "admin123" };
const VENDOR = { email: "vendor@example.com", password: "vendor123" };
/** A word many product titles hold (about 2% of the catalogue at the bench scale). */
const COMMON_PRODUCT_WORD = "dress";
const NO_MATCH = "zzqxjv";

/** The bench file (and its WAL, if a writer left one) copied, so the runs never change the shared file. */
function copyDatabase(scratch: string): string {
  const copy = path.join(scratch, "bench.sqlite");
  copyFileSync(dbFile, copy);
  if (existsSync(`${dbFile}-wal`) && statSync(`${dbFile}-wal`).size > 0) copyFileSync(`${dbFile}-wal`, `${copy}-wal`);
  return copy;
}

interface Sample {
  productIds: number[];
  orderIds: number[];
  /** A customer's surname: the customer and order searches look for it. */
  customerWord: string;
}

/** Ids spread evenly over each table (every n-th row in id order), read before the server starts. */
function readSample(file: string): Sample {
  const db = new SQLite(file, { readonly: true });
  try {
    const spread = (table: "products" | "orders") => {
      const total = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      const step = Math.max(1, Math.floor(total / 200));
      return (
        db.prepare(`SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS r FROM ${table}) WHERE r % ? = 0`).all(step) as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    };
    const customer = db.prepare("SELECT name FROM users WHERE name IS NOT NULL ORDER BY id LIMIT 1").get() as { name: string } | undefined;
    return { productIds: spread("products"), orderIds: spread("orders"), customerWord: (customer?.name ?? "a").split(/\s+/).pop() ?? "a" };
  } finally {
    db.close();
  }
}

interface Target {
  name: string;
  /** Paths under /api/admin, taken in turn (one path, or one per record for a find). */
  paths: string[];
  token: "superadmin" | "vendor";
  /** Only measured at the goal's connection count (keeps the run short). */
  goalOnly?: boolean;
}

function targets(s: Sample): Target[] {
  const list = (group: string, extra = "") => `/${group}/all?orderby=created_at&type=desc&time_zone=UTC${extra}`;
  const q = (word: string) => `&page=1&q=${encodeURIComponent(word)}`;
  const all: Target[] = [
    { name: "product list p1", paths: [list("product", "&page=1")], token: "superadmin" },
    { name: "product list p500", paths: [list("product", "&page=500")], token: "superadmin" },
    { name: "product find", paths: s.productIds.map((id) => `/product/find/${id}`), token: "superadmin" },
    { name: `product search ${COMMON_PRODUCT_WORD}`, paths: [list("product", q(COMMON_PRODUCT_WORD))], token: "superadmin" },
    { name: "product search no match", paths: [list("product", q(NO_MATCH))], token: "superadmin" },
    { name: "order list p1", paths: [list("order", "&page=1")], token: "superadmin" },
    { name: "order list p500", paths: [list("order", "&page=500")], token: "superadmin" },
    { name: "order find", paths: s.orderIds.map((id) => `/order/find/${id}?time_zone=UTC`), token: "superadmin" },
    { name: `order search ${s.customerWord}`, paths: [list("order", q(s.customerWord))], token: "superadmin" },
    { name: "order search no match", paths: [list("order", q(NO_MATCH))], token: "superadmin" },
    { name: "customer list p1", paths: [list("user", "&page=1")], token: "superadmin" },
    { name: `customer search ${s.customerWord}`, paths: [list("user", q(s.customerWord))], token: "superadmin" },
    { name: "customer search no match", paths: [list("user", q(NO_MATCH))], token: "superadmin" },
    { name: "vendor product list p1", paths: [list("product", "&page=1")], token: "vendor", goalOnly: true },
    {
      name: `vendor product search ${COMMON_PRODUCT_WORD}`,
      paths: [list("product", q(COMMON_PRODUCT_WORD))],
      token: "vendor",
      goalOnly: true,
    },
  ];
  return all.filter((t) => !ONLY || t.name.includes(ONLY));
}

interface Measure {
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  rps: number;
  failures: number;
}

/** `seconds` of load over `connections` connections; every response's latency is kept (autocannon's own percentiles have no p95). */
async function hammer(origin: string, target: Target, token: string, connections: number, seconds: number): Promise<Measure> {
  const latencies: number[] = [];
  let turn = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    requests: [
      { method: "GET", setupRequest: (request) => ({ ...request, path: `/api/admin${target.paths[turn++ % target.paths.length]}` }) },
    ],
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const started = performance.now();
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    rps: result.requests.total / elapsed,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** One checked call first: the envelope's status must be 200 (a refusal is HTTP 200 too). */
async function check(origin: string, target: Target, token: string): Promise<void> {
  const res = await fetch(`${origin}/api/admin${target.paths[0]}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  const body = (await res.json()) as { status: number };
  if (body.status !== 200) throw new Error(`${target.name} answered ${JSON.stringify(body).slice(0, 200)}`);
}

const HEADER = `${"workers".padEnd(8)}${"target".padEnd(34)}${"conns".padStart(6)}${"p50".padStart(8)}${"p95".padStart(8)}${"p97.5".padStart(8)}${"p99".padStart(8)}${"req/s".padStart(8)}   goal (p95 ≤ ${GOAL_P95_MS} ms at ${GOAL_CONNECTIONS} connections)`;

function row(workers: number, name: string, connections: number, m: Measure): string {
  const ms = (n: number) => n.toFixed(1).padStart(8);
  const verdict = connections === GOAL_CONNECTIONS ? (m.p95 <= GOAL_P95_MS ? "within goal" : `OVER goal`) : "";
  const failures = m.failures ? `${m.failures} failed ` : "";
  return `${String(workers).padEnd(8)}${name.padEnd(34)}${String(connections).padStart(6)}${ms(m.p50)}${ms(m.p95)}${ms(m.p975)}${ms(m.p99)}${m.rps
    .toFixed(0)
    .padStart(8)}   ${failures}${verdict}`;
}

async function benchWorkers(file: string, scratch: string, sample: Sample, workers: number, rows: string[]): Promise<void> {
  console.log(`starting the server with WORKERS=${workers} (migrates the copy on first start) ...`);
  const server = await startServerProcess({
    DB_FILE: file,
    UPLOAD_DIR: path.join(scratch, "uploads"),
    STATIC_DIR: path.join(scratch, "static"),
    WORKERS: String(workers),
    DEMO_SEED: "0",
  });
  const origin = server.url;
  try {
    const tokens = { superadmin: await benchSignIn(origin, SUPERADMIN), vendor: await benchSignIn(origin, VENDOR) };
    console.log(HEADER);
    for (const target of targets(sample)) {
      await check(origin, target, tokens[target.token]);
      for (const connections of CONNECTIONS) {
        if (target.goalOnly && connections !== GOAL_CONNECTIONS) continue;
        await hammer(origin, target, tokens[target.token], connections, WARMUP_SECONDS);
        const m = await hammer(origin, target, tokens[target.token], connections, SECONDS);
        rows.push(row(workers, target.name, connections, m));
        console.log(rows[rows.length - 1]);
      }
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  seedBenchIfMissing();
  const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
  try {
    const file = copyDatabase(scratch);
    const sample = readSample(file);
    console.log(
      `database ${dbFile} (copied); ${sample.productIds.length} product ids and ${sample.orderIds.length} order ids for the finds`,
    );
    const rows: string[] = [];
    for (const workers of WORKERS) await benchWorkers(file, scratch, sample, workers, rows);
    console.log(
      `\n${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up; latencies in ms; ${os.cpus().length} cores shared by the server's processes and autocannon\n`,
    );
    console.log(HEADER);
    for (const line of rows) console.log(line);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
