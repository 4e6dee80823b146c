import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo, type DemoSession } from "./accounts";
import { makeOrder, makeProduct, makeUser } from "./commerce-fixtures";
import { useTestServer } from "./harness";
import { adminWithRole } from "./people-helpers";
import { ACCOUNT, orderLines } from "./withdrawal-fixtures";
import { changeOf, changesMatching, entriesOf, logReader, oneEntry, type LogReader } from "./activity-log-capture-helpers";

/*
 * The activity log's capture for sales, POS and people: an order's status and payment, a POS sale,
 * withdrawal requests, roles with their permissions, admins, customers and subscribers.
 */
const t = useTestServer();
let s: DemoSession;
let log: LogReader;

beforeAll(async () => {
  s = await signInDemo(t());
  log = logReader(t());
});
afterAll(() => log.close());

const admin = () => t().api(s.admin);

describe("sales and POS", () => {
  it("an order's status and its payment: one order entry each, no second entry from its timeline", async () => {
    const db = t().server.db;
    const p = await makeProduct(db, { adminId: s.adminId, title: "Logged widget", selling: 20 });
    const id = await makeOrder(db, {
      lines: [{ productId: p.productId, inventoryId: p.inventoryId, quantity: 1, selling: 20 }],
      code: "LOGORDER1",
    });
    const status = await oneEntry(log, () => admin().post("/order/update-status", { id, status: 2 }), {
      area: "sales",
      action: "update",
      record_type: "order",
      record_id: id,
    });
    expect(status.record_title).toBe("LOGORDER1");
    expect(changeOf(status, "status")).toEqual({ field: "status", old: 1, new: 2 });
    const paid = await oneEntry(log, () => admin().post("/order/payment-status", { id, payment_done: 1 }), {
      area: "sales",
      action: "update",
      record_type: "order",
      record_id: id,
    });
    expect(changeOf(paid, "payment_done")).toEqual({ field: "payment_done", old: 0, new: 1 });
  });

  it("a POS sale: one order entry in the POS area with its lines; the stock it takes is the product's entry", async () => {
    const db = t().server.db;
    const p = await makeProduct(db, { adminId: s.adminId, title: "Till item", selling: 30, stock: 5 });
    const u = await makeUser(db, "Till Customer");
    // The basket is not recorded: only the sale is.
    expect(
      await entriesOf(log, () => admin().post("/cart/action", { product_id: p.productId, inventory_id: p.inventoryId, quantity: 2 })),
    ).toEqual([]);
    const entries = await entriesOf(log, async () => {
      const sale = await admin().post("/pos-order/action", { user_id: u.userId, payment_method: 1 });
      expect(sale.status).toBe(200);
    });
    const orders = entries.filter((e) => e.record_type === "order");
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ area: "pos", action: "create", admin_id: s.adminId });
    expect(changesMatching(orders[0], /^ordered_products\.\d+\.quantity$/).map((c) => c.new)).toEqual([2]);
    expect(changesMatching(orders[0], /^pos_orders\.\d+\.payment_method$/)).toHaveLength(1);
    const products = entries.filter((e) => e.record_type === "product");
    expect(products.map((e) => [e.record_id, e.changes])).toEqual([
      [String(p.productId), [{ field: `inventories.${p.inventoryId}.quantity`, old: 5, new: 3 }]],
    ]);
    expect(entries).toHaveLength(2);
  });
});

describe("withdrawals", () => {
  it("a vendor's request, approved; another, cancelled: one entry each, owned by the vendor", async () => {
    const vendor = await adminWithRole(t(), "vendor");
    await t().api(vendor.token).post("/withdrawal-account/action", ACCOUNT);
    await orderLines(t(), vendor.id, [{ selling: 80, quantity: 1 }]);
    let requestId = 0;
    const asked = await oneEntry(
      log,
      async () => {
        expect((await t().api(vendor.token).post("/withdrawal-request/withdraw")).status).toBe(200);
        const row = await t().server.db.selectFrom("withdrawals").select("id").where("admin_id", "=", vendor.id).executeTakeFirstOrThrow();
        requestId = row.id;
      },
      { area: "people", action: "create", record_type: "withdrawal_request", admin_id: vendor.id },
    );
    expect([asked.record_id, asked.owner_id, asked.admin_role]).toEqual([String(requestId), vendor.id, "vendor"]);
    const approved = await oneEntry(log, () => admin().post("/withdrawal-request/approve", { id: requestId }), {
      area: "people",
      action: "update",
      record_type: "withdrawal_request",
      record_id: requestId,
      admin_id: s.adminId,
    });
    expect(approved.owner_id).toBe(vendor.id);
    expect(changeOf(approved, "approved_by").new).toBe(s.adminId);

    await orderLines(t(), vendor.id, [{ selling: 90, quantity: 1 }]);
    await t().api(vendor.token).post("/withdrawal-request/withdraw");
    const second = await t()
      .server.db.selectFrom("withdrawals")
      .select("id")
      .where("admin_id", "=", vendor.id)
      .where("status", "=", 2)
      .executeTakeFirstOrThrow();
    const cancelled = await oneEntry(
      log,
      () => t().api(vendor.token).post("/withdrawal-request/cancel", { id: second.id, message: "Not this month" }),
      {
        area: "people",
        action: "update",
        record_type: "withdrawal_request",
        record_id: second.id,
      },
    );
    expect(changeOf(cancelled, "status").old).toBe(2);
  });
});

