/*
 * Live events under load (server/docs/events.md), measured from outside the server. Not part of
 * `npm test`.
 *
 *   npm run bench:events                       # = node --import tsx scripts/bench-events.ts
 *   BENCH_STREAMS=200 BENCH_RATE=50 BENCH_SECONDS=20 npm run bench:events
 *   BENCH_WRITER=db npm run bench:events       # orders written by a second database connection
 *
 * 1. A fresh demo shop (`seed --reset --demo`, in a temp folder), with BENCH_STREAMS / 6 extra
 *    superadmin accounts (so 6 streams an admin, the default cap, hold them all) and one variant
 *    with stock enough for every sale.
 * 2. The reference server, one process, as a child process (scripts/bench-server.ts).
 * 3. A second child process (scripts/bench-events-listener.ts) opens BENCH_STREAMS event streams.
 * 4. This process places BENCH_RATE orders a second for BENCH_SECONDS through the API, as the till
 *    does (cart/action, then pos-order/action), spread over ten of the accounts (a till sale takes
 *    the cashier's whole cart, so each cashier sells one order at a time).
 * 5. Each stream notes when each `order.created` arrives; printed: delivered / expected (orders ×
 *    streams) and the latency p50 / p95 / max, from the moment the order was sent
 *    (pos-order/action) and from the moment its row was written (the event's `at`).
 */
import { fork, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { hashPassword } from "../server/src/security/password";
import type { ListenerReply, Receipt } from "./bench-events-listener";
import { benchSignIn, percentile, root, startServerProcess } from "./bench-server";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CASHIERS = 10;
/** Wall-clock time with sub-millisecond precision, comparable with the listener process's. */
const now = () => performance.timeOrigin + performance.now();
/** The server's default cap of streams per admin. */
const PER_ADMIN = 6;

interface Stock {
  productId: number;
  inventoryId: number;
}

/** Extra superadmins (one password hash for all: hashing is slow on purpose) and a well-stocked variant. */
async function prepare(dbFile: string, count: number): Promise<{ emails: string[]; stock: Stock }> {
  const db = new SQLite(dbFile);
  db.pragma("busy_timeout = 5000");
  const password = await hashPassword("bench123");
  const role = db.prepare("SELECT id FROM roles WHERE name = 'superadmin'").get() as { id: number };
  const emails: string[] = [];
  const insert = db.prepare(
    `INSERT INTO admins (name, username, email, password, active, verified, viewed, created_at, updated_at)
     VALUES (?, ?, ?, ?, 1, 1, 1, strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000Z', strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000Z')`,
  );
  const link = db.prepare("INSERT INTO model_has_roles (role_id, model_id, model_type) VALUES (?, ?, 'App\\Models\\Admin')");
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const email = `bench-events-${i}@example.com`;
      const id = Number(insert.run(`Bench ${i}`, `bench-events-${i}`, email, password).lastInsertRowid);
      link.run(role.id, id);
      emails.push(email);
    }
  })();
  const stock = db
    .prepare(
      `SELECT i.product_id AS productId, i.id AS inventoryId FROM updated_inventories i JOIN products p ON p.id = i.product_id
       WHERE p.status = 1 ORDER BY i.id LIMIT 1`,
    )
    .get() as Stock;
  db.prepare("UPDATE updated_inventories SET quantity = 10000000 WHERE id = ?").run(stock.inventoryId);
  db.close();
  return { emails, stock };
}

