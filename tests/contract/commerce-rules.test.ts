import { beforeAll, describe, expect, it } from "vitest";
import { signInAll } from "./accounts";
import { expectValidationFailure, useTestServer } from "./harness";
import { makeOrder, makeProduct, makeUser } from "./commerce-fixtures";

/* Contract 5.36–5.40: tax rules, shipping rules, vouchers (+ validity), flash sales, bundle deals. */

const t = useTestServer();
let admin: string;
let vendor: string;
let nobody: string;
let ids: { admin: number; vendor: number };

beforeAll(async () => {
  let adminId: number, vendorId: number;
  ({ admin, vendor, nobody, adminId, vendorId } = await signInAll(t()));
  ids = { admin: adminId, vendor: vendorId };
});

const NF = "We couldn't found anything.";

describe("tax-rule", () => {
  it("creates, lists, finds, updates and deletes", async () => {
    const created = await t().api(admin).post("/tax-rule/action", { title: "GST", type: 2, price: 7.5 });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ title: "GST", type: 2, price: 7.5 });
    expect(created.data).not.toHaveProperty("admin_id");
    const id = created.data.id;
    const list = await t().api(admin).get("/tax-rule/all", { q: "GST", orderby: "created_at", type: "desc" });
    expect(list.data.per_page).toBe(14);
    expect(list.data.data[0]).toMatchObject({ id, title: "GST" });
    expect(typeof list.data.data[0].created).toBe("string");
    expect((await t().api(admin).get(`/tax-rule/find/${id}`)).data.title).toBe("GST");
    const updated = await t().api(admin).post(`/tax-rule/action/${id}`, { title: "GST 8", type: 2, price: 8 });
    expect(updated.data).toMatchObject({ id, title: "GST 8", price: 8 });
    const lookup = await t().api(admin).get("/tax-rule/all-tax-rules");
    expect(lookup.data).toContainEqual({ id, title: "GST 8" });
    expect((await t().api(admin).del(`/tax-rule/delete/${id}`)).data).toBe(true);
  });

  it("validates, answers not found (NF-B on find, NF-A on delete) and refuses rules in use", async () => {
    const bad = await t().api(admin).post("/tax-rule/action", { type: 0, price: "x" });
    expectValidationFailure(
      bad,
      expect.arrayContaining(["The title field is required.", "The selected type is invalid.", "The price must be a number."]),
    );
    const nf = await t().api(admin).get("/tax-rule/find/999999");
    expect([nf.status, nf.message]).toEqual([200, NF]);
    expect((await t().api(admin).del("/tax-rule/delete/999999")).status).toBe(201);
    const rule = await t().api(admin).post("/tax-rule/action", { title: "Used", type: 1, price: 1 });
    await makeProduct(t().server.db, { adminId: ids.admin, taxRuleId: rule.data.id });
    const del = await t().api(admin).del(`/tax-rule/delete/${rule.data.id}`);
    expect(del.message).toBe("Unable to delete. Tax rule is being used by a product.");
  });

  it("a comma-list delete with a missing id deletes nothing", async () => {
    const a = await t().api(admin).post("/tax-rule/action", { title: "A", type: 1, price: 1 });
    const del = await t().api(admin).del(`/tax-rule/delete/${a.data.id},999999`);
    expect(del.status).toBe(201);
    expect((await t().api(admin).get(`/tax-rule/find/${a.data.id}`)).data.id).toBe(a.data.id);
  });

  it("refuses vendors and admins without the permission, and anonymous callers", async () => {
    expect((await t().api(vendor).get("/tax-rule/all")).status).toBe(403);
    expect((await t().api(nobody).post("/tax-rule/action", { title: "x", type: 1, price: 1 })).status).toBe(403);
    expect((await t().api(nobody).get("/tax-rule/all-tax-rules")).status).toBe(403);
    expect((await t().api(vendor).get("/tax-rule/all-tax-rules")).status).toBe(200);
    const anon = await t().api().get("/tax-rule/all");
    expect([anon.http, anon.status]).toEqual([201, 204]);
  });
});

