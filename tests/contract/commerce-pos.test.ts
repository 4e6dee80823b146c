import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { signInAll } from "./accounts";
import { useTestServer } from "./harness";
import { makeProduct, makeRules, makeUser } from "./commerce-fixtures";

/* Contract 5.13, 5.18, 5.19: the POS cart, POS receipt settings and POS orders. */

const t = useTestServer();
let admin: string;
let vendor: string;
let nobody: string;
let ids: { admin: number; vendor: number };
let rules: { taxRuleId: number; shippingRuleId: number; placeId: number };

const NF = "We couldn't found anything.";

beforeAll(async () => {
  let adminId: number, vendorId: number;
  ({ admin, vendor, nobody, adminId, vendorId } = await signInAll(t()));
  ids = { admin: adminId, vendor: vendorId };
  rules = await makeRules(t().server.db, ids.admin);
});

async function clearCart(token: string) {
  for (const row of (await t().api(token).get("/cart/by-user")).data) await t().api(token).del(`/cart/delete/${row.id}`);
}

describe("cart", () => {
  it("adds, increases, refuses over inventory, updates shipping and deletes", async () => {
    await clearCart(admin);
    const p = await makeProduct(t().server.db, { adminId: ids.admin, stock: 5, shippingRuleId: rules.shippingRuleId, title: "Cart thing" });
    const first = await t().api(admin).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 2 });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      product_id: p.productId,
      inventory_id: p.inventoryId,
      quantity: 2,
      selected: 1,
      flash_product: { id: p.productId, title: "Cart thing" },
    });
    const again = await t().api(admin).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 3 });
    expect([again.data.id, again.data.quantity]).toEqual([first.data.id, 5]);
    const over = await t().api(admin).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 1 });
    expect([over.status, over.message]).toEqual([201, "Quantity exceeds inventory."]);
    const ship = await t()
      .api(admin)
      .post("/cart/update-shipping", { cart: [{ cart: first.data.id, shipping_place: { id: rules.placeId }, shipping_type: 2 }] });
    expect(ship.data[0]).toMatchObject({
      shipping_place_id: rules.placeId,
      shipping_type: 2,
      shipping_place: { id: rules.placeId, shipping_rule: { id: rules.shippingRuleId } },
    });
    const list = await t().api(admin).get("/cart/by-user");
    expect(list.data.map((r: any) => r.id)).toEqual([first.data.id]);
    const del = await t().api(admin).del(`/cart/delete/${first.data.id}`);
    expect(del.data.id).toBe(first.data.id);
    expect((await t().api(admin).get("/cart/by-user")).data).toEqual([]);
  });

  it("validation, not found, forbidden and unauthenticated", async () => {
    // `quantity` is a ±delta (commerce-pos-checkout.test.ts): its lower bound is checked against the row.
    const bad = await t().api(admin).post("/cart/action", { quantity: "x" });
    expect(bad.data.form).toEqual(
      expect.arrayContaining([
        "The product id field is required.",
        "The inventory id field is required.",
        "The quantity must be a number.",
      ]),
    );
    expect((await t().api(admin).post("/cart/action", { product_id: 1, inventory_id: 1, quantity: 1 })).message).toBe(NF);
    const nf = await t().api(admin).del("/cart/delete/99999999");
    expect([nf.status, nf.message]).toEqual([200, NF]);
    const other = await makeProduct(t().server.db, { adminId: ids.admin });
    expect(
      (await t().api(vendor).post("/cart/action", { product_id: other.productId, inventory_id: other.inventoryId, quantity: 1 })).status,
    ).toBe(403);
    const row = await t().api(admin).post("/cart/action", { product_id: other.productId, inventory_id: other.inventoryId, quantity: 1 });
    expect((await t().api(vendor).del(`/cart/delete/${row.data.id}`)).status).toBe(403);
    expect(
      (
        await t()
          .api(vendor)
          .post("/cart/update-shipping", { cart: [{ cart: row.data.id, shipping_place: null }] })
      ).status,
    ).toBe(403);
    expect((await t().api(admin).post("/cart/update-shipping", {})).data.form).toEqual(["The cart field is required."]);
    expect((await t().api(nobody).get("/cart/by-user")).status).toBe(403);
    expect((await t().api().get("/cart/by-user")).status).toBe(204);
    await clearCart(admin);
  });
});

