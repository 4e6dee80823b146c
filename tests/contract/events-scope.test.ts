import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { eventOf, openEvents, type EventStream, type Frame } from "../../scripts/events-client";
import { createAdmin, signInDemo, type DemoSession } from "./accounts";
import { makeProduct } from "./commerce-fixtures";
import { useTestServer } from "./harness";

/*
 * Live events, who receives what (server/docs/events.md): each event needs its permission, and a
 * vendor receives only what concerns it (orders holding its products, its own withdrawals, stock and
 * records). "Does not receive" is shown without waiting a fixed time: the hidden event is made
 * first, then one the stream does receive; events arrive in id order, so the frames before that
 * marker are all the stream will ever get of the hidden one.
 */
const t = useTestServer();
let s: DemoSession;
let otherVendor: { id: number; token: string };
let clerk: { id: number; token: string };
const open: EventStream[] = [];

beforeAll(async () => {
  s = await signInDemo(t());
  otherVendor = await createAdmin(t(), { vendor: true });
  clerk = await createAdmin(t(), { permissions: ["message.view", "product.view"] });
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function listen(token: string): Promise<EventStream> {
  const stream = await openEvents(t().url, { token });
  open.push(stream);
  expect(stream.http).toBe(200);
  await stream.waitFor((f) => f.retry === 3000);
  return stream;
}

/** A till sale through the API (cart, then pos-order/action): answers the order's id. */
async function sell(token: string, product: { productId: number; inventoryId: number }): Promise<number> {
  const cart = await t().api(token).post("/cart/action", { product_id: product.productId, inventory_id: product.inventoryId, quantity: 1 });
  expect(cart.status).toBe(200);
  const order = await t().api(token).post("/pos-order/action", { payment_method: 1 });
  expect(order.status).toBe(200);
  return order.data.id as number;
}

async function withdrawal(adminId: number): Promise<number> {
  const row = await t()
    .server.db.insertInto("withdrawals")
    .values({ admin_id: adminId, amount: 10, status: 1, created_at: isoNow(), updated_at: isoNow() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const none = (frames: Frame[], match: (f: Frame) => boolean) => expect(frames.filter(match)).toEqual([]);

describe("events: permissions", () => {
  it("an admin without order.view gets no order events (nor the order's record change), but what it may see", async () => {
    const stream = await listen(clerk.token);
    const mine = await makeProduct(t().server.db, { adminId: s.adminId, stock: 5 });
    const order = await sell(s.admin, mine);
    const marker = await t()
      .server.db.insertInto("contact_us")
      .values({ name: "V", email: "v@example.org", subject: "S", message: "M" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const frames = await stream.until(eventOf("message.created", marker.id));
    none(frames, eventOf("order.created"));
    none(frames, eventOf("record.changed", order));
    // product.view: the sale's stock change is the clerk's to see.
    expect(frames.filter(eventOf("stock.changed", mine.productId)).map((f) => f.data.quantity)).toEqual([4]);
  });

  it("the superadmin gets the sale as order.created (with its number and actor), stock.changed and record.changed", async () => {
    const stream = await listen(s.admin);
    const mine = await makeProduct(t().server.db, { adminId: s.adminId, stock: 3 });
    const order = await sell(s.admin, mine);
    const created = await stream.waitFor(eventOf("order.created", order));
    const number = await t().server.db.selectFrom("orders").select("order").where("id", "=", order).executeTakeFirstOrThrow();
    expect(created.data).toMatchObject({ record_type: "order", order_number: number.order, actor: { id: s.adminId, name: "Shop Admin" } });
    const stock = await stream.waitFor(eventOf("stock.changed", mine.productId));
    expect(stock.data).toMatchObject({ product_id: mine.productId, inventory_id: mine.inventoryId, quantity: 2, actor: { id: s.adminId } });
    const record = await stream.waitFor(eventOf("record.changed", order));
    expect(record.data).toMatchObject({ record_type: "order", action: "create", actor: { id: s.adminId } });

    await t().server.db.updateTable("orders").set({ status: 2, payment_done: 0 }).where("id", "=", order).execute();
    const changed = await stream.waitFor(eventOf("order.changed", order));
    expect(changed.data).toMatchObject({ status: 2, payment_status: 0, actor: null });
  });
});

describe("events: a vendor's scope", () => {
  it("a vendor gets the orders holding its products, not another seller's; their stock the same", async () => {
    const stream = await listen(s.vendor);
    const admins = await makeProduct(t().server.db, { adminId: s.adminId, stock: 5 });
    const vendors = await makeProduct(t().server.db, { adminId: s.vendorId, stock: 5 });
    const foreign = await sell(s.admin, admins);
    await t().server.db.updateTable("orders").set({ status: 3 }).where("id", "=", foreign).execute();
    const own = await sell(s.vendor, vendors);

    const frames = await stream.until(eventOf("order.created", own));
    none(frames, eventOf("order.created", foreign));
    none(frames, eventOf("order.changed", foreign));
    none(frames, eventOf("stock.changed", admins.productId));
    expect(frames.at(-1)!.data).toMatchObject({ actor: { id: s.vendorId, name: "Demo Vendor" } });
    await stream.waitFor(eventOf("stock.changed", vendors.productId));
    // An order is no vendor's record (the activity log gives it no owner): no record.changed.
    await t().server.db.updateTable("orders").set({ status: 4 }).where("id", "=", own).execute();
    const after = await stream.until(eventOf("order.changed", own));
    none(after, eventOf("record.changed", own));
  });

  it("the other vendor gets none of these, and an order with both sellers' lines reaches both", async () => {
    const stream = await listen(otherVendor.token);
    const theirs = await makeProduct(t().server.db, { adminId: otherVendor.id, stock: 5 });
    const vendors = await makeProduct(t().server.db, { adminId: s.vendorId, stock: 5 });
    const vendorStream = await listen(s.vendor);
    const only = await sell(s.admin, vendors);
    await t().api(s.admin).post("/cart/action", { product_id: theirs.productId, inventory_id: theirs.inventoryId, quantity: 1 });
    const both = await sell(s.admin, vendors);

    const frames = await stream.until(eventOf("order.created", both));
    none(frames, eventOf("order.created", only));
    none(frames, eventOf("stock.changed", vendors.productId));
    await vendorStream.waitFor(eventOf("order.created", both));
  });

  it("withdrawals: a vendor gets its own requests and their status changes, not another vendor's", async () => {
    const stream = await listen(s.vendor);
    const admin = await listen(s.admin);
    const foreign = await withdrawal(otherVendor.id);
    const own = await withdrawal(s.vendorId);
    await t().server.db.updateTable("withdrawals").set({ status: 2 }).where("id", "=", own).execute();
    const frames = await stream.until(eventOf("withdrawal.changed", own));
    none(frames, eventOf("withdrawal.created", foreign));
    expect(frames.filter((f) => f.data?.record_id === String(own)).map((f) => [f.event, f.data.record_type])).toEqual([
      ["withdrawal.created", "withdrawal_request"],
      ["withdrawal.changed", "withdrawal_request"],
    ]);
    expect(frames.at(-1)!.data.status).toBe(2);
    await admin.waitFor(eventOf("withdrawal.created", foreign));
  });

  it("record.changed: a vendor gets the changes of records it owns, whoever made them, and not others'", async () => {
    const stream = await listen(s.vendor);
    const slug = (n: string) => `events-${n}-${Date.now()}`;
    const adminsBrand = await t()
      .api(s.admin)
      .post("/brand/action", { title: "Admin's brand", slug: slug("a") });
    const vendorsBrand = await t()
      .api(s.vendor)
      .post("/brand/action", { title: "Vendor's brand", slug: slug("v") });
    expect([adminsBrand.status, vendorsBrand.status]).toEqual([200, 200]);
    const frames = await stream.until(eventOf("record.changed", vendorsBrand.data.id));
    none(frames, eventOf("record.changed", adminsBrand.data.id));
    expect(frames.at(-1)!.data).toMatchObject({
      record_type: "brand",
      action: "create",
      record_title: "Vendor's brand",
      actor: { id: s.vendorId, name: "Demo Vendor" },
    });
    // A message is the shop's, not a vendor's (vendors lack message.view).
    const message = await t()
      .server.db.insertInto("contact_us")
      .values({ name: "V", email: "v@example.org", subject: "S", message: "M" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const marker = await withdrawal(s.vendorId);
    none(await stream.until(eventOf("withdrawal.created", marker)), eventOf("message.created", message.id));
  });
});
