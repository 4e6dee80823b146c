import { beforeAll, describe, expect, it } from "vitest";
import { signInAll } from "./accounts";
import { makeOrder, makeProduct } from "./commerce-fixtures";
import { useTestServer } from "./harness";

/* What the marketing screens need beyond contract 5.37–5.39: the reference server's extensions and checks. */

const t = useTestServer();
let admin: string;
let vendor: string;
let ids: { admin: number; vendor: number };

beforeAll(async () => {
  let adminId: number, vendorId: number;
  ({ admin, vendor, adminId, vendorId } = await signInAll(t()));
  ids = { admin: adminId, vendor: vendorId };
});

describe("tax-rule", () => {
  it("refuses a percentage above 100 with the voucher's message; a flat amount above 100 is fine", async () => {
    const bad = await t().api(admin).post("/tax-rule/action", { title: "Too much", type: 2, price: 150 });
    expect([bad.status, bad.message]).toEqual([201, "The price must not be greater than 100."]);
    const flat = await t().api(admin).post("/tax-rule/action", { title: "Big flat", type: 1, price: 150 });
    expect(flat.data).toMatchObject({ type: 1, price: 150 });
  });
});

describe("voucher/all", () => {
  it("gives each voucher its `used` count: orders that used it, cancelled ones left out", async () => {
    const code = `USED${Date.now()}`;
    const voucher = await t().api(admin).post("/voucher/action", { title: code, code, type: 1, price: 5, usage_limit: 3 });
    const product = await makeProduct(t().server.db, { adminId: ids.admin });
    const line = { productId: product.productId, inventoryId: product.inventoryId, quantity: 1, selling: 10 };
    const kept = await makeOrder(t().server.db, { lines: [line] });
    const cancelled = await makeOrder(t().server.db, { lines: [line], cancelled: 1 });
    await t().server.db.updateTable("orders").set({ voucher_id: voucher.data.id }).where("id", "in", [kept, cancelled]).execute();
    const list = await t().api(admin).get("/voucher/all", { q: code });
    expect(list.data.data[0]).toMatchObject({ id: voucher.data.id, used: 1, usage_limit: 3 });
  });
});

describe("bundle-deal/products/{id}", () => {
  it("lists the products using the deal; a vendor sees only its own", async () => {
    const deal = await t().api(admin).post("/bundle-deal/action", { title: "2 + 1", buy: 2, free: 1 });
    const mine = await makeProduct(t().server.db, { adminId: ids.admin, bundleDealId: deal.data.id, title: "Admin's" });
    const theirs = await makeProduct(t().server.db, { adminId: ids.vendor, bundleDealId: deal.data.id, title: "Vendor's" });
    await makeProduct(t().server.db, { adminId: ids.admin, title: "Without the deal" });
    const all = await t().api(admin).get(`/bundle-deal/products/${deal.data.id}`);
    expect(all.data.map((p: { id: number }) => p.id).sort()).toEqual([mine.productId, theirs.productId].sort());
    expect(all.data[0]).toEqual({ id: expect.any(Number), title: expect.any(String), slug: expect.any(String) });
    const own = await t().api(vendor).get(`/bundle-deal/products/${deal.data.id}`);
    expect(own.data.map((p: { id: number }) => p.id)).toEqual([theirs.productId]);
  });

  it("needs bundle_deal.view", async () => {
    const { nobody } = await signInAll(t());
    expect((await t().api(nobody).get("/bundle-deal/products/1")).status).toBe(403);
  });
});

describe("flash-sale", () => {
  it("refuses a sale price at or above the product's price, naming the product", async () => {
    const product = await makeProduct(t().server.db, { adminId: ids.admin, title: "Pricey", selling: 50 });
    const sale = (price: number) => ({
      title: "Too cheap a sale",
      status: 1,
      start_time: "2030-01-01 00:00:00",
      end_time: "2030-01-02 00:00:00",
      products: [{ product_id: product.productId, price }],
    });
    const bad = await t().api(admin).post("/flash-sale/action", sale(50));
    expect([bad.status, bad.message]).toEqual([201, "The sale price of Pricey must be below its price (50.00)."]);
    const good = await t().api(admin).post("/flash-sale/action", sale(49.99));
    expect(good.data.products).toMatchObject([{ product_id: product.productId, price: "49.99" }]);
  });
});
