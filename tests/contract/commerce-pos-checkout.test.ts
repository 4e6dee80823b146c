import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { createAdmin, signInAll } from "./accounts";
import { useTestServer } from "./harness";
import { makeProduct, makeRules, makeUser } from "./commerce-fixtures";

/*
 * POS checkout extensions: `cart/quote` (the totals before confirming, priced by the function the
 * order is priced with), `voucher/validity` for the POS Apply button, and `cart/action`'s ±delta.
 */

const t = useTestServer();
let admin: string;
let nobody: string;
let cashier: string;
let ids: { admin: number; vendor: number };
let rules: { taxRuleId: number; shippingRuleId: number; placeId: number };

beforeAll(async () => {
  let adminId: number, vendorId: number;
  ({ admin, nobody, adminId, vendorId } = await signInAll(t()));
  ids = { admin: adminId, vendor: vendorId };
  rules = await makeRules(t().server.db, ids.admin);
  // A cashier of its own, so its cart is not shared with the other tests of this file.
  cashier = (await createAdmin(t(), { permissions: ["pos.view"] })).token;
  const now = isoNow();
  // Multi-row inserts name every column in every row.
  const voucher = { status: 1, usage_limit: 0, end_time: null, admin_id: ids.admin, created_at: now, updated_at: now };
  await t()
    .server.db.insertInto("vouchers")
    .values([
      { ...voucher, title: "Five off", code: "Q-FLAT5", type: 1, price: 5, min_spend: 0 },
      { ...voucher, title: "Big spender", code: "Q-MIN", type: 1, price: 5, min_spend: 1000 },
      { ...voucher, title: "Once", code: "Q-ONCE", type: 1, price: 1, min_spend: 0, usage_limit: 1 },
      { ...voucher, title: "Old", code: "Q-OLD", type: 1, price: 1, min_spend: 0, end_time: "2000-01-01 00:00:00" },
    ])
    .execute();
});

async function clearCart(token: string) {
  for (const row of (await t().api(token).get("/cart/by-user")).data) await t().api(token).del(`/cart/delete/${row.id}`);
}

