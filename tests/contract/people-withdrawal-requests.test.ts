import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWithRole, FORBIDDEN, NOT_FOUND } from "./people-helpers";
import { ACCOUNT, orderLines } from "./withdrawal-fixtures";

/*
 * withdrawal-request: balance, withdraw, approve, cancel, delete, with order lines inserted by the
 * test so the balance arithmetic is known exactly (the accounts are in people-withdrawal-accounts.test.ts).
 */

const t = useTestServer();
let admin: string;
let adminId: number;

/** A fresh vendor (own balance, own accounts) for each scenario. */
async function freshVendor() {
  return adminWithRole(t(), "vendor");
}

/** One product of `vendorId` and one order line per spec; returns the line ids. */
const lines = (vendorId: number, specs: Parameters<typeof orderLines>[2]) => orderLines(t(), vendorId, specs);

beforeAll(async () => {
  ({ admin, adminId } = await signInDemo(t()));
});

describe("withdrawal-request", () => {
  it("balance counts only delivered, paid, non-cancelled, not-withdrawn lines of own products", async () => {
    const a = await freshVendor();
    const b = await freshVendor();
    await lines(a.id, [
      { selling: 20, quantity: 3, bundle: 1, commission: 4 }, // 20×2 − 4 = 36
      { selling: 10.5, quantity: 2, commission: 2.1 }, // 21 − 2.1 = 18.9
      { selling: 99, quantity: 1, status: 4 }, // not delivered
      { selling: 99, quantity: 1, paid: 0 }, // unpaid
      { selling: 99, quantity: 1, cancelled: 1 }, // cancelled
      { selling: 99, quantity: 1, withdrawn: 1 }, // already paid out
    ]);
    await lines(b.id, [{ selling: 500, quantity: 1 }]);
    const res = await t().api(a.token).get("/withdrawal-request/find");
    expect(res.data).toEqual({
      pending_withdrawal: 0,
      withdrawn: 0,
      amount: 54.9,
      minimum: 50,
      accepts_amount: true,
      pending_request: null,
    });
    // The superadmin has no withdrawal_request.create.
    expect((await t().api(admin).get("/withdrawal-request/find")).status).toBe(403);
  });

  it("withdraw: needs an account, 50 at least, one pending at a time; marks exactly the lines", async () => {
    const db = t().server.db;
    const a = await freshVendor();
    const b = await freshVendor();
    const small = await lines(a.id, [{ selling: 49.99, quantity: 1 }]);
    expect((await t().api(a.token).post("/withdrawal-request/withdraw")).message).toBe("No withdrawal account found.");
    await t().api(a.token).post("/withdrawal-account/action", ACCOUNT);
    expect((await t().api(a.token).post("/withdrawal-request/withdraw")).message).toBe("Insufficient balance.");
    expect(await db.selectFrom("withdrawals").select("id").where("admin_id", "=", a.id).execute()).toEqual([]);

    const more = await lines(a.id, [{ selling: 30, quantity: 1, commission: 3 }]);
    const othersLines = await lines(b.id, [{ selling: 80, quantity: 1 }]);
    const res = await t().api(a.token).post("/withdrawal-request/withdraw");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ pending_withdrawal: 76.99, withdrawn: 0, amount: 0 });
    const request = await db.selectFrom("withdrawals").selectAll().where("admin_id", "=", a.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ amount: 76.99, status: 2, approved_by: null });
    const marked = await db
      .selectFrom("ordered_products")
      .select(["id", "withdrawn", "withdrawal_id"])
      .where("id", "in", [...small, ...more, ...othersLines])
      .orderBy("id")
      .execute();
    expect(marked).toEqual([
      { id: small[0], withdrawn: 2, withdrawal_id: request.id },
      { id: more[0], withdrawn: 2, withdrawal_id: request.id },
      { id: othersLines[0], withdrawn: 0, withdrawal_id: null },
    ]);

    await lines(a.id, [{ selling: 100, quantity: 1 }]);
    expect((await t().api(a.token).post("/withdrawal-request/withdraw")).message).toBe("You already have a pending withdrawal request.");
  });

  it("withdraw a chosen amount (extension): limits, the oldest lines that fit, the rest still counted, then the whole rest", async () => {
    const db = t().server.db;
    const a = await freshVendor();
    await t().api(a.token).post("/withdrawal-account/action", ACCOUNT);
    const ids = await lines(a.id, [
      { selling: 40, quantity: 1 },
      { selling: 30, quantity: 1 },
      { selling: 50, quantity: 1 },
    ]);
    const ask = (body?: Record<string, unknown>) => t().api(a.token).post("/withdrawal-request/withdraw", body);
    expect((await ask({ amount: 49.99 })).data).toEqual({ form: ["The amount must be at least 50."] });
    expect((await ask({ amount: 120.01 })).data).toEqual({ form: ["The amount must not be greater than 120."] });
    expect((await ask({ amount: "many" })).data).toEqual({ form: ["The amount must be a number."] });
    expect(await db.selectFrom("withdrawals").select("id").where("admin_id", "=", a.id).execute()).toEqual([]);

    const res = await ask({ amount: 60 });
    expect(res.data).toEqual({ pending_withdrawal: 60, withdrawn: 0, amount: 60 });
    const request = await db.selectFrom("withdrawals").selectAll().where("admin_id", "=", a.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ amount: 60, status: 2 });
    // Only the 40 fits whole in 60; the other 20 is still asked for, out of the next lines.
    const marks = async () =>
      (await db.selectFrom("ordered_products").select(["withdrawn"]).where("id", "in", ids).orderBy("id").execute()).map(
        (r) => r.withdrawn,
      );
    expect(await marks()).toEqual([2, 0, 0]);
    const found = (await t().api(a.token).get("/withdrawal-request/find")).data;
    expect(found).toMatchObject({ amount: 60, pending_withdrawal: 60, minimum: 50, accepts_amount: true });
    expect(found.pending_request).toMatchObject({ id: request.id, amount: 60, account: "Main" });
    expect((await ask({ amount: 50 })).message).toBe("You already have a pending withdrawal request.");

    await t().api(admin).post("/withdrawal-request/approve", { id: request.id });
    expect((await t().api(a.token).get("/withdrawal-request/find")).data).toMatchObject({
      withdrawn: 60,
      amount: 60,
      pending_request: null,
    });
    // Without an amount: the whole rest, and every line is marked.
    expect((await ask()).data).toEqual({ pending_withdrawal: 60, withdrawn: 60, amount: 0 });
    expect(await marks()).toEqual([1, 2, 2]);
  });

  it("approve: pending only, once; records the approver and marks lines withdrawn", async () => {
    const db = t().server.db;
    const a = await freshVendor();
    await t().api(a.token).post("/withdrawal-account/action", ACCOUNT);
    const ids = await lines(a.id, [{ selling: 60, quantity: 1 }]);
    await t().api(a.token).post("/withdrawal-request/withdraw");
    const request = await db.selectFrom("withdrawals").selectAll().where("admin_id", "=", a.id).executeTakeFirstOrThrow();

    expect((await t().api(a.token).post("/withdrawal-request/approve", { id: request.id })).status).toBe(403);
    expect((await t().api(admin).post("/withdrawal-request/approve", {})).data).toEqual({ form: ["The id field is required."] });
    expect((await t().api(admin).post("/withdrawal-request/approve", { id: 999999 })).message).toBe(NOT_FOUND);
    const ok = await t().api(admin).post("/withdrawal-request/approve", { id: request.id });
    expect(ok.data).toBe(true);
    const after = await db.selectFrom("withdrawals").selectAll().where("id", "=", request.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 1, approved_by: adminId });
    expect((await db.selectFrom("ordered_products").select("withdrawn").where("id", "=", ids[0]).executeTakeFirstOrThrow()).withdrawn).toBe(
      1,
    );
    expect((await t().api(admin).post("/withdrawal-request/approve", { id: request.id })).message).toBe(
      "Only a pending withdrawal request can be approved.",
    );
    expect((await t().api(a.token).get("/withdrawal-request/find")).data).toMatchObject({
      pending_withdrawal: 0,
      withdrawn: 60,
      amount: 0,
    });

    const list = await t().api(admin).get("/withdrawal-request/all", { orderby: "amount", type: "desc" });
    const item = list.data.data.find((w: any) => w.id === request.id);
    expect(item).toMatchObject({
      amount: "60.00",
      status: 1,
      approved_admin: { id: adminId, username: "admin" },
      withdrawal_account: { title: "Main" },
    });
    expect(item).not.toHaveProperty("admin_id");
    expect(item).toHaveProperty("created");
  });

  it("cancel: needs a message, returns the lines, a cancelled request cannot be approved", async () => {
    const db = t().server.db;
    const a = await freshVendor();
    await t().api(a.token).post("/withdrawal-account/action", ACCOUNT);
    const ids = await lines(a.id, [{ selling: 75, quantity: 1 }]);
    await t().api(a.token).post("/withdrawal-request/withdraw");
    const request = await db.selectFrom("withdrawals").selectAll().where("admin_id", "=", a.id).executeTakeFirstOrThrow();
    expect((await t().api(a.token).post("/withdrawal-request/cancel", { id: request.id })).data).toEqual({
      form: ["The message field is required."],
    });
    const res = await t().api(a.token).post("/withdrawal-request/cancel", { id: request.id, message: "Wrong account" });
    expect(res.data).toBe(true);
    expect(await db.selectFrom("withdrawals").select(["status", "message"]).where("id", "=", request.id).executeTakeFirstOrThrow()).toEqual(
      { status: 3, message: "Wrong account" },
    );
    expect(
      await db.selectFrom("ordered_products").select(["withdrawn", "withdrawal_id"]).where("id", "=", ids[0]).executeTakeFirstOrThrow(),
    ).toEqual({ withdrawn: 0, withdrawal_id: null });
    expect((await t().api(admin).post("/withdrawal-request/approve", { id: request.id })).message).toBe(
      "Only a pending withdrawal request can be approved.",
    );
    expect((await t().api(a.token).post("/withdrawal-request/cancel", { id: request.id, message: "again" })).message).toBe(
      "Only a pending withdrawal request can be cancelled.",
    );
    expect((await t().api(a.token).get("/withdrawal-request/find")).data.amount).toBe(75);
  });

  it("vendors see and touch only their own requests", async () => {
    const db = t().server.db;
    const a = await freshVendor();
    const b = await freshVendor();
    for (const v of [a, b]) {
      await t()
        .api(v.token)
        .post("/withdrawal-account/action", { ...ACCOUNT, title: `Acc ${v.id}` });
      await lines(v.id, [{ selling: 55, quantity: 1 }]);
      await t().api(v.token).post("/withdrawal-request/withdraw");
    }
    const bRequest = await db.selectFrom("withdrawals").select("id").where("admin_id", "=", b.id).executeTakeFirstOrThrow();
    const aList = await t().api(a.token).get("/withdrawal-request/all");
    expect(aList.data.data.map((w: any) => w.vendor.id)).toEqual([a.id]);
    expect(
      (
        await t()
          .api(a.token)
          .get("/withdrawal-request/all", { q: `Acc ${a.id}` })
      ).data.total,
    ).toBe(1);
    expect(
      (
        await t()
          .api(a.token)
          .get("/withdrawal-request/all", { q: `Acc ${b.id}` })
      ).data.total,
    ).toBe(0);
    expect((await t().api(a.token).post("/withdrawal-request/cancel", { id: bRequest.id, message: "no" })).data).toEqual({
      form: [FORBIDDEN],
    });
    // A vendor holding approve (a custom grant) still cannot approve another vendor's request.
    const approver = await adminWithRole(t(), "vendor");
    const perm = await db.selectFrom("permissions").select("id").where("name", "=", "withdrawal_request.approve").executeTakeFirstOrThrow();
    const vendorRole = await db.selectFrom("roles").select("id").where("name", "=", "vendor").executeTakeFirstOrThrow();
    await db.insertInto("role_has_permissions").values({ role_id: vendorRole.id, permission_id: perm.id }).execute();
    try {
      expect((await t().api(approver.token).post("/withdrawal-request/approve", { id: bRequest.id })).status).toBe(403);
    } finally {
      await db.deleteFrom("role_has_permissions").where("role_id", "=", vendorRole.id).where("permission_id", "=", perm.id).execute();
    }
    expect((await t().api(a.token).del(`/withdrawal-request/delete/${bRequest.id}`)).status).toBe(403);
    expect((await t().api().get("/withdrawal-request/all")).status).toBe(204);
    expect((await t().api().post("/withdrawal-request/withdraw")).status).toBe(204);
  });

  it("delete: all or nothing; deleting a pending request releases its lines", async () => {
    const db = t().server.db;
    const a = await freshVendor();
    await t().api(a.token).post("/withdrawal-account/action", ACCOUNT);
    const ids = await lines(a.id, [{ selling: 51, quantity: 1 }]);
    await t().api(a.token).post("/withdrawal-request/withdraw");
    const request = await db.selectFrom("withdrawals").select("id").where("admin_id", "=", a.id).executeTakeFirstOrThrow();
    expect((await t().api(admin).del(`/withdrawal-request/delete/${request.id},999999`)).message).toBe(NOT_FOUND);
    expect(await db.selectFrom("withdrawals").select("id").where("id", "=", request.id).execute()).toHaveLength(1);
    expect((await t().api(a.token).del(`/withdrawal-request/delete/${request.id}`)).status).toBe(403); // vendors lack .delete
    expect((await t().api(admin).del(`/withdrawal-request/delete/${request.id}`)).data).toBe(true);
    expect((await db.selectFrom("ordered_products").select("withdrawn").where("id", "=", ids[0]).executeTakeFirstOrThrow()).withdrawn).toBe(
      0,
    );
  });
});
