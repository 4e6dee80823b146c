import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWithRole, NOT_FOUND } from "./people-helpers";
import { ACCOUNT, orderLines } from "./withdrawal-fixtures";

/*
 * withdrawal-account, and both withdrawal groups without a token (the requests are in
 * people-withdrawal-requests.test.ts).
 */

const t = useTestServer();
let admin: string;

/** A fresh vendor (own balance, own accounts) for each scenario. */
async function freshVendor() {
  return adminWithRole(t(), "vendor");
}

/** One product of `vendorId` and one order line per spec; returns the line ids. */
const lines = (vendorId: number, specs: Parameters<typeof orderLines>[2]) => orderLines(t(), vendorId, specs);

beforeAll(async () => {
  ({ admin } = await signInDemo(t()));
});

describe("withdrawal-account", () => {
  it("creates, finds, lists own only, edits; default is unique per owner only", async () => {
    const a = await freshVendor();
    const b = await freshVendor();
    const first = await t().api(a.token).post("/withdrawal-account/action", ACCOUNT);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ title: "Main", default: 1 });
    expect(first.data).not.toHaveProperty("admin_id");
    const other = await t()
      .api(b.token)
      .post("/withdrawal-account/action", { ...ACCOUNT, title: "B main" });
    const second = await t()
      .api(a.token)
      .post("/withdrawal-account/action", { ...ACCOUNT, title: "Second" });
    const db = t().server.db;
    const flag = async (id: number) =>
      (await db.selectFrom("withdrawal_accounts").select("default").where("id", "=", id).executeTakeFirstOrThrow()).default;
    expect(await flag(first.data.id)).toBe(2);
    expect(await flag(second.data.id)).toBe(1);
    expect(await flag(other.data.id)).toBe(1);

    const list = await t().api(a.token).get("/withdrawal-account/all", { orderby: "title", type: "asc" });
    expect(list.data.data.map((r: any) => r.title)).toEqual(["Main", "Second"]);
    expect(list.data.data[0]).toHaveProperty("created");
    expect((await t().api(a.token).get("/withdrawal-account/all", { q: "Seco" })).data.total).toBe(1);
    expect((await t().api(a.token).get(`/withdrawal-account/find/${first.data.id}`)).data.title).toBe("Main");

    expect((await t().api(a.token).get(`/withdrawal-account/find/${other.data.id}`)).status).toBe(403);
    expect((await t().api(a.token).post(`/withdrawal-account/action/${other.data.id}`, ACCOUNT)).status).toBe(403);
    expect((await t().api(a.token).del(`/withdrawal-account/delete/${other.data.id}`)).status).toBe(403);

    const undefault = await t()
      .api(a.token)
      .post(`/withdrawal-account/action/${second.data.id}`, { ...ACCOUNT, default: 2 });
    expect(undefault.message).toBe("Must have at least one default account.");
    const renamed = await t()
      .api(a.token)
      .post(`/withdrawal-account/action/${first.data.id}`, { ...ACCOUNT, title: "Main 2", default: 2 });
    expect(renamed.data.title).toBe("Main 2");
  });

  it("validates, answers not found and refuses anonymous callers and those without the permission", async () => {
    const a = await freshVendor();
    const bad = await t().api(a.token).post("/withdrawal-account/action", { title: "x", default: 5 });
    expect(bad.data.form).toEqual([
      "The account name field is required.",
      "The account number field is required.",
      "The bank name field is required.",
      "The branch name field is required.",
      "The selected default is invalid.",
    ]);
    expect((await t().api(a.token).get("/withdrawal-account/find/999999")).message).toBe(NOT_FOUND);
    expect((await t().api(a.token).del("/withdrawal-account/delete/999999")).message).toBe(NOT_FOUND);
    const plain = await adminWithRole(t(), "no-payouts", ["brand.view"]);
    expect((await t().api(plain.token).get("/withdrawal-account/all")).status).toBe(403);
    expect((await t().api(plain.token).post("/withdrawal-account/action", ACCOUNT)).status).toBe(403);
    expect((await t().api().get("/withdrawal-account/all")).status).toBe(204);
  });

  it("deletes a list all or nothing and refuses an account used by a request", async () => {
    const a = await freshVendor();
    const acc1 = await t().api(a.token).post("/withdrawal-account/action", ACCOUNT);
    const acc2 = await t()
      .api(a.token)
      .post("/withdrawal-account/action", { ...ACCOUNT, title: "Two", default: 2 });
    expect((await t().api(a.token).del(`/withdrawal-account/delete/${acc2.data.id},999999`)).status).toBe(201);
    await lines(a.id, [{ selling: 100, quantity: 1 }]);
    expect((await t().api(a.token).post("/withdrawal-request/withdraw")).status).toBe(200);
    expect((await t().api(a.token).del(`/withdrawal-account/delete/${acc1.data.id},${acc2.data.id}`)).message).toBe(
      "Unable to delete. Account is being used by an withdrawal request.",
    );
    expect((await t().api(a.token).del(`/withdrawal-account/delete/${acc2.data.id}`)).data).toBe(true);
  });
});

describe("without a token", () => {
  it("every endpoint of these groups answers Unauthenticated.", async () => {
    const api = t().api();
    const calls = [
      api.get("/withdrawal-account/all"),
      api.get("/withdrawal-account/find/1"),
      api.post("/withdrawal-account/action", ACCOUNT),
      api.post("/withdrawal-account/action/1", ACCOUNT),
      api.del("/withdrawal-account/delete/1"),
      api.get("/withdrawal-request/all"),
      api.get("/withdrawal-request/find"),
      api.post("/withdrawal-request/withdraw"),
      api.post("/withdrawal-request/approve", { id: 1 }),
      api.post("/withdrawal-request/cancel", { id: 1, message: "x" }),
      api.del("/withdrawal-request/delete/1"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.http).toBe(201);
      expect(res.status).toBe(204);
    }
  });

  it("list sorting is validated", async () => {
    expect((await t().api(admin).get("/withdrawal-request/all", { type: "up" })).status).toBe(201);
    expect((await t().api(admin).get("/withdrawal-account/all", { type: "up" })).status).toBe(201);
  });
});
