import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { createAdmin, fakePng, hugePng, png, signInAll } from "./accounts";
import { useTestServer } from "./harness";
import { makeProduct, makeUser } from "./commerce-fixtures";

/*
 * pos-order/action as the POS screen sends it: multipart with the offline payment's proof image,
 * and the order JSON a receipt is printed from (the action's answer and pos-order/all's rows).
 */

const t = useTestServer();
let admin: string;
let nobody: string;
let cashier: { id: number; token: string; email: string };
let ids: { admin: number; vendor: number };

beforeAll(async () => {
  let adminId: number, vendorId: number;
  ({ admin, nobody, adminId, vendorId } = await signInAll(t()));
  ids = { admin: adminId, vendor: vendorId };
  cashier = await createAdmin(t(), { permissions: ["pos.view"] });
});

/** Proofs are private uploads: stored under uploads/private, never served by /uploads. */
const privateDir = () => path.join(t().dirs.uploads, "private");
const proofsOnDisk = () => (existsSync(privateDir()) ? readdirSync(privateDir()) : []).filter((n) => n.startsWith("pos_order-"));

/** A product whose variant is "Colour: Red", one unit of it in the cashier's cart. */
async function cartWithRedVariant(title: string, stock = 5) {
  const db = t().server.db;
  const now = isoNow();
  const p = await makeProduct(db, { adminId: ids.admin, stock, selling: 25, title });
  const attr = await db
    .insertInto("attributes")
    .values({ title: "Colour", admin_id: ids.admin, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const value = await db
    .insertInto("attribute_values")
    .values({ title: "Red", attribute_id: attr.id, admin_id: ids.admin, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("inventory_attributes")
    .values({ inventory_id: p.inventoryId, attribute_value_id: value.id, created_at: now, updated_at: now })
    .execute();
  const row = await t().api(cashier.token).post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 1 });
  expect(row.status).toBe(200);
  return { ...p, cartId: row.data.id as number };
}

async function clearCart(token: string) {
  for (const row of (await t().api(token).get("/cart/by-user")).data) await t().api(token).del(`/cart/delete/${row.id}`);
}

describe("pos-order/action with an offline payment proof (multipart)", () => {
  it("stores the image and returns its file name in the order's pos_order everywhere", async () => {
    await clearCart(cashier.token);
    await cartWithRedVariant("Proof thing");
    const res = await t()
      .api(cashier.token)
      .postForm("/pos-order/action", {
        payment_method: "3",
        offline_payment_method: "Bank transfer",
        offline_trans_id: "TX-42",
        time_zone: "Europe/Rome",
        offline_payment_proof: png("receipt.png"),
      });
    expect(res.status).toBe(200);
    const proof = res.data.pos_order.offline_payment_proof as string;
    // 128 random bits, not a time and a counter.
    expect(proof).toMatch(/^pos_order-[0-9a-f]{32}\.png$/);
    expect(res.data.pos_order).toMatchObject({ payment_method: 3, offline_payment_method: "Bank transfer", offline_trans_id: "TX-42" });
    expect(existsSync(path.join(privateDir(), proof))).toBe(true);
    expect((await t().raw(`/uploads/${proof}`)).status).toBe(404);
    const image = await t().raw(`/api/admin/pos-order/proof/${res.data.pos_order.id}`, {
      headers: { Authorization: `Bearer ${cashier.token}` },
    });
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);

    const list = await t().api(cashier.token).get("/pos-order/all", { orderby: "created_at", type: "desc" });
    expect(list.data.data[0]).toMatchObject({
      order_id: res.data.id,
      offline_payment_proof: proof,
      order: { pos_order: { offline_payment_proof: proof } },
    });
    const found = await t().api(admin).get(`/order/find/${res.data.id}`);
    expect(found.data.pos_order.offline_payment_proof).toBe(proof);

    // Deleting the order deletes its proof.
    expect((await t().api(admin).del(`/pos-order/delete/${res.data.id}`)).data).toBe(true);
    expect(existsSync(path.join(privateDir(), proof))).toBe(false);
  });

  it("JSON without a proof still works; an SVG proof is sanitised", async () => {
    await clearCart(cashier.token);
    await cartWithRedVariant("Json thing");
    const json = await t().api(cashier.token).post("/pos-order/action", { payment_method: 2 });
    expect([json.status, json.data.pos_order.offline_payment_proof]).toEqual([200, null]);

    await cartWithRedVariant("Svg thing");
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>'], "p.svg", {
      type: "image/svg+xml",
    });
    const res = await t()
      .api(cashier.token)
      .postForm("/pos-order/action", { payment_method: "3", offline_payment_method: "Cheque", offline_payment_proof: svg });
    expect(res.status).toBe(200);
    const stored = readFileSync(path.join(privateDir(), res.data.pos_order.offline_payment_proof), "utf8");
    expect(stored).toContain("<rect");
    expect(stored).not.toContain("script");
  });

  it("validation: the offline method is required, the proof follows the photo rules, all answered together", async () => {
    await clearCart(cashier.token);
    await cartWithRedVariant("Invalid thing");
    const before = proofsOnDisk();
    const missing = await t().api(cashier.token).post("/pos-order/action", { payment_method: 3 });
    expect([missing.status, missing.data]).toEqual([201, { form: ["The offline payment method field is required."] }]);
    const blank = await t().api(cashier.token).postForm("/pos-order/action", { payment_method: "3", offline_payment_method: "" });
    expect(blank.data).toEqual({ form: ["The offline payment method field is required."] });
    const fake = await t()
      .api(cashier.token)
      .postForm("/pos-order/action", { payment_method: "3", offline_payment_method: "Bank", offline_payment_proof: fakePng() });
    expect(fake.data).toEqual({ offline_payment_proof: ["The offline payment proof must be a file of type: jpeg, png, gif, svg, webp."] });
    const huge = await t()
      .api(cashier.token)
      .postForm("/pos-order/action", { payment_method: "3", offline_payment_method: "Bank", offline_payment_proof: hugePng() });
    expect(huge.data).toEqual({ offline_payment_proof: ["The offline payment proof must not be greater than 1024 kilobytes."] });
    const both = await t()
      .api(cashier.token)
      .postForm("/pos-order/action", { payment_method: "7", user_id: "x", offline_payment_proof: "not a file" });
    expect(both.data).toEqual({
      form: ["The user id must be a number.", "The selected payment method is invalid."],
      offline_payment_proof: ["The offline payment proof must be a file of type: jpeg, png, gif, svg, webp."],
    });
    // Nothing was stored and the cart is untouched.
    expect(proofsOnDisk()).toEqual(before);
    expect((await t().api(cashier.token).get("/cart/by-user")).data).toHaveLength(1);
    await clearCart(cashier.token);
  });

  it("a refused sale keeps no proof file and no order", async () => {
    await clearCart(cashier.token);
    const p = await cartWithRedVariant("Sold out thing", 1);
    await t().server.db.updateTable("updated_inventories").set({ quantity: 0 }).where("id", "=", p.inventoryId).execute();
    const before = proofsOnDisk();
    const orders = () =>
      t()
        .server.db.selectFrom("pos_orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
    const ordersBefore = await orders();
    const res = await t()
      .api(cashier.token)
      .postForm("/pos-order/action", { payment_method: "3", offline_payment_method: "Bank", offline_payment_proof: png() });
    expect([res.status, res.message]).toEqual([201, "Sold out thing is out of stock. Please uncheck from cart."]);
    expect(proofsOnDisk()).toEqual(before);
    expect(await orders()).toEqual(ordersBefore);
    const voucherless = await t()
      .api(cashier.token)
      .postForm("/pos-order/action", { voucher: "ANY", payment_method: "3", offline_payment_method: "Bank", offline_payment_proof: png() });
    expect(voucherless.message).toBe("Something went wrong");
    expect(proofsOnDisk()).toEqual(before);
    await clearCart(cashier.token);
  });

  it("forbidden and unauthenticated, multipart too", async () => {
    expect((await t().api(nobody).postForm("/pos-order/action", { payment_method: "1", offline_payment_proof: png() })).status).toBe(403);
    expect((await t().api().postForm("/pos-order/action", { payment_method: "1" })).status).toBe(204);
  });
});

