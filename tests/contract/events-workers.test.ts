import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { eventOf, openEvents, type EventStream } from "../../scripts/events-client";
import { freePort } from "../../scripts/bench-server";
import { ADMIN } from "./harness";

/*
 * Live events with WORKERS=2 (server/src/cluster.ts): the database is the medium, so an event made
 * through one process reaches the streams held by the other. Which process holds a stream is told
 * by the per-process cap, set to 1 here: with one stream of the admin open, a second one is refused
 * (429) by the process that holds the first and accepted only by the other.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
let child: ChildProcess;
let origin = "";
let dir = "";
let token = "";
const open: EventStream[] = [];

/** One request on a connection of its own, so node:cluster may hand it to either worker. */
function call(method: string, pathname: string, body?: unknown, auth = token): Promise<{ status: number; data: any }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}/api/admin${pathname}`,
      {
        method,
        agent: false,
        headers: {
          Accept: "application/json",
          ...(payload ? { "Content-Type": "application/json" } : {}),
          ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(JSON.parse(text) as { status: number; data: any }));
      },
    );
    req.once("error", reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "shop-events-workers-"));
  mkdirSync(path.join(dir, "static"), { recursive: true });
  // The run's seeded demo shop when there is one (seeded-template.ts), else the primary seeds it.
  const template = inject("seededTemplate");
  const seeded = Boolean(template && existsSync(path.join(template, "shop.sqlite")));
  if (seeded) copyFileSync(path.join(template, "shop.sqlite"), path.join(dir, "shop.sqlite"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      WORKERS: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      DB_FILE: path.join(dir, "shop.sqlite"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      STATIC_DIR: path.join(dir, "static"),
      DEMO_SEED: seeded ? "0" : "1",
      LOG: "0",
      JWT_SECRET: "",
      EVENTS_STREAMS_PER_ADMIN: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Admin panel:")) resolve();
    });
  });
  const login = await call("POST", "/login", ADMIN, "");
  expect(login.status).toBe(200);
  token = login.data.token as string;
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    await new Promise<void>((resolve) => {
      child.removeAllListeners("exit");
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Two streams of the admin open at once, hence one in each worker process (the cap of 1 per process
 * refuses a second one where one is open). Refusals are asked again: a stream of the previous test
 * may still count until its process sees that its connection closed.
 */
async function oneStreamPerWorker(): Promise<[EventStream, EventStream]> {
  const accepted: EventStream[] = [];
  for (let attempt = 0; attempt < 60 && accepted.length < 2; attempt++) {
    const stream = await openEvents(origin, { token });
    open.push(stream);
    if (stream.http === 200) accepted.push(stream);
    else expect(stream.http).toBe(429);
  }
  expect(accepted).toHaveLength(2);
  await Promise.all(accepted.map((s) => s.waitFor((f) => f.retry === 3000)));
  return [accepted[0], accepted[1]];
}

describe("events with WORKERS=2", () => {
  it("an order placed through the API reaches the streams of both processes", async () => {
    const streams = await oneStreamPerWorker();
    const db = new SQLite(path.join(dir, "shop.sqlite"), { readonly: true });
    const stock = db
      .prepare(
        `SELECT i.product_id AS productId, i.id AS inventoryId FROM updated_inventories i JOIN products p ON p.id = i.product_id
         JOIN admins a ON a.id = p.admin_id WHERE a.email = ? AND p.status = 1 AND i.quantity > 2 ORDER BY i.id LIMIT 1`,
      )
      .get(ADMIN.email) as { productId: number; inventoryId: number };
    db.close();
    const cart = await call("POST", "/cart/action", { product_id: stock.productId, inventory_id: stock.inventoryId, quantity: 1 });
    expect(cart.status).toBe(200);
    const order = await call("POST", "/pos-order/action", { payment_method: 1 });
    expect(order.status).toBe(200);
    const frames = await Promise.all(streams.map((s) => s.waitFor(eventOf("order.created", order.data.id))));
    expect(frames[0].id).toBe(frames[1].id);
    expect(frames[0].data).toEqual(frames[1].data);
  });

  it("a write through a second database connection reaches both as well: the table is the medium", async () => {
    const streams = await oneStreamPerWorker();
    const db = new SQLite(path.join(dir, "shop.sqlite"));
    db.pragma("busy_timeout = 5000");
    const id = Number(
      db.prepare("INSERT INTO contact_us (name, email, subject, message) VALUES ('V', 'v@example.org', 'S', 'M')").run().lastInsertRowid,
    );
    db.close();
    await Promise.all(streams.map((s) => s.waitFor(eventOf("message.created", id))));
  });
});