async function bundleDeal(buy: number, free: number) {
  const now = isoNow();
  const row = await t()
    .server.db.insertInto("bundle_deals")
    .values({ title: `Buy ${buy} get ${free}`, buy, free, admin_id: ids.admin, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("cart/quote", () => {
  it("prices the selected rows exactly as the confirmed order", async () => {
    const db = t().server.db;
    await clearCart(cashier);
    const dealId = await bundleDeal(2, 1);
    const a = await makeProduct(db, {
      adminId: ids.admin,
      stock: 10,
      selling: 100,
      offered: 80,
      taxRuleId: rules.taxRuleId,
      shippingRuleId: rules.shippingRuleId,
      title: "Quote A",
    });
    const b = await makeProduct(db, { adminId: ids.admin, stock: 10, selling: 30, bundleDealId: dealId, title: "Quote B" });
    const skipped = await makeProduct(db, { adminId: ids.admin, stock: 10, selling: 999 });
    await t()
      .api(cashier)
      .post("/cart/action", { product_id: a.productId, inventory_id: a.inventoryId, quantity: 2, shipping_place_id: rules.placeId });
    await t().api(cashier).post("/cart/action", { product_id: b.productId, inventory_id: b.inventoryId, quantity: 3 });
    await t()
      .api(cashier)
      .post("/cart/action", { product_id: skipped.productId, inventory_id: skipped.inventoryId, quantity: 1, selected: 2 });
    const u = await makeUser(db, "Quote Customer");

    const plain = await t().api(cashier).post("/cart/quote", {});
    expect(plain.status).toBe(200);
    // A: 2 × 100, offer 2 × 20, tax 10 % of 160, shipping 2 × 2; B: 3 × 30 with one unit free (30).
    expect(plain.data).toEqual({
      calculated: { subtotal: 290, shipping_price: 4, offered_discount: 40, bundle_offer: 30, tax: 16, voucher_price: 0, total_price: 240 },
      saving: 70,
      items: 5,
      voucher: null,
    });

    const quote = await t().api(cashier).post("/cart/quote", { user_id: u.userId, voucher: "Q-FLAT5" });
    const voucherId = (await db.selectFrom("vouchers").select("id").where("code", "=", "Q-FLAT5").executeTakeFirstOrThrow()).id;
    expect(quote.data).toMatchObject({
      calculated: { voucher_price: 5, total_price: 235 },
      saving: 75,
      items: 5,
      voucher: { id: voucherId, code: "Q-FLAT5", offered: 5 },
    });
    // Quoting writes nothing.
    expect((await t().api(cashier).get("/cart/by-user")).data).toHaveLength(3);

    const order = await t().api(cashier).post("/pos-order/action", { user_id: u.userId, voucher: "Q-FLAT5", payment_method: 1 });
    expect(order.status).toBe(200);
    expect(order.data.calculated).toEqual(quote.data.calculated);
    expect(order.data.total_amount).toBe("235.00");
    await clearCart(cashier);
  });

  it("refuses what the confirm refuses, with the same texts, but not stock", async () => {
    const db = t().server.db;
    await clearCart(cashier);
    expect((await t().api(cashier).post("/cart/quote", {})).message).toBe("No cart found");
    const p = await makeProduct(db, { adminId: ids.admin, stock: 3, selling: 50, title: "Quote scarce" });
    await t().api(cashier).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 3 });
    const u = await makeUser(db, "Quote Refusals");

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ voucher: "Q-FLAT5" }, "Something went wrong"],
      [{ voucher: "NOPE", user_id: u.userId }, "Invalid voucher."],
      [{ voucher: "Q-OLD", user_id: u.userId }, "Invalid voucher."],
      [{ voucher: "Q-MIN", user_id: u.userId }, "You have to spend at least 1000.00"],
    ];
    for (const [body, message] of cases) {
      const quote = await t().api(cashier).post("/cart/quote", body);
      expect([quote.status, quote.message, quote.data]).toEqual([201, message, { form: [message] }]);
      expect((await t().api(cashier).post("/pos-order/action", body)).message).toBe(message);
    }

    // Someone sold two meanwhile: the quote still prices the row, the confirm refuses it.
    await db.updateTable("updated_inventories").set({ quantity: 1 }).where("id", "=", p.inventoryId).execute();
    const quote = await t().api(cashier).post("/cart/quote", {});
    expect([quote.status, quote.data.calculated.total_price, quote.data.items]).toEqual([200, 150, 3]);
    expect((await t().api(cashier).post("/pos-order/action", {})).message).toBe("Quote scarce is out of stock. Please uncheck from cart.");
    await db.updateTable("updated_inventories").set({ quantity: 10 }).where("id", "=", p.inventoryId).execute();

    // Usage limit: one order used it, the next quote is refused like the confirm.
    expect((await t().api(cashier).post("/pos-order/action", { user_id: u.userId, voucher: "Q-ONCE" })).status).toBe(200);
    await t().api(cashier).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 1 });
    expect((await t().api(cashier).post("/cart/quote", { user_id: u.userId, voucher: "Q-ONCE" })).message).toBe("Voucher limit exceeded.");
    await clearCart(cashier);
  });

  it("validation, unknown customer, forbidden and unauthenticated", async () => {
    const bad = await t()
      .api(cashier)
      .post("/cart/quote", { user_id: "x", voucher: "V".repeat(101) });
    expect(bad.data.form).toEqual(["The user id must be a number.", "The voucher must not be greater than 100 characters."]);
    expect((await t().api(cashier).post("/cart/quote", { user_id: 99_999_999 })).data).toEqual({
      form: ["The selected user id is invalid."],
    });
    expect((await t().api(nobody).post("/cart/quote", {})).status).toBe(403);
    const noPos = await createAdmin(t(), { permissions: ["product.view", "order.view"] });
    expect((await t().api(noPos.token).post("/cart/quote", {})).status).toBe(403);
    expect((await t().api().post("/cart/quote", {})).status).toBe(204);
    // The caller's own cart only: the admin's (empty) cart, not the cashier's.
    await clearCart(admin);
    expect((await t().api(admin).post("/cart/quote", {})).message).toBe("No cart found");
  });
});