describe("the order JSON a receipt is printed from", () => {
  it("carries order, date, payment, cashier, customer, address, voucher, lines with variant and sku, totals", async () => {
    const db = t().server.db;
    await clearCart(cashier.token);
    const p = await cartWithRedVariant("Receipt thing");
    const u = await makeUser(db, "Receipt Customer");
    const now = isoNow();
    await db
      .insertInto("vouchers")
      .values({
        title: "Two off",
        code: "RCPT2",
        type: 1,
        price: 2,
        status: 1,
        min_spend: 0,
        admin_id: ids.admin,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await t().api(cashier.token).post("/pos-order/action", {
      user_id: u.userId,
      user_address_id: u.addressId,
      voucher: "RCPT2",
      payment_method: 2,
      time_zone: "Europe/Rome",
    });
    expect(res.status).toBe(200);
    const receipt = {
      id: res.data.id,
      order: expect.stringMatching(/^\d{8}[A-Z0-9]{5}\d+$/),
      created: expect.stringMatching(/^\d{2}:\d{2} [ap]m, \d{2} [A-Z][a-z]{2}, \d{2}$/),
      currency: expect.any(String),
      pos_order: { payment_method: 2, admin: { id: cashier.id, name: expect.any(String), email: cashier.email } },
      user: { id: u.userId, name: "Receipt Customer", email: u.email },
      address: { id: u.addressId, address_1: "1 Main St" },
      voucher: { code: "RCPT2" },
      ordered_products: [
        {
          quantity: 1,
          selling: "25.00",
          product: { title: "Receipt thing" },
          updated_inventory: {
            sku: `SKU-${p.productId}`,
            inventory_attributes: [{ attribute_value: { title: "Red", attribute: { title: "Colour" } } }],
          },
        },
      ],
      calculated: { subtotal: 25, shipping_price: 0, offered_discount: 0, bundle_offer: 0, tax: 0, voucher_price: 2, total_price: 23 },
    };
    expect(res.data).toMatchObject(receipt);
    expect(res.data.user).not.toHaveProperty("password");

    const list = await t().api(cashier.token).get("/pos-order/all", { orderby: "created_at", type: "desc", time_zone: "Europe/Rome" });
    const row = list.data.data.find((r: { order_id: number }) => r.order_id === res.data.id);
    expect(row.order).toMatchObject({ ...receipt, created: res.data.created });
    expect(row).toMatchObject({ payment_method: 2, admin: { id: cashier.id, email: cashier.email } });

    // A walk-in sale: no customer, no address, no voucher.
    await cartWithRedVariant("Walk-in thing");
    const walkIn = await t().api(cashier.token).post("/pos-order/action", { payment_method: 1 });
    expect(walkIn.data).toMatchObject({
      user: null,
      address: null,
      voucher: null,
      pos_order: { payment_method: 1, admin: { id: cashier.id } },
    });
  });
});
