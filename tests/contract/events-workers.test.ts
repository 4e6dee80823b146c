import { existsSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { eventOf, openEvents, type EventStream } from "../../scripts/events-client";
import { clusterCall, startCluster, type ClusterServer } from "./cluster-harness";
import { ADMIN } from "./harness";

/*
 * Live events with WORKERS=2 (server/src/cluster.ts): the database is the medium, so an event made
 * through one process reaches the streams held by the other. Which process holds a stream is told
 * by the per-process cap, set to 1 here: with one stream of the admin open, a second one is refused
 * (429) by the process that holds the first and accepted only by the other.
 */

let server: ClusterServer;
let origin = "";
let dir = "";
let token = "";
const open: EventStream[] = [];

/** One request on a connection of its own, so node:cluster may hand it to either worker. */
async function call(method: string, pathname: string, body?: unknown, auth = token): Promise<{ status: number; data: any }> {
  return clusterCall(origin, method, pathname, { token: auth, body });
}

beforeAll(async () => {
  // The run's seeded demo shop when there is one (seeded-template.ts), else the primary seeds it.
  const template = inject("seededTemplate");
  const seeded = Boolean(template && existsSync(path.join(template, "shop.sqlite")));
  server = await startCluster({
    prefix: "shop-events-workers-",
    seededFrom: seeded ? template : undefined,
    env: { EVENTS_STREAMS_PER_ADMIN: "1" },
  });
  ({ origin, dir } = server);
  const login = await call("POST", "/login", ADMIN, "");
  expect(login.status).toBe(200);
  token = login.data.token as string;
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

afterAll(async () => {
  await server?.stop();
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
