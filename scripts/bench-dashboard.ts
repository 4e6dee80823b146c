/*
 * Dashboard API latency at the bench scale (≈100k products, 200k orders, 500k order lines), measured
 * from outside the server: the reference server runs as a child process on the bench database and
 * autocannon (its programmatic API) drives it over HTTP. Not part of `npm test`.
 *
 *   node --import tsx scripts/bench-dashboard.ts
 *   BENCH_DB_FILE=/path/to/bench.sqlite BENCH_REQUESTS=200 BENCH_CONNECTIONS=4 node --import tsx scripts/bench-dashboard.ts
 *
 * A missing database is seeded first (`--reset --demo --scale bench`, a few minutes). The server
 * migrates it on start (migration 0205 builds the dashboard's roll-ups once, about half a minute).
 * Measured, for the superadmin and the demo vendor: `order-statistic` for each period the panel
 * offers (all, today, last week, last month, last year; order_type=all) and `dashboard` (counters and
 * the current month's chart). Each target gets a warm-up, then BENCH_REQUESTS requests over
 * BENCH_CONNECTIONS connections (default 1: one person's dashboard; the server answers one request
 * at a time, so with N connections each latency also holds N-1 requests' queueing); printed: p50 /
 * p95 / p99 latency, requests per second, and the goal (order-statistic p95 ≤ 100 ms) beside them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchDbFile, benchSignIn, percentile, seedBenchIfMissing, startServerProcess } from "./bench-server";

const dbFile = benchDbFile;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const GOAL_P95_MS = 100;
const ACCOUNTS = [
  { name: "superadmin", email: "admin@example.com", password: "admin123" },
  { name: "vendor", email: "vendor@example.com", password: "vendor123" },
];

/** Local start of a period as the panel sends it (`YYYY-MM-DD HH:mm:ss`, read in time_zone=UTC). */
function periodStart(period: string): string | null {
  const d = new Date();
  if (period === "all") return null;
  if (period === "today") d.setUTCHours(0, 0, 0, 0);
  if (period === "week") d.setUTCDate(d.getUTCDate() - 7);
  if (period === "month") d.setUTCMonth(d.getUTCMonth() - 1);
  if (period === "year") d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 19).replace("T", " ");
}

interface Measure {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

/** Runs autocannon for `amount` requests and reads every response's latency (autocannon's own percentiles have no p95). */
async function hammer(url: string, token: string, amount: number): Promise<Measure> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const started = performance.now();
  const result = await instance;
  // autocannon's own duration is whole seconds; short runs need the wall clock.
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.total / seconds,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  seedBenchIfMissing();
  const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-dashboard-"));
  console.log(`starting the server on ${dbFile} ...`);
  const server = await startServerProcess({
    DB_FILE: dbFile,
    UPLOAD_DIR: path.join(scratch, "uploads"),
    STATIC_DIR: path.join(scratch, "static"),
    DEMO_SEED: "0",
  });
  const base = `${server.url}/api/admin`;
  try {
    const rows: string[] = [];
    for (const account of ACCOUNTS) {
      const token = await benchSignIn(server.url, { email: account.email, password: account.password });
      const targets = [
        ...["all", "today", "week", "month", "year"].map((period) => {
          const time = periodStart(period);
          return {
            name: `order-statistic ${period}`,
            url: `${base}/order-statistic?order_type=all&time_zone=UTC${time ? `&time=${encodeURIComponent(time)}` : ""}`,
            goal: true,
          };
        }),
        { name: "dashboard (counters + month chart)", url: `${base}/dashboard?dashboard=false&order_type=all&time_zone=UTC`, goal: false },
      ];
      for (const target of targets) {
        // One checked call first: the envelope's status must be 200 (a refusal is HTTP 200 too).
        const body = (await (
          await fetch(target.url, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } })
        ).json()) as {
          status: number;
        };
        if (body.status !== 200) throw new Error(`${target.name} answered ${JSON.stringify(body).slice(0, 200)}`);
        await hammer(target.url, token, WARMUP);
        const m = await hammer(target.url, token, REQUESTS);
        const verdict = target.goal ? (m.p95 <= GOAL_P95_MS ? "within goal" : `OVER ${GOAL_P95_MS} ms goal`) : "";
        rows.push(
          `${account.name.padEnd(11)}${target.name.padEnd(36)}${m.p50.toFixed(1).padStart(8)}${m.p95.toFixed(1).padStart(8)}${m.p99
            .toFixed(1)
            .padStart(8)}${m.rps.toFixed(0).padStart(8)}   ${m.errors ? `${m.errors} errors ` : ""}${verdict}`,
        );
        console.log(rows[rows.length - 1]);
      }
    }
    console.log(
      `\n${REQUESTS} requests per target after ${WARMUP} warm-up, ${CONNECTIONS} connections; latencies in ms; goal: order-statistic p95 ≤ ${GOAL_P95_MS} ms\n`,
    );
    console.log(
      `${"account".padEnd(11)}${"target".padEnd(36)}${"p50".padStart(8)}${"p95".padStart(8)}${"p99".padStart(8)}${"req/s".padStart(8)}`,
    );
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