describe("bundle-deal", () => {
  it("CRUD with vendor ownership", async () => {
    const mine = await t().api(vendor).post("/bundle-deal/action", { title: "V deal", buy: 2, free: 1 });
    expect(mine.data).toMatchObject({ title: "V deal", buy: 2, free: 1 });
    const theirs = await t().api(admin).post("/bundle-deal/action", { title: "A deal", buy: 3, free: 1 });
    const vendorList = await t().api(vendor).get("/bundle-deal/all");
    const listed = vendorList.data.data.map((d: any) => d.id);
    expect(listed).toContain(mine.data.id);
    expect(listed).not.toContain(theirs.data.id);
    expect((await t().api(vendor).get(`/bundle-deal/find/${theirs.data.id}`)).status).toBe(403);
    expect((await t().api(vendor).post(`/bundle-deal/action/${theirs.data.id}`, { title: "x", buy: 1, free: 1 })).status).toBe(403);
    expect((await t().api(vendor).del(`/bundle-deal/delete/${mine.data.id},${theirs.data.id}`)).status).toBe(403);
    expect((await t().api(vendor).get(`/bundle-deal/find/${mine.data.id}`)).status).toBe(200);
    expect((await t().api(admin).get("/bundle-deal/find/999999")).status).toBe(201);
    const bad = await t().api(vendor).post("/bundle-deal/action", { title: "x", buy: 0, free: "a" });
    expect(bad.data.form).toEqual(expect.arrayContaining(["The selected buy is invalid.", "The free must be a number."]));
    await makeProduct(t().server.db, { adminId: ids.vendor, bundleDealId: mine.data.id });
    expect((await t().api(vendor).del(`/bundle-deal/delete/${mine.data.id}`)).message).toBe(
      "Unable to delete. Bundle deal is being used by a product.",
    );
    expect((await t().api(admin).del(`/bundle-deal/delete/${theirs.data.id}`)).data).toBe(true);
    expect((await t().api(nobody).get("/bundle-deal/all")).status).toBe(403);
    expect((await t().api().get("/bundle-deal/all")).status).toBe(204);
  });
});

describe("shipping-rule", () => {
  it("creates with places, edits the place list and deletes", async () => {
    const created = await t()
      .api(admin)
      .post("/shipping-rule/action", {
        title: "Ground",
        single_price: 0,
        shipping_places: [
          { country: "US", state: "CA", price: 5, day_needed: 3 },
          { country: "DE", price: 7, pickup_point: 1, pickup_price: 1, pickup_city: "Berlin" },
        ],
      });
    expect(created.status).toBe(200);
    expect(created.data.shipping_places).toHaveLength(2);
    expect(created.data.shipping_places[0]).toMatchObject({ country: "US", price: "5.00", day_needed: 3 });
    expect(created.data.shipping_places[0]).not.toHaveProperty("admin_id");
    const [us, de] = created.data.shipping_places;
    const edited = await t()
      .api(admin)
      .post(`/shipping-rule/action/${created.data.id}`, {
        title: "Ground 2",
        shipping_places: [
          { id: us.id, country: "US", price: 6 },
          { id: de.id, deleted: true },
          { country: "FR", price: 9 },
        ],
      });
    expect(edited.data.title).toBe("Ground 2");
    expect(edited.data.shipping_places.map((p: any) => p.country)).toEqual(["US", "FR"]);
    expect(edited.data.shipping_places[0].id).toBe(us.id);
    const list = await t().api(admin).get("/shipping-rule/all", { q: "Ground" });
    expect(list.data.data[0].shipping_places).toHaveLength(2);
    expect((await t().api(admin).get("/shipping-rule/all-shipping-rules", { per_page: 5 })).data.per_page).toBe(5);
    expect((await t().api(admin).get(`/shipping-rule/find/${created.data.id}`)).data.id).toBe(created.data.id);
    expect((await t().api(admin).del(`/shipping-rule/delete/${created.data.id}`)).data).toBe(true);
  });

  it("needs at least one place, refuses removing a place used by an order, NF and gates", async () => {
    const none = await t()
      .api(admin)
      .post("/shipping-rule/action", { title: "Empty", shipping_places: [{ id: 1, deleted: true }] });
    expect(none.message).toBe("Shipping must have at least one rule.");
    const missing = await t().api(admin).post("/shipping-rule/action", { title: "x" });
    expect(missing.data.form).toContain("The shipping places field is required.");
    const rule = await t()
      .api(admin)
      .post("/shipping-rule/action", {
        title: "Used",
        shipping_places: [
          { country: "US", price: 1 },
          { country: "GB", price: 2 },
        ],
      });
    const place = rule.data.shipping_places[1];
    const p = await makeProduct(t().server.db, { adminId: ids.admin, shippingRuleId: rule.data.id });
    const orderId = await makeOrder(t().server.db, { lines: [{ ...p, quantity: 1, selling: 10 }] });
    await t().server.db.updateTable("ordered_products").set({ shipping_place_id: place.id }).where("order_id", "=", orderId).execute();
    const drop = await t()
      .api(admin)
      .post(`/shipping-rule/action/${rule.data.id}`, { title: "Used", shipping_places: [rule.data.shipping_places[0]] });
    expect(drop.message).toBe("Unable to delete. Deleted place is being used by an order.");
    expect((await t().api(admin).get(`/shipping-rule/find/${rule.data.id}`)).data.shipping_places).toHaveLength(2);
    expect((await t().api(admin).del(`/shipping-rule/delete/${rule.data.id}`)).message).toBe(
      "Unable to delete. Shipping rule is being used by a product.",
    );
    const nf = await t().api(admin).del("/shipping-rule/delete/999999");
    expect([nf.status, nf.message]).toEqual([200, NF]);
    expect((await t().api(admin).get("/shipping-rule/find/999999")).status).toBe(201);
    expect((await t().api(vendor).get("/shipping-rule/all")).status).toBe(403);
    expect((await t().api().post("/shipping-rule/action", {})).status).toBe(204);
  });
});