async function post(origin: string, token: string, pathname: string, body: unknown): Promise<{ status: number; data: any }> {
  const res = await fetch(`${origin}/api/admin${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; data: any };
}

/** One cashier's sales at RATE / CASHIERS a second until `until`: answers order id → time sent. */
async function cashier(origin: string, token: string, stock: Stock, until: number, placed: Map<number, number>): Promise<number> {
  const every = (1000 * CASHIERS) / RATE;
  let next = now();
  let failed = 0;
  while (next < until) {
    const cart = await post(origin, token, "/cart/action", { product_id: stock.productId, inventory_id: stock.inventoryId, quantity: 1 });
    const sent = now();
    const order = cart.status === 200 ? await post(origin, token, "/pos-order/action", { payment_method: 1 }) : cart;
    if (order.status === 200) placed.set(Number(order.data.id), sent);
    else failed++;
    next += every;
    // Behind schedule (the API slower than the rate): go on at once rather than bunch up later.
    const wait = next - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else next = now();
  }
  return failed;
}

/**
 * BENCH_WRITER=db: the orders written by a second database connection instead (an order row and
 * one line per transaction, as a storefront would), at BENCH_RATE a second, when the API cannot
 * place orders that fast on this machine; the time "sent" is then the commit's.
 */
async function directOrders(dbFile: string, stock: Stock, until: number, placed: Map<number, number>): Promise<number> {
  const db = new SQLite(dbFile);
  db.pragma("busy_timeout = 5000");
  const order = db.prepare(
    `INSERT INTO orders ("order", status, total_amount, order_method, currency, payment_done, created_at, updated_at)
     VALUES (?, 1, 10, 2, 'USD', 1, strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000Z', strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000Z')`,
  );
  const line = db.prepare(
    `INSERT INTO ordered_products (order_id, product_id, inventory_id, quantity, selling, created_at, updated_at)
     VALUES (?, ?, ?, 1, 10, strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000Z', strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000Z')`,
  );
  const sale = db.transaction((n: number) => {
    const id = Number(order.run(`BENCH${n}`).lastInsertRowid);
    line.run(id, stock.productId, stock.inventoryId);
    return id;
  });
  let next = now();
  for (let n = 0; next < until; n++) {
    const id = sale(n);
    placed.set(id, now());
    next += 1000 / RATE;
    const wait = next - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  db.close();
  return 0;
}

function listener(): {
  send(message: object): void;
  next<T extends ListenerReply["type"]>(type: T): Promise<Extract<ListenerReply, { type: T }>>;
} {
  const child = fork(path.join(root, "scripts/bench-events-listener.ts"), [], { execArgv: ["--import", "tsx"], cwd: root });
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`the listener process ended (${code})`))));
  exited.catch(() => undefined);
  return {
    send: (message) => child.send(message),
    next: (type) =>
      Promise.race([
        exited,
        new Promise<never>((resolve) => {
          const on = (message: ListenerReply) => {
            if (message.type !== type) return;
            child.off("message", on);
            resolve(message as never);
          };
          child.on("message", on);
        }),
      ]),
  };
}

const ms = (v: number | undefined) => (v === undefined ? "-" : `${v.toFixed(1)} ms`);

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1))}`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-events-"));
  const dbFile = path.join(dir, "shop.sqlite");
  const env = { DB_FILE: dbFile, UPLOAD_DIR: path.join(dir, "uploads"), STATIC_DIR: path.join(dir, "static") };
  try {
    console.log("seeding a fresh demo shop...");
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "server/src/seed/cli.ts", "--reset", "--demo"], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: "ignore",
    });
    if (seeded.status !== 0) throw new Error("seeding failed");
    const { emails, stock } = await prepare(dbFile, Math.max(CASHIERS, Math.ceil(STREAMS / PER_ADMIN)));
    const server = await startServerProcess(env);
    try {
      const tokens: string[] = [];
      for (const email of emails) tokens.push(await benchSignIn(server.url, { email, password: "bench123" }));
      const streams = listener();
      streams.send({ type: "open", origin: server.url, tokens, streams: STREAMS });
      const ready = await streams.next("ready");
      console.log(`streams: ${ready.opened} open, ${ready.refused} refused, over ${tokens.length} admins`);

      const placed = new Map<number, number>();
      const started = now();
      const until = started + SECONDS * 1000;
      const failed =
        process.env.BENCH_WRITER === "db"
          ? [await directOrders(dbFile, stock, until, placed)]
          : await Promise.all(tokens.slice(0, CASHIERS).map((token) => cashier(server.url, token, stock, until, placed)));
      const took = (now() - started) / 1000;
      const expected = placed.size * ready.opened;
      console.log(
        `orders (${process.env.BENCH_WRITER === "db" ? "second database connection" : "API"}): ${placed.size} placed in ${took.toFixed(1)} s (${(placed.size / took).toFixed(1)}/s, asked ${RATE}/s), ` +
          `${failed.reduce((a, b) => a + b, 0)} refused`,
      );

      // Until every delivery is in, or nothing more arrived for two seconds.
      let received = 0;
      let quietSince = now();
      while (received < expected && now() - quietSince < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        streams.send({ type: "count" });
        const count = (await streams.next("count")).received;
        if (process.env.BENCH_DEBUG) console.error(`received ${count} / ${expected}`);
        if (count > received) quietSince = now();
        received = count;
      }
      streams.send({ type: "stop" });
      const receipts: Receipt[] = (await streams.next("receipts")).receipts;
      const ours = receipts.filter(([, order]) => placed.has(order));
      const fromSent = ours.map(([, order, at]) => at - placed.get(order)!);
      const fromWritten = ours.map(([, , at, written]) => at - written);
      console.log(`delivered: ${ours.length} / ${expected} (${((100 * ours.length) / Math.max(1, expected)).toFixed(2)} %)`);
      console.log(
        summary(
          `latency since the order was placed (${process.env.BENCH_WRITER === "db" ? "committed" : "pos-order/action sent"})`,
          fromSent,
        ),
      );
      console.log(summary("latency since the order row was written (event at)", fromWritten));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
