/* The settings panels' server rules added with /setting/{payment,deploy,fcm,clear-cache} (issue 14). */
import { beforeAll, describe, expect, it } from "vitest";
import { DEPLOY_BUSY_MESSAGE, DEPLOY_RUN_SECONDS } from "../../server/src/groups/content/deploy";
import { toIso } from "../../server/src/http/format";
import { signInDemo } from "./accounts";
import { adminWith, FORBIDDEN } from "./content-helpers";
import { useTestServer } from "./harness";

const t = useTestServer();
let admin: string, vendor: string;

beforeAll(async () => ({ admin, vendor } = await signInDemo(t())));

const paymentRow = () => t().server.db.selectFrom("payments").selectAll().executeTakeFirstOrThrow();

describe("payment: the state a save leaves must be usable", () => {
  it("an enabled gateway needs its keys; a stored secret counts, a typed one is never answered", async () => {
    const refused = await t().api(admin).post("/payment/save", { cash_on_delivery: 1, razorpay: 1, razorpay_key: "" });
    expect(refused.data.form).toEqual([
      "The razorpay key field is required when razorpay is enabled.",
      "The razorpay secret field is required when razorpay is enabled.",
    ]);
    expect((await paymentRow()).razorpay).toBe(0);

    const secret = "rzp_live_secret_value_9876";
    const saved = await t()
      .api(admin)
      .post("/payment/save", { cash_on_delivery: 1, razorpay: 1, razorpay_key: "rzp_key_1", razorpay_secret: secret });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved)).not.toContain(secret);
    expect(saved.data.razorpay_secret).toBe("••••9876");
    expect(JSON.stringify(await t().api(admin).get("/payment/find"))).not.toContain(secret);
    // The secret left as its mask is kept: the gateway stays complete.
    expect((await t().api(admin).post("/payment/save", { cash_on_delivery: 1, razorpay_secret: "••••9876" })).status).toBe(200);
    expect((await paymentRow()).razorpay_secret).toBe(secret);
    await t().api(admin).post("/payment/save", { cash_on_delivery: 1, razorpay: 0 });
  });

  it("the default gateway must be an enabled one", async () => {
    const refused = await t().api(admin).post("/payment/save", { cash_on_delivery: 1, razorpay: 0, default: 1 });
    expect(refused.data.form).toEqual(["The default gateway must be one of the enabled gateways."]);
    // Turning off the gateway that is the default is refused the same way.
    const { default: current } = await paymentRow();
    expect(current).toBe(2);
    const off = await t().api(admin).post("/payment/save", { cash_on_delivery: 0 });
    expect(off.data.form).toEqual(["The default gateway must be one of the enabled gateways."]);
    expect((await t().api(admin).post("/payment/save", { cash_on_delivery: 1, default: 3 })).data.default).toBe(3);
    expect((await t().api(admin).post("/payment/save", { cash_on_delivery: 1, default: 2 })).data.default).toBe(2);
  });

  it("base URLs must be web addresses", async () => {
    const refused = await t().api(admin).post("/payment/save", { cash_on_delivery: 1, payfast_base_url: "javascript:alert(1)" });
    expect(refused.data.form).toEqual(["The payfast base url format is invalid."]);
  });
});

describe("deploy: running, then finished", () => {
  it("a trigger runs for a fixed time, one at a time, and find reports it finished", async () => {
    const started = await t().api(admin).post("/deploy/trigger");
    expect(started.data).toMatchObject({ status: "running", finished_at: null });
    expect(await t().api(admin).post("/deploy/trigger")).toMatchObject({ status: 201, message: DEPLOY_BUSY_MESSAGE });
    expect((await t().api(admin).get("/deploy/find")).data.last_deploy).toMatchObject({ id: started.data.id, status: "running" });
    // Its time is up once it started DEPLOY_RUN_SECONDS ago (moved back rather than waited for).
    const past = toIso(new Date(Date.now() - (DEPLOY_RUN_SECONDS + 1) * 1000));
    await t().server.db.updateTable("deploys").set({ created_at: past }).where("id", "=", started.data.id).execute();
    const finished = (await t().api(admin).get("/deploy/find")).data.last_deploy;
    expect(finished).toMatchObject({ id: started.data.id, status: "success" });
    expect(Date.parse(finished.finished_at) - Date.parse(past)).toBe(DEPLOY_RUN_SECONDS * 1000);
    const history = await t().api(admin).get("/deploy/all");
    expect(history.data.data[0]).toMatchObject({ id: started.data.id, status: "success", triggered_by_name: expect.any(String) });
  });
});

describe("fcm-setting: required keys and the recorded test", () => {
  it("refuses an empty sender id; a missing server key is required", async () => {
    const empty = await t().api(admin).post("/fcm-setting/action", { server_key: "", sender_id: "" });
    expect(empty.data.form).toEqual(["The sender id field is required."]);
    const stored = await t().server.db.selectFrom("fcm_settings").selectAll().executeTakeFirstOrThrow();
    await t().server.db.updateTable("fcm_settings").set({ server_key: null }).execute();
    try {
      const noKey = await t().api(admin).post("/fcm-setting/action", { server_key: "", sender_id: "42" });
      expect(noKey.data.form).toEqual(["The server key field is required."]);
    } finally {
      await t().server.db.updateTable("fcm_settings").set({ server_key: stored.server_key }).execute();
    }
  });

  it("test: checks the token, records who sent it to which device, and find answers it shortened", async () => {
    expect((await t().api(admin).post("/fcm-setting/test", { token: "short" })).data.form).toEqual(["The token format is invalid."]);
    expect((await t().api(admin).post("/fcm-setting/test", {})).data.form).toEqual(["The token field is required."]);
    const token = "dGVzdC1kZXZpY2U6APA91bF_example-token-0123456789abcdef";
    const sent = await t().api(admin).post("/fcm-setting/test", { token });
    expect(sent).toMatchObject({ status: 200, message: "Test notification recorded." });
    expect(sent.data).toMatchObject({ device: "…89abcdef", sender_id: "123456789012", by: "admin@example.com" });
    expect(JSON.stringify(sent)).not.toContain(token);
    expect((await t().api(admin).get("/fcm-setting/find")).data.last_test).toEqual(sent.data);
    const stored = await t()
      .server.db.selectFrom("env_settings")
      .select("value")
      .where("key", "=", "fcm_last_test")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value!)).toMatchObject({ token });
    expect(await t().api(vendor).post("/fcm-setting/test", { token })).toMatchObject(FORBIDDEN);
    const viewer = await adminWith(t(), ["setting.view"]);
    expect(await t().api(viewer.token).post("/fcm-setting/test", { token })).toMatchObject(FORBIDDEN);
  });
});

describe("clear-cache", () => {
  it("last: who cleared it and when (setting.view)", async () => {
    const last = await t().api(admin).get("/clear-cache/last");
    expect(last.status).toBe(200);
    expect(last.data).toHaveProperty("cleared_at");
    expect(await t().api(vendor).get("/clear-cache/last")).toMatchObject(FORBIDDEN);
  });
});