describe("voucher", () => {
  it("creates, lists (times in the zone), finds, updates and deletes", async () => {
    const created = await t().api(admin).post("/voucher/action", {
      title: "Ten",
      code: "TEN-TEST",
      type: 2,
      price: 10,
      status: 1,
      capped_price: 5,
      start_time: "2024-01-01 10:00:00",
      end_time: "2030-01-01 10:00:00",
      time_zone: "Europe/Rome",
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ code: "TEN-TEST", price: "10.00", capped_price: 5, start_time: "2024-01-01 09:00:00" });
    expect(typeof created.data.created).toBe("string");
    const id = created.data.id;
    const list = await t().api(admin).get("/voucher/all", { q: "Ten", time_zone: "Europe/Rome" });
    expect(list.data.data[0]).toMatchObject({ id, start_time: "2024-01-01 10:00:00" });
    expect((await t().api(admin).get(`/voucher/find/${id}`)).data.code).toBe("TEN-TEST");
    const upd = await t().api(admin).post(`/voucher/action/${id}`, { title: "Ten!", code: "TEN-TEST", type: 2, price: 12 });
    expect(upd.data).toMatchObject({ title: "Ten!", price: "12.00", capped_price: 5 });
    expect((await t().api(admin).del(`/voucher/delete/${id}`)).data).toBe(true);
    expect((await t().api(admin).get(`/voucher/find/${id}`)).status).toBe(201);
  });

  it("refuses duplicates, bad dates, invalid input, used vouchers; gates", async () => {
    await t().api(admin).post("/voucher/action", { title: "D", code: "DUP", type: 1, price: 3 });
    expect((await t().api(admin).post("/voucher/action", { title: "D", code: "DUP", type: 1, price: 3 })).message).toBe(
      "Voucher code already exists.",
    );
    const dates = await t()
      .api(admin)
      .post("/voucher/action", { title: "D", code: "DATES", type: 1, price: 3, start_time: "2025-02-01", end_time: "2025-01-01" });
    expect(dates.message).toBe("End time must be greater than start time.");
    const bad = await t().api(admin).post("/voucher/action", { code: "X", type: 3, price: 0 });
    expect(bad.data.form).toEqual(
      expect.arrayContaining(["The title field is required.", "The selected type is invalid.", "The selected price is invalid."]),
    );
    const v = await t().api(admin).post("/voucher/action", { title: "U", code: "USED", type: 1, price: 3 });
    const p = await makeProduct(t().server.db, { adminId: ids.admin });
    const o = await makeOrder(t().server.db, { lines: [{ ...p, quantity: 1, selling: 10 }] });
    await t().server.db.updateTable("orders").set({ voucher_id: v.data.id }).where("id", "=", o).execute();
    expect((await t().api(admin).del(`/voucher/delete/${v.data.id}`)).message).toBe(
      "Unable to delete. Voucher is being used in the order.",
    );
    expect((await t().api(vendor).get("/voucher/all")).status).toBe(403);
    expect((await t().api().get("/voucher/all")).status).toBe(204);
  });

  it("validity: discount against the price sent, and each refusal word for word", async () => {
    const db = t().server.db;
    await t()
      .api(admin)
      .post("/voucher/action", { title: "P", code: "PCT", type: 2, price: 20, status: 1, capped_price: 15, min_spend: 30 });
    const res = await t().api(admin).post("/voucher/validity", { voucher: "PCT", price: 200 });
    expect(res.status).toBe(200);
    expect(res.data.offered).toBe(15); // 20% of 200 = 40, capped at 15
    expect(res.data.voucher.code).toBe("PCT");
    expect((await t().api(admin).post("/voucher/validity", { voucher: "PCT", price: 50 })).data.offered).toBe(10);
    const icon = (await db.selectFrom("settings").select("currency_icon").orderBy("id").limit(1).executeTakeFirstOrThrow()).currency_icon;
    expect((await t().api(admin).post("/voucher/validity", { voucher: "PCT", price: 20 })).message).toBe(
      `You have to spend at least ${icon}30.00`,
    );
    expect((await t().api(admin).post("/voucher/validity", { voucher: "NOPE", price: 20 })).message).toBe(NF);
    await t()
      .api(admin)
      .post("/voucher/action", { title: "E", code: "OLD", type: 1, price: 2, status: 1, start_time: "2020-01-01", end_time: "2020-02-01" });
    expect((await t().api(admin).post("/voucher/validity", { voucher: "OLD", price: 20 })).message).toBe("This voucher has expired.");
    const lim = await t()
      .api(admin)
      .post("/voucher/action", { title: "L", code: "LIMIT1", type: 1, price: 2, status: 1, usage_limit: 1, limit_per_customer: 1 });
    const p = await makeProduct(db, { adminId: ids.admin });
    const u = await makeUser(db);
    const o = await makeOrder(db, { lines: [{ ...p, quantity: 1, selling: 10 }], userId: u.userId });
    await db.updateTable("orders").set({ voucher_id: lim.data.id }).where("id", "=", o).execute();
    expect((await t().api(admin).post("/voucher/validity", { voucher: "LIMIT1", price: 20 })).message).toBe("Voucher limit exceeded.");
    await db.updateTable("vouchers").set({ usage_limit: 0 }).where("id", "=", lim.data.id).execute();
    expect((await t().api(admin).post("/voucher/validity", { voucher: "LIMIT1", price: 20, user_id: u.userId })).message).toBe(
      "You have used this voucher maximum time.",
    );
    expect((await t().api(admin).post("/voucher/validity", { voucher: "LIMIT1", price: 20 })).status).toBe(200);
    const bad = await t().api(admin).post("/voucher/validity", { voucher: "PCT" });
    expect(bad.data.form).toEqual(["The price field is required."]);
    expect((await t().api(nobody).post("/voucher/validity", { voucher: "PCT", price: 1 })).status).toBe(403);
    expect((await t().api(vendor).post("/voucher/validity", { voucher: "PCT", price: 100 })).status).toBe(200);
    expect((await t().api().post("/voucher/validity", { voucher: "PCT", price: 1 })).status).toBe(204);
  });
});