describe("pos-setting", () => {
  it("finds, saves (with translations), uploads and deletes the caller's row", async () => {
    await t().api(vendor).del("/pos-setting/delete");
    expect((await t().api(vendor).get("/pos-setting/find")).data).toBeNull();
    const saved = await t()
      .api(vendor)
      .post("/pos-setting/action", { width: 58, address: "1 Road", header_text: "Hi", footer_text: "Bye", is_default: 1 });
    expect(saved.data).toMatchObject({ width: 58, address: "1 Road", header_text: "Hi", is_default: 0 });
    expect(saved.data).not.toHaveProperty("admin_id");
    const ar = await t().api(vendor).post("/pos-setting/action", { header_text: "Marhaba" });
    expect(ar.data.header_text).toBe("Marhaba");
    const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], { type: "image/png" });
    const up = await t()
      .api(vendor)
      .postForm("/pos-setting/upload", { photo: new File([png], "logo.png", { type: "image/png" }) });
    expect(up.status).toBe(200);
    expect(up.data.image).toMatch(/^pos_setting-\d+-\d+\.png$/);
    const badUpload = await t().api(vendor).postForm("/pos-setting/upload", { photo: "nope" });
    expect(badUpload.status).toBe(201);
    expect(badUpload.data).toHaveProperty("image");
    expect((await t().api(vendor).post("/pos-setting/action", { width: "wide" })).data.form).toEqual(["The width must be a number."]);
    expect((await t().api(vendor).del("/pos-setting/delete")).data).toBe(true);
    expect((await t().api(vendor).del("/pos-setting/delete")).message).toBe(NF);
    expect((await t().api(nobody).get("/pos-setting/find")).status).toBe(403);
    expect((await t().api(nobody).post("/pos-setting/action", { width: 80 })).status).toBe(403);
    expect((await t().api().get("/pos-setting/find")).status).toBe(204);
  });
});

