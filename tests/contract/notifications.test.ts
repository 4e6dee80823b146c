import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { createAdmin } from "./accounts";
import { makeOrder, orderScene, type OrderScene } from "./commerce-fixtures";
import { useTestServer } from "./harness";

/*
 * Extension: notification/summary and notification/seen (the shell's bell). What counts as new
 * (server/src/groups/notifications-kinds.ts): orders placed since the admin's mark (the newest order
 * when it first asked), unread contact messages, pending withdrawal requests; each kind only with
 * its view permission, a vendor's orders and requests only its own.
 */

const t = useTestServer();
let scene: OrderScene;

interface Summary {
  total: number;
  kinds: { kind: string; count: number; up_to: number; since?: string | null; latest: { id: number; label: string }[] }[];
}

const kindOf = (summary: Summary, kind: string) => summary.kinds.find((k) => k.kind === kind);

async function summaryOf(token: string): Promise<Summary> {
  const reply = await t().api(token).get<Summary>("/notification/summary");
  expect(reply.status, JSON.stringify(reply)).toBe(200);
  return reply.data;
}

const adminLine = () => [{ ...scene.adminProduct, quantity: 1, selling: 100 }];
const vendorLine = () => [{ ...scene.vendorProduct, quantity: 1, selling: 40 }];

