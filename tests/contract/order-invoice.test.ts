import { beforeAll, describe, expect, it } from "vitest";
import { invoiceNumber } from "../../server/src/groups/commerce/order-invoice";
import { useTestServer } from "./harness";
import { FORBIDDEN_MESSAGE, NOT_FOUND } from "./accounts";
import { makeOrder, orderScene, type OrderScene } from "./commerce-fixtures";

/*
 * Extension: POST order/invoice/{id} gives an order its invoice number once (commerce-area.md,
 * "Invoice numbers"): one number per order, the year's next one, the same on every repeat, never
 * twice under concurrent requests. The two-process case is in cluster.test.ts.
 */

const t = useTestServer();
let s: OrderScene;

beforeAll(async () => {
  s = await orderScene(t());
});

const newOrder = () => makeOrder(t().server.db, { lines: [{ ...s.adminProduct, quantity: 1, selling: 10 }] });
const issue = (id: number, token = s.admin) => t().api(token).post(`/order/invoice/${id}`);
const year = new Date().getUTCFullYear();

/** The highest sequence issued so far this year (other tests of the file issue numbers too). */
async function lastSequence(): Promise<number> {
  const row = await t()
    .server.db.selectFrom("order_invoices")
    .select((eb) => eb.fn.max("sequence").as("last"))
    .where("year", "=", year)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

describe("order/invoice", () => {
  it("writes the year and a zero-padded sequence", () => {
    expect(invoiceNumber(2026, 1)).toBe("2026-00001");
    expect(invoiceNumber(2026, 123456)).toBe("2026-123456");
  });

  it("gives an order the year's next number the first time, and the same number on every repeat", async () => {
    const before = await lastSequence();
    const id = await newOrder();
    const first = await issue(id);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ order_id: id, year, sequence: before + 1, number: invoiceNumber(year, before + 1), issued: true });
    const again = await issue(id);
    expect(again.data).toMatchObject({ order_id: id, number: first.data.number, sequence: before + 1, issued: false });
    expect(again.data.issued_at).toBe(first.data.issued_at);
    const rows = await t().server.db.selectFrom("order_invoices").selectAll().where("order_id", "=", id).execute();
    expect(rows).toHaveLength(1);
  });

  it("numbers orders in the order their invoices are asked for, without gaps", async () => {
    const before = await lastSequence();
    const ids = [await newOrder(), await newOrder(), await newOrder()];
    // Asked for in another order than the orders were placed.
    const numbers: Record<number, number> = {};
    for (const id of [ids[2], ids[0], ids[1]]) numbers[id] = (await issue(id)).data.sequence;
    expect([numbers[ids[2]], numbers[ids[0]], numbers[ids[1]]]).toEqual([before + 1, before + 2, before + 3]);
  });

  it("gives concurrent requests one number per order and no number twice", async () => {
    const before = await lastSequence();
    const ids = await Promise.all(Array.from({ length: 6 }, () => newOrder()));
    // Each order asked for three times at once, all eighteen requests in flight together.
    const answers = await Promise.all(ids.flatMap((id) => [issue(id), issue(id), issue(id)]));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const byOrder = new Map<number, Set<string>>();
    for (const a of answers) byOrder.set(a.data.order_id, (byOrder.get(a.data.order_id) ?? new Set()).add(a.data.number));
    expect([...byOrder.values()].every((numbers) => numbers.size === 1)).toBe(true);
    expect(answers.filter((a) => a.data.issued)).toHaveLength(6);
    const sequences = [...new Set(answers.map((a) => a.data.sequence as number))].sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
  });

  it("keeps a deleted order's number used: the next order gets the one after", async () => {
    const id = await newOrder();
    const gone = (await issue(id)).data.sequence as number;
    expect((await t().api(s.admin).del(`/order/delete/${id}`)).status).toBe(200);
    const row = await t()
      .server.db.selectFrom("order_invoices")
      .selectAll()
      .where("sequence", "=", gone)
      .where("year", "=", year)
      .executeTakeFirst();
    expect(row).toMatchObject({ order_id: null, number: invoiceNumber(year, gone) });
    expect((await issue(await newOrder())).data.sequence).toBe(gone + 1);
  });

  it("answers not found for an unknown order and refuses vendors and accounts without order.view", async () => {
    const missing = await issue(99_999_999);
    expect(missing.message).toBe(NOT_FOUND);
    expect(missing.data).toEqual({ form: [NOT_FOUND] });
    const id = await makeOrder(t().server.db, { lines: [{ ...s.vendorProduct, quantity: 1, selling: 40 }] });
    expect(await issue(id, s.vendor)).toMatchObject({ status: 403, message: FORBIDDEN_MESSAGE });
    expect(await issue(id, s.nobody)).toMatchObject({ status: 403 });
    expect(await t().server.db.selectFrom("order_invoices").select("id").where("order_id", "=", id).execute()).toHaveLength(0);
  });
});

describe("setting/address vat_number", () => {
  it("saves the shop's VAT number with the address and answers it in setting/find and the profile", async () => {
    const api = t().api(s.admin);
    const address = { email: "shop@example.com", address_1: "Via Roma 1", city: "Milano", state: "MI", zip: "20121", country: "Italia" };
    const saved = await api.post("/setting/address", { ...address, vat_number: "IT09876543210" });
    expect(saved).toMatchObject({ status: 200, data: { vat_number: "IT09876543210" } });
    expect((await api.get("/setting/find")).data.vat_number).toBe("IT09876543210");
    expect((await api.get("/profile")).data.setting.vat_number).toBe("IT09876543210");
    // Not sent: kept.
    expect((await api.post("/setting/address", address)).status).toBe(200);
    expect((await api.get("/setting/find")).data.vat_number).toBe("IT09876543210");
    // Sent blank: cleared.
    expect((await api.post("/setting/address", { ...address, vat_number: " " })).data.vat_number).toBeNull();
    expect((await api.get("/setting/find")).data.vat_number).toBeNull();
    const long = await api.post("/setting/address", { ...address, vat_number: "X".repeat(41) });
    expect(long.status).toBe(201);
    expect(JSON.stringify(long.data)).toContain("vat number");
  });
});
