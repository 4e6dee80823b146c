import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInDemo, type DemoSession } from "./accounts";
import { makeProduct } from "./commerce-fixtures";
import { useTestServer } from "./harness";
import { expectConflict, expectVersionedWrites, versionCaller, type Caller } from "./version-calls";

/*
 * Record versions on the routes that write a record outside the CRUD kit (server/docs/record-versions.md):
 * admins, subscription e-mail formats, languages and their strings, tags, and an order's status,
 * payment status and payment method.
 */
const t = useTestServer();
let s: DemoSession;
const call: Caller = versionCaller(t, () => s.admin);
const db = () => t().server.db;

beforeAll(async () => {
  s = await signInDemo(t());
});

/** One record's find and update, as `expectVersionedWrites` checks them. */
const checkRecord = (find: string, write: string, body: (n: number) => Record<string, unknown>) =>
  expectVersionedWrites(call, find, write, body);

describe("record versions on their own routes", () => {
  it("an admin account (admin-data)", async () => {
    const made = await createAdmin(t(), { role: "versions-role", permissions: [] });
    const body = (n: number) => ({ name: `Versions ${n}`, username: `versions-${made.id}`, email: made.email, roles: ["versions-role"] });
    await checkRecord(`/admin-data/find/${made.id}`, `/admin-data/action/${made.id}`, body);
  });

  it("a subscription e-mail format", async () => {
    const made = await call("/subscription-email-format/action", { body: { title: "Versions", subject: "S", body: "<p>b</p>" } });
    const id = made.body.data.id;
    const body = (n: number) => ({ title: `Versions ${n}`, subject: "S", body: "<p>b</p>" });
    await checkRecord(`/subscription-email-format/find/${id}`, `/subscription-email-format/action/${id}`, body);
  });

  it("a language, and its strings (a hash of them is their version)", async () => {
    const made = await call("/language/action", { body: { name: "Versions", code: "vq" } });
    const id = made.body.data.id;
    await checkRecord(`/language/find/${id}`, `/language/action/${id}`, (n) => ({ name: `Versions ${n}`, code: "vq" }));
    await checkRecord(`/language/strings/${id}`, `/language/strings-action/${id}`, (n) => ({ strings: { "list.search": `Find ${n}` } }));
  });

  it("a tag, renamed from its row in tag/all: a stale If-Match is refused with the tag as it is now", async () => {
    const made = await call("/tag/action", { body: { title: "versions-tag" } });
    const id = made.body.data.id;
    const opened = `"${made.body.data.updated_at}"`;
    const first = await call(`/tag/action/${id}`, { body: { title: "versions-tag-a" }, ifMatch: opened });
    expect(first.body.status).toBe(200);
    const stale = await call(`/tag/action/${id}`, { body: { title: "versions-tag-b" }, ifMatch: opened });
    expect([stale.http, stale.body.data.title, stale.etag]).toEqual([409, "versions-tag-a", first.etag]);
    const stored = await db().selectFrom("tags").select("title").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.title).toBe("versions-tag-a");
    expect((await call(`/tag/action/${id}`, { body: { title: "versions-tag-c" } })).body.status).toBe(200);
  });
});

/** A shop order (not POS, not cancelled) at status 1, for one test. */
async function openOrder(skip: number) {
  const row = await db()
    .selectFrom("orders")
    .select("id")
    .where("status", "=", 1)
    .where("cancelled", "=", 0)
    .orderBy("id")
    .limit(1)
    .offset(skip)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("an order's version", () => {
  it("order/find sends it; update-status, payment-status and payment-method refuse a stale If-Match with the order as find answers it", async () => {
    const id = await openOrder(0);
    const opened = await call(`/order/find/${id}`);
    expect(opened.etag).toBe(`"${opened.body.data.updated_at}"`);

    const plain = await call("/order/payment-status", { body: { id, payment_done: 0 } });
    expect([plain.http, plain.body.status]).toEqual([200, 200]);
    const before = await call(`/order/find/${id}`);
    expect(plain.etag).toBe(before.etag);

    const first = await call("/order/update-status", { body: { id, status: 2 }, ifMatch: before.etag! });
    expect(first.body.status).toBe(200);
    const now = await call(`/order/find/${id}`);
    expect([first.etag === now.etag, first.etag === before.etag]).toEqual([true, false]);

    for (const [path, body] of [
      ["/order/update-status", { id, status: 3 }],
      ["/order/payment-status", { id, payment_done: 1 }],
      ["/order/payment-method", { id, order_method: 3 }],
    ] as const) {
      const stale = await call(path, { body, ifMatch: before.etag! });
      expectConflict(stale, now, path);
    }
    const stored = await db().selectFrom("orders").select(["status", "payment_done"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 2, payment_done: 0 });

    const paid = await call("/order/payment-status", { body: { id, payment_done: 1 }, ifMatch: now.etag! });
    expect(paid.body.status).toBe(200);
    const method = await call("/order/payment-method", { body: { id, order_method: 3 }, ifMatch: paid.etag! });
    expect(method.body.status).toBe(200);
    expect(method.etag).toBe((await call(`/order/find/${id}`)).etag);
  });

  it("20 status changes sent at once with the same version: exactly one is stored, the other 19 answer 409", async () => {
    const id = await openOrder(1);
    const opened = await call(`/order/find/${id}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("/order/update-status", { body: { id, status: 2 }, ifMatch: opened.etag! })),
    );
    expect(answers.filter((a) => a.http === 200 && a.body.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.http === 409)).toHaveLength(19);
  });

  it("20 payment-status saves sent at once with the same version: exactly one is stored", async () => {
    const id = await openOrder(2);
    const opened = await call(`/order/find/${id}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => call("/order/payment-status", { body: { id, payment_done: n % 2 }, ifMatch: opened.etag! })),
    );
    expect(answers.filter((a) => a.http === 200 && a.body.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.http === 409)).toHaveLength(19);
  });
});

describe("stock: the product's version", () => {
  it("updated-inventory/find and product/find send it; a stale stock update is refused with the variants as they are now", async () => {
    const made = await makeProduct(db(), { adminId: s.adminId, stock: 10, selling: 30, title: "Versions inventory" });
    const find = `/updated-inventory/find/${made.productId}`;
    const write = `/updated-inventory/action/${made.productId}`;
    const list = (quantity: number) => ({ inventories: [{ id: made.inventoryId, quantity, sku: null, price: 30, values: [] }] });
    const opened = await call(find);
    expect(opened.etag).toBe((await call(`/product/find/${made.productId}`)).etag);

    const plain = await call(write, { body: list(9) });
    expect([plain.http, plain.body.status]).toEqual([200, 200]);
    const before = await call(find);
    expect([plain.etag === before.etag, before.etag === opened.etag]).toEqual([true, false]);

    const first = await call(write, { body: list(7), ifMatch: before.etag! });
    expect(first.body.status).toBe(200);
    const now = await call(find);
    expect([first.etag === now.etag, now.etag === (await call(`/product/find/${made.productId}`)).etag]).toEqual([true, true]);

    const stale = await call(write, { body: list(3), ifMatch: before.etag! });
    expectConflict(stale, now, write);
    const stored = await db()
      .selectFrom("updated_inventories")
      .select("quantity")
      .where("id", "=", made.inventoryId)
      .executeTakeFirstOrThrow();
    expect(stored.quantity).toBe(7);
    // A product form opened before the stock update is refused too.
    expect((await call(`/product/action/${made.productId}`, { body: {}, ifMatch: before.etag! })).http).toBe(409);
  });
});