async function message(subject: string, viewed = 2) {
  const now = isoNow();
  const row = await t()
    .server.db.insertInto("contact_us")
    .values({ name: "Sender", email: "sender@example.org", subject, message: "Hello", viewed, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function withdrawal(adminId: number, status: number) {
  const row = await t()
    .server.db.insertInto("withdrawals")
    .values({ admin_id: adminId, amount: 12.5, status, created_at: isoNow(), updated_at: isoNow() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  scene = await orderScene(t());
});

describe("notification/summary", () => {
  it("counts orders placed after the first look, and lists them newest first with their numbers", async () => {
    const before = kindOf(await summaryOf(scene.admin), "order")!;
    const first = await makeOrder(t().server.db, { lines: adminLine(), code: "BELL-1" });
    const second = await makeOrder(t().server.db, { lines: adminLine(), code: "BELL-2" });
    const after = kindOf(await summaryOf(scene.admin), "order")!;
    expect(after.count).toBe(before.count + 2);
    expect(after.latest.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second, label: "BELL-2" }),
      expect.objectContaining({ id: first, label: "BELL-1" }),
    ]);
    expect(after.up_to).toBe(second);
  });

  it("counts unread messages and pending withdrawal requests; read messages and settled requests are not news", async () => {
    const before = await summaryOf(scene.admin);
    const unread = await message("Where is my parcel?");
    await message("Already read", 1);
    const pending = await withdrawal(scene.ids.vendor, 2);
    await withdrawal(scene.ids.vendor, 1);
    const after = await summaryOf(scene.admin);
    expect(kindOf(after, "message")!.count).toBe(kindOf(before, "message")!.count + 1);
    expect(kindOf(after, "message")!.latest[0]).toEqual(expect.objectContaining({ id: unread, label: "Where is my parcel?" }));
    expect(kindOf(after, "withdrawal")!.count).toBe(kindOf(before, "withdrawal")!.count + 1);
    expect(kindOf(after, "withdrawal")!.latest[0].id).toBe(pending);
    expect(after.total).toBe(after.kinds.reduce((sum, k) => sum + k.count, 0));
  });

  it("shows a vendor only its own orders and withdrawal requests, and no messages without message.view", async () => {
    const before = await summaryOf(scene.vendor);
    expect(before.kinds.map((k) => k.kind)).not.toContain("message");
    await makeOrder(t().server.db, { lines: adminLine(), code: "NOT-VENDOR" });
    const own = await makeOrder(t().server.db, { lines: vendorLine(), code: "VENDOR-OWN" });
    const other = await createAdmin(t(), { vendor: true, permissions: ["withdrawal_request.view"] });
    await withdrawal(other.id, 2);
    const after = await summaryOf(scene.vendor);
    const orders = kindOf(after, "order")!;
    expect(orders.count).toBe(kindOf(before, "order")!.count + 1);
    expect(orders.latest[0]).toEqual(expect.objectContaining({ id: own, label: "VENDOR-OWN" }));
    expect(orders.latest.map((e) => e.label)).not.toContain("NOT-VENDOR");
    const withdrawals = kindOf(after, "withdrawal");
    if (withdrawals) expect(withdrawals.count).toBe(kindOf(before, "withdrawal")!.count);
  });

  it("answers no kinds to an admin without any of the permissions, and refuses its seen marks", async () => {
    const nobody = await createAdmin(t(), { permissions: ["product.view"] });
    expect(await summaryOf(nobody.token)).toEqual({ total: 0, kinds: [] });
    const refused = await t().api(nobody.token).post("/notification/seen", { kind: "order" });
    expect(refused.status).toBe(403);
    const guest = await t().api(null).get("/notification/summary");
    expect(guest.message).toBe("Unauthenticated.");
  });
});

describe("notification/seen", () => {
  it("marks one opened record seen, the others stay new", async () => {
    const me = await createAdmin(t(), { permissions: ["order.view"] });
    await summaryOf(me.token);
    const a = await makeOrder(t().server.db, { lines: adminLine() });
    const b = await makeOrder(t().server.db, { lines: adminLine() });
    expect(kindOf(await summaryOf(me.token), "order")!.count).toBe(2);
    const seen = await t().api(me.token).post<Summary>("/notification/seen", { kind: "order", id: a });
    expect(seen.status).toBe(200);
    expect(kindOf(seen.data, "order")).toEqual(expect.objectContaining({ count: 1, latest: [expect.objectContaining({ id: b })] }));
    // Per admin: another admin still sees both as new.
    expect(kindOf(await summaryOf(scene.admin), "order")!.latest.map((e) => e.id)).toEqual(expect.arrayContaining([a, b]));
  });

  it("marks all seen up to the summary's newest id; what came after stays new", async () => {
    const me = await createAdmin(t(), { permissions: ["order.view", "message.view"] });
    await summaryOf(me.token);
    await makeOrder(t().server.db, { lines: adminLine() });
    const upTo = kindOf(await summaryOf(me.token), "order")!.up_to;
    const later = await makeOrder(t().server.db, { lines: adminLine() });
    const seen = await t().api(me.token).post<Summary>("/notification/seen", { kind: "order", up_to: upTo });
    expect(kindOf(seen.data, "order")).toEqual(expect.objectContaining({ count: 1, latest: [expect.objectContaining({ id: later })] }));
    const all = await t().api(me.token).post<Summary>("/notification/seen", {});
    expect(all.data.total).toBe(0);
  });

  it("says since when it counts orders: the placing time of the last order its mark covers (null for the other kinds)", async () => {
    const me = await createAdmin(t(), { permissions: ["order.view", "message.view"] });
    const seenAt = "2026-01-02T08:00:00.000000Z";
    await makeOrder(t().server.db, { lines: adminLine(), createdAt: seenAt });
    // The first look puts the mark at the newest order: the bell counts what came after it.
    const first = await summaryOf(me.token);
    expect(kindOf(first, "order")).toEqual(expect.objectContaining({ count: 0, since: seenAt }));
    expect(kindOf(first, "message")!.since).toBeNull();
    const laterAt = "2026-01-03T09:30:00.000000Z";
    await makeOrder(t().server.db, { lines: adminLine(), createdAt: laterAt });
    expect(kindOf(await summaryOf(me.token), "order")).toEqual(expect.objectContaining({ count: 1, since: seenAt }));
    const seen = await t().api(me.token).post<Summary>("/notification/seen", { kind: "order" });
    expect(kindOf(seen.data, "order")).toEqual(expect.objectContaining({ count: 0, since: laterAt }));
  });

  it("validates its body", async () => {
    // Validation failures answer body status 201 with the messages (contract 1.4).
    const bad = await t().api(scene.admin).post("/notification/seen", { kind: "invoice" });
    expect(bad.status).toBe(201);
    expect(bad.data.form).toContain("The kind field is invalid.");
    const noKind = await t().api(scene.admin).post("/notification/seen", { id: 3 });
    expect(noKind.data.form).toContain("The kind field is required with an id.");
  });
});