describe("people", () => {
  it("a role and its permissions: one entry, the permission links folded in", async () => {
    const entry = await oneEntry(
      log,
      () => admin().post("/role/action", { name: "log-role", updated_permissions: ["brand.view", "brand.edit"] }),
      {
        area: "people",
        action: "create",
        record_type: "role",
      },
    );
    expect(entry.record_title).toBe("log-role");
    expect(changesMatching(entry, /^role_has_permissions\.\d+\.permission_id$/)).toHaveLength(2);
    const roleId = Number(entry.record_id);
    const narrowed = await oneEntry(
      log,
      () => admin().post(`/role/action/${roleId}`, { name: "log-role", updated_permissions: ["brand.view"] }),
      {
        area: "people",
        action: "update",
        record_type: "role",
        record_id: roleId,
      },
    );
    expect(narrowed.changes).toHaveLength(1);
    expect(narrowed.changes[0]).toMatchObject({ field: expect.stringMatching(/^role_has_permissions\.\d+\.permission_id$/) });
    expect(narrowed.changes[0]).not.toHaveProperty("new");
    // Saved again as it is: its links are replaced by the same ones, which is no change.
    expect(
      await entriesOf(log, () => admin().post(`/role/action/${roleId}`, { name: "log-role", updated_permissions: ["brand.view"] })),
    ).toEqual([]);
  });

  it("an admin made a vendor with a commission, its password never shown; its new store is an entry of its own", async () => {
    const entries = await entriesOf(log, () =>
      admin().post("/admin-data/action", {
        username: "log-vendor",
        email: "log.vendor@test.example",
        password: "Vendor-Secret-77",
        roles: ["vendor"],
        commission: 12,
        active: 1,
        verified: 1,
      }),
    );
    expect(entries.map((e) => `${e.area} ${e.action} ${e.record_type}`)).toEqual(["people create admin", "people update store"]);
    const [created, store] = entries;
    expect(store.owner_id).toBe(Number(created.record_id));
    expect(changeOf(created, "password")).toEqual({ field: "password", changed: true });
    expect(changesMatching(created, /^model_has_roles\.\d+\.role_id$/)).toHaveLength(1);
    const id = Number(created.record_id);
    expect(created.owner_id).toBe(id);
    const base = { username: "log-vendor", email: "log.vendor@test.example", roles: ["vendor"], active: 1, verified: 1 };
    const commission = await oneEntry(log, () => admin().post(`/admin-data/action/${id}`, { ...base, commission: 15 }), {
      area: "people",
      action: "update",
      record_type: "admin",
      record_id: id,
    });
    expect(commission.changes).toEqual([{ field: "commission", old: 12, new: 15 }]);
  });

  it("a customer, its password hidden", async () => {
    const entry = await oneEntry(
      log,
      () =>
        admin().post("/user/action", {
          name: "Log Customer",
          email: "log.customer@cust.test",
          password: "Customer-Secret-88",
          verified: 1,
        }),
      { area: "people", action: "create", record_type: "user" },
    );
    expect([entry.record_title, changeOf(entry, "password")]).toEqual(["Log Customer", { field: "password", changed: true }]);
  });

  it("a subscriber deleted", async () => {
    const row = await t().server.db.selectFrom("subscribers").select(["id", "email"]).orderBy("id").executeTakeFirstOrThrow();
    const entry = await oneEntry(log, () => admin().del(`/subscriber/delete/${row.id}`), {
      area: "people",
      action: "delete",
      record_type: "subscriber",
      record_id: row.id,
    });
    expect([entry.record_title, changeOf(entry, "email")]).toEqual([row.email, { field: "email", old: row.email }]);
  });
});