describe("flash-sale", () => {
  it("creates with products, lists with formatted times, finds, edits items and deletes", async () => {
    const db = t().server.db;
    const a = await makeProduct(db, { adminId: ids.admin, title: "Flash A" });
    const b = await makeProduct(db, { adminId: ids.admin, title: "Flash B" });
    const created = await t()
      .api(admin)
      .post("/flash-sale/action", {
        title: "Now",
        start_time: "2024-01-01 00:00:00",
        end_time: "2035-01-01 00:00:00",
        status: 1,
        products: [{ product: { id: a.productId }, price: 50 }],
      });
    expect(created.status).toBe(200);
    expect(created.data.products[0]).toMatchObject({
      product_id: a.productId,
      price: "50.00",
      product: { id: a.productId, title: "Flash A" },
    });
    const id = created.data.id;
    const list = await t().api(admin).get("/flash-sale/all", { q: "Now" });
    expect(list.data.data[0].start_time).toBe("12:00 am, 01 Jan, 24");
    const zoned = await t().api(admin).get("/flash-sale/all", { q: "Now", time_zone: "Asia/Tokyo" });
    expect(zoned.data.data[0].start_time).toBe("2024-01-01 09:00:00");
    const item = created.data.products[0];
    const edited = await t()
      .api(admin)
      .post(`/flash-sale/action/${id}`, {
        title: "Now",
        start_time: "2024-01-01 00:00:00",
        end_time: "2035-01-01 00:00:00",
        status: 1,
        products: [
          { id: item.id, product: { id: a.productId }, deleted: true },
          { product: { id: b.productId }, price: 40 },
        ],
      });
    expect(edited.data.products.map((p: any) => p.product_id)).toEqual([b.productId]);
    expect((await t().api(admin).get(`/flash-sale/find/${id}`)).data.products).toHaveLength(1);
    expect((await t().api(admin).del(`/flash-sale/delete/${id}`)).data).toBe(true);
    expect((await t().api(admin).get(`/flash-sale/find/${id}`)).status).toBe(201);
  });

  it("refuses end before start and a product in two sales; validation; gates", async () => {
    const db = t().server.db;
    const p = await makeProduct(db, { adminId: ids.admin, title: "Solo" });
    const base = { title: "S1", start_time: "2024-01-01 00:00:00", end_time: "2024-02-01 00:00:00", status: 1 };
    expect(
      (
        await t()
          .api(admin)
          .post("/flash-sale/action", { ...base, end_time: "2023-12-31 00:00:00" })
      ).message,
    ).toBe("End time must be greater than start time.");
    const first = await t()
      .api(admin)
      .post("/flash-sale/action", { ...base, products: [{ product: { id: p.productId }, price: 5 }] });
    expect(first.status).toBe(200);
    const second = await t()
      .api(admin)
      .post("/flash-sale/action", { ...base, title: "S2", products: [{ product: { id: p.productId }, price: 4 }] });
    expect(second.message).toBe("Solo already used in another flash sale.");
    expect((await t().api(admin).get("/flash-sale/all", { q: "S2" })).data.total).toBe(0);
    const bad = await t().api(admin).post("/flash-sale/action", { title: "x", status: 3 });
    expect(bad.data.form).toEqual(expect.arrayContaining(["The start time field is required.", "The selected status is invalid."]));
    expect((await t().api(vendor).get("/flash-sale/all")).status).toBe(403);
    expect((await t().api(admin).del("/flash-sale/delete/999999")).status).toBe(201);
    expect((await t().api().get("/flash-sale/all")).status).toBe(204);
  });
});