describe("voucher/validity from the POS (with user_id)", () => {
  it("prices the voucher for a cashier, refusing with the confirm's texts", async () => {
    const u = await makeUser(t().server.db, "Validity Customer");
    const okRes = await t().api(cashier).post("/voucher/validity", { voucher: "Q-FLAT5", price: 40, user_id: u.userId });
    expect(okRes.status).toBe(200);
    expect(okRes.data).toMatchObject({ offered: 5, voucher: { code: "Q-FLAT5" } });
    const refusals: Array<[string, string]> = [
      ["NOPE", "Invalid voucher."],
      ["Q-OLD", "Invalid voucher."],
      ["Q-MIN", "You have to spend at least 1000.00"],
      ["Q-ONCE", "Voucher limit exceeded."],
    ];
    for (const [voucher, message] of refusals) {
      const res = await t().api(cashier).post("/voucher/validity", { voucher, price: 40, user_id: u.userId });
      expect([res.status, res.message, res.data]).toEqual([201, message, { form: [message] }]);
    }
    // Without user_id the contract's texts stay (the voucher screen).
    expect((await t().api(cashier).post("/voucher/validity", { voucher: "NOPE", price: 40 })).message).toBe("We couldn't found anything.");
    expect((await t().api(cashier).post("/voucher/validity", { voucher: "Q-OLD", price: 40 })).message).toBe("This voucher has expired.");
    expect((await t().api(cashier).post("/voucher/validity", { voucher: "Q-FLAT5", user_id: u.userId })).data.form).toEqual([
      "The price field is required.",
    ]);
    expect((await t().api(nobody).post("/voucher/validity", { voucher: "Q-FLAT5", price: 40, user_id: u.userId })).status).toBe(403);
    expect((await t().api().post("/voucher/validity", { voucher: "Q-FLAT5", price: 40 })).status).toBe(204);
  });
});

describe("cart/action ±delta", () => {
  it("adds, steps up to the stock, steps down to one, never below", async () => {
    const db = t().server.db;
    await clearCart(cashier);
    const p = await makeProduct(db, { adminId: ids.admin, stock: 3, title: "Stepper" });
    const add = (quantity: number) =>
      t().api(cashier).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity });

    const fresh = await add(-1);
    expect([fresh.status, fresh.message, fresh.data]).toEqual([
      201,
      "The quantity must be at least 1.",
      { quantity: ["The quantity must be at least 1."] },
    ]);
    expect((await add(0)).message).toBe("The quantity must be at least 1.");
    expect((await add(4)).message).toBe("Quantity exceeds inventory.");
    const first = await add(2);
    expect(first.data.quantity).toBe(2);
    expect((await add(1)).data).toMatchObject({ id: first.data.id, quantity: 3 });
    const over = await add(1);
    expect([over.status, over.message, over.data]).toEqual([201, "Quantity exceeds inventory.", { form: ["Quantity exceeds inventory."] }]);
    expect((await add(-1)).data).toMatchObject({ id: first.data.id, quantity: 2 });
    expect((await add(-1)).data.quantity).toBe(1);
    const below = await add(-1);
    expect([below.status, below.data]).toEqual([201, { quantity: ["The quantity must be at least 1."] }]);
    expect((await add(-5)).message).toBe("The quantity must be at least 1.");
    expect((await t().api(cashier).get("/cart/by-user")).data.map((r: { quantity: number }) => r.quantity)).toEqual([1]);

    // The stock fell below the row (a sale elsewhere): going down is still allowed, going up is not.
    await add(2);
    await db.updateTable("updated_inventories").set({ quantity: 1 }).where("id", "=", p.inventoryId).execute();
    expect((await add(1)).message).toBe("Quantity exceeds inventory.");
    expect((await add(-1)).data.quantity).toBe(2);
    expect((await add(1.5)).data.form).toEqual(["The quantity must be an integer."]);
    expect((await t().api(cashier).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId })).data.form).toEqual([
      "The quantity field is required.",
    ]);
    await clearCart(cashier);
  });
});
