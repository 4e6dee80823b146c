/* Contract 3: activate, manual-activation and deactivate, and the `activated` flag they switch. */
import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { FORBIDDEN } from "./content-helpers";
import { useTestServer } from "./harness";

const t = useTestServer();
let admin: string, vendor: string;

beforeAll(async () => ({ admin, vendor } = await signInDemo(t())));

const activated = async () => {
  const [profile, languages] = await Promise.all([t().api(admin).get("/profile"), t().api(admin).get("/languages")]);
  expect(profile.data.activated).toBe(languages.data.activated);
  return profile.data.activated as boolean;
};

describe("licence", () => {
  it("a new installation is activated; deactivate and activate switch what profile and languages say", async () => {
    expect(await activated()).toBe(true);

    expect(await t().api(admin).get("/deactivate")).toMatchObject({ status: 200, data: true });
    expect(await activated()).toBe(false);

    expect((await t().api(admin).post("/activate", { code: " " })).data.form).toEqual(["The code field is required."]);
    expect(await activated()).toBe(false);

    const keys = await t().api(admin).post("/activate", { code: "8f14e45f-ceea-467a-9575-4f0c9c5e0a11" });
    expect(keys.data).toMatchObject({ valid: true, public_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await activated()).toBe(true);
  });

  it("manual activation stores the four keys it is given", async () => {
    const missing = await t().api(admin).post("/manual-activation", { public_key: "a" });
    expect(missing.data.form).toContain("The secret key field is required.");
    const keys = { public_key: "pk", secret_key: "sk", encrypt_key: "ek", encrypt_iv: "iv" };
    expect((await t().api(admin).post("/manual-activation", keys)).data).toEqual({ ...keys, valid: true });
    expect(await activated()).toBe(true);
  });

  it("is a shop setting: a vendor may not switch it", async () => {
    expect(await t().api(vendor).get("/deactivate")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/activate", { code: "x" })).toMatchObject(FORBIDDEN);
    expect(await activated()).toBe(true);
  });
});