describe("pos-order", () => {
  it("turns the selected cart into a paid order, decrements stock, empties the cart", async () => {
    const db = t().server.db;
    await clearCart(admin);
    const a = await makeProduct(db, {
      adminId: ids.admin,
      stock: 5,
      selling: 100,
      offered: 80,
      taxRuleId: rules.taxRuleId,
      shippingRuleId: rules.shippingRuleId,
      title: "POS A",
    });
    const b = await makeProduct(db, { adminId: ids.vendor, stock: 3, selling: 20, title: "POS B" });
    const rowA = await t()
      .api(admin)
      .post("/cart/action", { product_id: a.productId, inventory_id: a.inventoryId, quantity: 2, shipping_place_id: rules.placeId });
    await t().api(admin).post("/cart/action", { product_id: b.productId, inventory_id: b.inventoryId, quantity: 1 });
    const skipped = await makeProduct(db, { adminId: ids.admin, stock: 1 });
    await t()
      .api(admin)
      .post("/cart/action", { product_id: skipped.productId, inventory_id: skipped.inventoryId, quantity: 1, selected: 2 });
    const u = await makeUser(db, "Walk In");
    const res = await t().api(admin).post("/pos-order/action", { user_id: u.userId, user_address_id: u.addressId, payment_method: 1 });
    expect(res.status).toBe(200);
    // A: 2 x (100 − 20) = 160, tax 10% = 16, shipping 2 x 2 = 4; B: 20.
    const calculated = {
      subtotal: 220,
      shipping_price: 4,
      offered_discount: 40,
      bundle_offer: 0,
      tax: 16,
      voucher_price: 0,
      total_price: 200,
    };
    expect(res.data.calculated).toEqual(calculated);
    expect(res.data).toMatchObject({
      payment_done: 1,
      total_amount: "200.00",
      user_id: u.userId,
      pos_order: { payment_method: 1, admin: { id: ids.admin } },
    });
    expect(res.data.ordered_products).toHaveLength(2);
    expect(rowA.data.id).toBeGreaterThan(0);
    const stock = await db
      .selectFrom("updated_inventories")
      .select(["id", "quantity"])
      .where("id", "in", [a.inventoryId, b.inventoryId])
      .orderBy("id")
      .execute();
    expect(stock.map((s) => s.quantity)).toEqual([3, 2]);
    const left = await t().api(admin).get("/cart/by-user");
    expect(left.data.map((r: any) => r.product_id)).toEqual([skipped.productId]);
    const list = await t().api(admin).get("/pos-order/all", { orderby: "created_at", type: "desc" });
    expect(list.data.data[0]).toMatchObject({ order_id: res.data.id, order: { id: res.data.id }, admin: { id: ids.admin } });
    expect(list.data.data[0]).not.toHaveProperty("admin_id");
    await clearCart(admin);
  });

  it("refuses overselling without writing anything, and an empty cart", async () => {
    const db = t().server.db;
    await clearCart(admin);
    expect((await t().api(admin).post("/pos-order/action", {})).message).toBe("No cart found");
    const p = await makeProduct(db, { adminId: ids.admin, stock: 2, title: "Scarce" });
    const q = await makeProduct(db, { adminId: ids.admin, stock: 5, title: "Plenty" });
    const row = await t().api(admin).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 2 });
    await t().api(admin).post("/cart/action", { product_id: q.productId, inventory_id: q.inventoryId, quantity: 1 });
    // Someone else sold one meanwhile.
    await db.updateTable("updated_inventories").set({ quantity: 1 }).where("id", "=", p.inventoryId).execute();
    const before = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await t().api(admin).post("/pos-order/action", { payment_method: 1 });
    expect(res.status).toBe(201);
    expect(res.message).toBe("Scarce is out of stock. Please uncheck from cart.");
    expect(res.data.product[String(row.data.id)]).toEqual(["Scarce is out of stock. Please uncheck from cart."]);
    const after = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const stock = await db
      .selectFrom("updated_inventories")
      .select("quantity")
      .where("id", "in", [p.inventoryId, q.inventoryId])
      .orderBy("id")
      .execute();
    expect(stock.map((s) => s.quantity)).toEqual([1, 5]);
    expect((await t().api(admin).get("/cart/by-user")).data).toHaveLength(2);
    await clearCart(admin);
  });

  it("voucher errors as in the contract, and a valid voucher lowers the total", async () => {
    const db = t().server.db;
    await clearCart(admin);
    const p = await makeProduct(db, { adminId: ids.admin, stock: 10, selling: 50 });
    await t().api(admin).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 1 });
    const u = await makeUser(db, "Voucher User");
    const now = isoNow();
    await db
      .insertInto("vouchers")
      .values([
        {
          title: "Big",
          code: "POS-MIN",
          type: 1,
          price: 5,
          status: 1,
          min_spend: 100,
          admin_id: ids.admin,
          created_at: now,
          updated_at: now,
        },
        { title: "Ok", code: "POS-OK", type: 2, price: 10, status: 1, min_spend: 0, admin_id: ids.admin, created_at: now, updated_at: now },
      ])
      .execute();
    expect((await t().api(admin).post("/pos-order/action", { voucher: "POS-OK" })).message).toBe("Something went wrong");
    expect((await t().api(admin).post("/pos-order/action", { voucher: "NOPE", user_id: u.userId })).message).toBe("Invalid voucher.");
    expect((await t().api(admin).post("/pos-order/action", { voucher: "POS-MIN", user_id: u.userId })).message).toBe(
      "You have to spend at least 100.00",
    );
    const okRes = await t().api(admin).post("/pos-order/action", { voucher: "POS-OK", user_id: u.userId });
    expect(okRes.data.calculated).toMatchObject({ subtotal: 50, voucher_price: 5, total_price: 45 });
    expect(okRes.data.voucher.code).toBe("POS-OK");
    const bad = await t().api(admin).post("/pos-order/action", { payment_method: 7, user_id: "x" });
    expect(bad.data.form).toEqual(expect.arrayContaining(["The selected payment method is invalid.", "The user id must be a number."]));
  });

  it("delete (POS orders only, all or nothing), vendor scoping and gates", async () => {
    const db = t().server.db;
    await clearCart(vendor);
    const p = await makeProduct(db, { adminId: ids.vendor, stock: 10, selling: 10 });
    await t().api(vendor).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 1 });
    const order = await t()
      .api(vendor)
      .post("/pos-order/action", { payment_method: 3, offline_trans_id: "T-1", offline_payment_method: "Bank" });
    expect(order.status).toBe(200);
    const mine = await t().api(vendor).get("/pos-order/all");
    expect(mine.data.data.every((r: any) => r.admin.id === ids.vendor)).toBe(true);
    expect((await t().api(vendor).del(`/pos-order/delete/${order.data.id}`)).status).toBe(403);
    expect((await t().api(admin).del(`/pos-order/delete/${order.data.id},99999999`)).message).toBe(NF);
    expect((await t().api(admin).del(`/pos-order/delete/${order.data.id}`)).data).toBe(true);
    expect(await db.selectFrom("pos_orders").select("id").where("order_id", "=", order.data.id).executeTakeFirst()).toBeUndefined();
    expect((await t().api(nobody).get("/pos-order/all")).status).toBe(403);
    expect((await t().api(nobody).post("/pos-order/action", {})).status).toBe(403);
    expect((await t().api().post("/pos-order/action", {})).status).toBe(204);
  });
});
