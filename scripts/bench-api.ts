/*
 * API latency benchmark at benchmark volumes (≈100k products, 200k orders).
 *
 *   node --import tsx scripts/bench-api.ts            # builds the database on first use
 *   BENCH_DB_FILE=/path/to/bench.sqlite node --import tsx scripts/bench-api.ts
 *   BENCH_REQUESTS=300 BENCH_CONCURRENCY=4 ...
 *
 * If the database file is missing it is built with the seed CLI (`--reset --demo --scale bench`).
 * The server runs in this process on a loopback port; each endpoint gets a warm-up and then a
 * bounded number of requests with a fixed concurrency; p50/p95/max latencies are printed.
 * Budget: p95 ≤ 20 ms for the lists (product/all, order/all).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../server/src/start";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dbFile = path.resolve(process.env.BENCH_DB_FILE ?? path.join(os.tmpdir(), "shop-bench.sqlite"));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const BUDGET_MS = 20;

function buildDatabase() {
  console.log(`building the bench database in ${dbFile} (a few minutes)...`);
  const started = Date.now();
  const res = spawnSync(process.execPath, ["--import", "tsx", "server/src/seed/cli.ts", "--reset", "--demo", "--scale", "bench"], {
    cwd: root,
    env: { ...process.env, DB_FILE: dbFile },
    stdio: "inherit",
  });
  if (res.status !== 0) throw new Error("seeding the bench database failed");
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Result {
  name: string;
  status: string;
  p50: number;
  p95: number;
  max: number;
  count: number;
}

async function main() {
  if (!existsSync(dbFile)) buildDatabase();
  const scratch = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const server = await startServer({
    env: {},
    port: 0,
    host: "127.0.0.1",
    dbFile,
    uploadDir: path.join(scratch, "uploads"),
    staticDir: path.join(scratch, "static"),
    demoSeed: false,
    log: false,
  });
  const base = `http://127.0.0.1:${server.port}/api/admin`;
  try {
    const login = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: "admin123" }),
    }).then((r) => r.json());
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const headers = { Authorization: `Bearer ${login.data.token}`, Accept: "application/json" };

    const db = server.db;
    const orderIds = (await db.selectFrom("orders").select("id").orderBy("id").execute()).map((r) => r.id);
    const counts = {
      products: Number(
        (
          await db
            .selectFrom("products")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      orders: orderIds.length,
    };
    console.log(`database: ${counts.products} products, ${counts.orders} orders`);
    // A search term that matches a realistic share of titles: the first word of some product title.
    const sample = await db
      .selectFrom("products")
      .select("title")
      .where("title", "is not", null)
      .orderBy("id")
      .limit(1)
      .offset(Math.floor(counts.products / 2))
      .executeTakeFirst();
    const term = (sample?.title ?? "a").split(/\s+/)[0].slice(0, 6);
    let seq = 0;
    const pick = () => orderIds[(seq++ * 7919) % Math.max(1, orderIds.length)];

    const endpoints: Array<{ name: string; url: () => string }> = [
      {
        name: `product/all?q=${term}&orderby=selling`,
        url: () => `${base}/product/all?q=${encodeURIComponent(term)}&orderby=selling&type=desc&page=1`,
      },
      { name: "product/all?orderby=created_at (page 3)", url: () => `${base}/product/all?orderby=created_at&type=desc&page=3` },
      { name: "order/all?orderby=created_at", url: () => `${base}/order/all?orderby=created_at&type=desc&page=1` },
      {
        name: "order/all?filter=paid,cash_on_delivery",
        url: () => `${base}/order/all?orderby=created_at&type=desc&filter=paid,cash_on_delivery&order_type=website`,
      },
      { name: "order/find/{id}", url: () => `${base}/order/find/${pick()}` },
      { name: "dashboard?dashboard=false", url: () => `${base}/dashboard?dashboard=false` },
      { name: "order-statistic?order_type=all", url: () => `${base}/order-statistic?order_type=all` },
    ];

    const results: Result[] = [];
    for (const ep of endpoints) {
      let status = "ok";
      const once = async () => {
        const started = performance.now();
        const res = await fetch(ep.url(), { headers });
        const body = await res.json();
        const ms = performance.now() - started;
        if (res.status !== 200 || body.status !== 200)
          status = `HTTP ${res.status} / status ${body.status}: ${String(body.message).slice(0, 60)}`;
        return ms;
      };
      for (let i = 0; i < WARMUP; i++) await once();
      const times: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < REQUESTS) {
            next++;
            times.push(await once());
          }
        }),
      );
      times.sort((a, b) => a - b);
      results.push({
        name: ep.name,
        status,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times[times.length - 1],
        count: times.length,
      });
    }

    const pad = (s: string, n: number) => s.padEnd(n);
    const num = (n: number) => n.toFixed(1).padStart(8);
    console.log(`\n${REQUESTS} requests per endpoint after ${WARMUP} warm-up, concurrency ${CONCURRENCY}, latencies in ms\n`);
    console.log(`${pad("endpoint", 44)}${"p50".padStart(8)}${"p95".padStart(8)}${"max".padStart(8)}  result`);
    for (const r of results) {
      const isList = r.name.startsWith("product/all") || r.name.startsWith("order/all");
      const verdict = r.status !== "ok" ? r.status : isList ? (r.p95 <= BUDGET_MS ? "within budget" : `OVER ${BUDGET_MS} ms budget`) : "ok";
      console.log(`${pad(r.name, 44)}${num(r.p50)}${num(r.p95)}${num(r.max)}  ${verdict}`);
    }
  } finally {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err, err instanceof Error && err.cause ? err.cause : "");
  process.exit(1);
});
