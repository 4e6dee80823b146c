import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWithRole, FORBIDDEN } from "./people-helpers";

/*
 * What the withdrawal screens rely on beyond the contract: each account names its owner, the
 * requests' search reaches the account, the vendor and the reason, the list filters by status, and
 * a vendor never reaches another vendor's accounts or requests.
 */

const t = useTestServer();
let admin: string;

const ACCOUNT = {
  title: "Payout",
  account_name: "Holder",
  account_number: "111222333",
  bank_name: "Bank",
  branch_name: "Branch",
  default: 1,
};

/** A request of `vendorId` on `accountId` written straight to the table (status 1 approved, 2 pending, 3 cancelled). */
async function request(vendorId: number, accountId: number, status: number, message: string | null = null) {
  const now = isoNow();
  const row = await t()
    .server.db.insertInto("withdrawals")
    .values({
      amount: 75,
      status,
      message,
      approved_by: null,
      withdrawal_account_id: accountId,
      admin_id: vendorId,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ({ admin } = await signInDemo(t()));
});

describe("withdrawal-account rows name their owner", () => {
  it("in find, action and all; a vendor reaches none of another vendor's accounts", async () => {
    const a = await adminWithRole(t(), "vendor");
    const b = await adminWithRole(t(), "vendor");
    const saved = await t()
      .api(a.token)
      .post("/withdrawal-account/action", { ...ACCOUNT, title: "Owner test" });
    expect(saved.data.vendor).toMatchObject({ id: a.id });
    expect(saved.data).not.toHaveProperty("admin_id");
    const listed = await t().api(admin).get("/withdrawal-account/all", { q: "Owner test" });
    expect(listed.data.data).toEqual([expect.objectContaining({ id: saved.data.id, vendor: expect.objectContaining({ id: a.id }) })]);
    expect((await t().api(a.token).get(`/withdrawal-account/find/${saved.data.id}`)).data.vendor.id).toBe(a.id);

    const foreign = t().api(b.token);
    expect((await foreign.get(`/withdrawal-account/find/${saved.data.id}`)).message).toBe(FORBIDDEN);
    expect((await foreign.post(`/withdrawal-account/action/${saved.data.id}`, { ...ACCOUNT, title: "Taken" })).message).toBe(FORBIDDEN);
    expect((await foreign.del(`/withdrawal-account/delete/${saved.data.id}`)).message).toBe(FORBIDDEN);
    expect((await foreign.get("/withdrawal-account/all", { q: "Owner test" })).data.total).toBe(0);
  });
});

describe("withdrawal-request/all", () => {
  it("searches the account, the vendor and the reason; filters by status; scopes vendors", async () => {
    const a = await adminWithRole(t(), "vendor");
    const b = await adminWithRole(t(), "vendor");
    const account = (
      await t()
        .api(a.token)
        .post("/withdrawal-account/action", { ...ACCOUNT, bank_name: "Zebra Savings", title: "Zeta payout" })
    ).data;
    const pending = await request(a.id, account.id, 2);
    const cancelled = await request(a.id, account.id, 3, "Quokka reason");
    const approved = await request(a.id, account.id, 1);
    const ids = async (query: Record<string, string>, token = admin) =>
      ((await t().api(token).get("/withdrawal-request/all", query)).data.data as Array<{ id: number }>).map((r) => r.id).sort();

    expect(await ids({ q: "Zebra Sav" })).toEqual([pending, cancelled, approved].sort());
    expect(await ids({ q: "Quokka" })).toEqual([cancelled]);
    const vendorName = (await t().server.db.selectFrom("admins").select("username").where("id", "=", a.id).executeTakeFirstOrThrow())
      .username;
    expect(vendorName).toMatch(/\w/);
    expect(await ids({ q: String(vendorName) })).toEqual([pending, cancelled, approved].sort());
    expect(await ids({ q: "Zebra Sav", status: "2" })).toEqual([pending]);
    expect(await ids({ q: "Zebra Sav", status: "1" })).toEqual([approved]);
    expect(await ids({ q: "Zebra Sav", status: "3" }, a.token)).toEqual([cancelled]);
    const invalid = await t().api(admin).get("/withdrawal-request/all", { status: "7" });
    expect(invalid.status).toBe(201);
    expect(invalid.message).toBe("The selected status is invalid.");

    // Another vendor finds nothing of a's, and may not decide a's pending request.
    expect(await ids({ q: "Zebra Sav" }, b.token)).toEqual([]);
    expect((await t().api(b.token).post("/withdrawal-request/cancel", { id: pending, message: "no" })).message).toBe(FORBIDDEN);
  });
});