describe("title translations (language header)", () => {
  async function call(method: string, path: string, body?: unknown) {
    const res = await t().raw(`/api/admin${path}`, {
      method,
      headers: {
        Accept: "application/json",
        Authorization: `Bearer ${admin}`,
        language: "ar",
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json();
  }

  it("writes the title to the translation row and overlays it on reads", async () => {
    const base = await t().api(admin).post("/tax-rule/action", { title: "Sales tax", type: 1, price: 2 });
    const id = base.data.id;
    const tr = await call("POST", `/tax-rule/action/${id}`, { title: "ضريبة", type: 1, price: 3 });
    expect(tr.data).toMatchObject({ title: "ضريبة", price: 3 });
    expect((await t().api(admin).get(`/tax-rule/find/${id}`)).data).toMatchObject({ title: "Sales tax", price: 3 });
    expect((await call("GET", `/tax-rule/find/${id}`)).data.title).toBe("ضريبة");
    expect((await call("GET", "/tax-rule/all-tax-rules")).data).toContainEqual({ id, title: "ضريبة" });

    const v = await call("POST", "/voucher/action", { title: "قسيمة", code: "AR-1", type: 1, price: 2 });
    expect(v.data.title).toBe("قسيمة");
    expect((await t().api(admin).get(`/voucher/find/${v.data.id}`)).data.title).toBe("قسيمة"); // created with the header: base too
    await call("POST", `/voucher/action/${v.data.id}`, { title: "قسيمة ٢", code: "AR-1", type: 1, price: 2 });
    expect((await t().api(admin).get(`/voucher/find/${v.data.id}`)).data.title).toBe("قسيمة");
    expect((await call("GET", "/voucher/all", undefined)).data.data.find((x: any) => x.id === v.data.id).title).toBe("قسيمة ٢");

    const s = await t()
      .api(admin)
      .post("/shipping-rule/action", { title: "Road", shipping_places: [{ country: "US", price: 1 }] });
    await call("POST", `/shipping-rule/action/${s.data.id}`, { title: "طريق", shipping_places: s.data.shipping_places });
    expect((await t().api(admin).get(`/shipping-rule/find/${s.data.id}`)).data.title).toBe("Road");
    expect((await call("GET", `/shipping-rule/find/${s.data.id}`)).data.title).toBe("طريق");

    const b = await t().api(admin).post("/bundle-deal/action", { title: "Two for one", buy: 1, free: 1 });
    await call("POST", `/bundle-deal/action/${b.data.id}`, { title: "اثنان", buy: 1, free: 1 });
    expect((await call("GET", `/bundle-deal/find/${b.data.id}`)).data.title).toBe("اثنان");
    expect((await t().api(admin).get(`/bundle-deal/find/${b.data.id}`)).data.title).toBe("Two for one");

    const f = await t()
      .api(admin)
      .post("/flash-sale/action", { title: "Flash", start_time: "2024-01-01", end_time: "2024-01-02", status: 2 });
    await call("POST", `/flash-sale/action/${f.data.id}`, { title: "فلاش", start_time: "2024-01-01", end_time: "2024-01-02", status: 2 });
    expect((await call("GET", `/flash-sale/find/${f.data.id}`)).data.title).toBe("فلاش");
    expect((await t().api(admin).get(`/flash-sale/find/${f.data.id}`)).data.title).toBe("Flash");
  });
});
