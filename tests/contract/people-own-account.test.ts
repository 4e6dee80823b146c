import { describe, expect, it } from "vitest";
import { createAdmin, insertAdmin } from "./accounts";
import { useTestServer } from "./harness";

/*
 * The caller's own account (issue 13, /profile and /store): the current password refused beside
 * its field and counted against guessing, the password change that keeps its own session, and the
 * store's WhatsApp number checked as an international one.
 */
const t = useTestServer();

let counter = 0;
async function signedIn(password = "secret12"): Promise<{ email: string; token: string }> {
  const email = `own-${++counter}-${Date.now()}@test.example`;
  await insertAdmin(t().server.db, { email, password, roles: ["vendor"] });
  return { email, token: await t().login(email, password) };
}

describe("update: the current password", () => {
  it("a wrong one is refused under `password` with the contract's message, and nothing changes", async () => {
    const { email, token } = await signedIn();
    const wrong = await t().api(token).post("/update", { name: "Changed", username: "changed", email, password: "not-mine" });
    expect(wrong).toEqual({ data: { password: ["Wrong email/password"] }, status: 201, token: null, message: "Wrong email/password" });
    const row = await t().server.db.selectFrom("admins").select(["name", "username"]).where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.name).toBe(email);
    expect(row.username).toBe(email);
  });

  it("the right one saves, and the answer carries the new name for the header", async () => {
    const { email, token } = await signedIn();
    const done = await t()
      .api(token)
      .post("/update", { name: "New Name", username: `u-${counter}`, email, password: "secret12" });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ name: "New Name", username: `u-${counter}`, email });
    expect((await t().api(token).get("/profile")).data.user).toMatchObject({ name: "New Name" });
  });

  it("guesses are limited per account: the eleventh wrong one in the window is refused as too many", async () => {
    const { email, token } = await signedIn();
    const guess = (password: string) => t().api(token).post("/update", { username: "guess", email, password });
    for (let i = 0; i < 10; i++) expect((await guess(`wrong-${i}`)).message).toBe("Wrong email/password");
    const locked = await guess("secret12");
    expect(locked.status).toBe(429);
    expect(locked.http).toBe(429);
  });

  it("a right one clears the count of earlier wrong ones", async () => {
    const { email, token } = await signedIn();
    const guess = (password: string) => t().api(token).post("/update", { username: "again", email, password });
    for (let i = 0; i < 9; i++) await guess(`wrong-${i}`);
    expect((await guess("secret12")).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await guess(`wrong-${i}`)).status).toBe(201);
    expect((await guess("secret12")).status).toBe(200);
  });
});

describe("update-password", () => {
  it("a wrong current password is refused under `password`", async () => {
    const { token } = await signedIn();
    const wrong = await t().api(token).post("/update-password", { password: "not-mine", new_password: "secret34" });
    expect(wrong.data).toEqual({ password: ["Wrong email/password"] });
    expect(wrong.status).toBe(201);
  });

  it("checks the confirmation when sent, and refuses the same password again", async () => {
    const { token } = await signedIn();
    const api = t().api(token);
    const mismatch = await api.post("/update-password", {
      password: "secret12",
      new_password: "secret34",
      new_password_confirmation: "secret35",
    });
    expect(mismatch.data).toEqual({ new_password_confirmation: ["The new password confirmation does not match."] });
    const same = await api.post("/update-password", { password: "secret12", new_password: "secret12" });
    expect(same.data).toEqual({ new_password: ["The new password must be different from the current password."] });
  });

  it("the session that changed it keeps working; the old password no longer signs in, the new one does", async () => {
    const { email, token } = await signedIn();
    const done = await t()
      .api(token)
      .post("/update-password", { password: "secret12", new_password: "secret34", new_password_confirmation: "secret34" });
    expect(done.status).toBe(200);
    expect((await t().api(token).get("/profile")).status).toBe(200);
    expect((await t().api().post("/login", { email, password: "secret12" })).message).toBe("Wrong email/password");
    expect((await t().api().post("/login", { email, password: "secret34" })).status).toBe(200);
  });
});

describe("store/action: the WhatsApp button", () => {
  const store = (extra: Record<string, unknown>) => ({ name: "Own Store", slug: `own-store-${++counter}`, ...extra });

  it("takes an international number (E.164, separators allowed) and keeps it as typed", async () => {
    const { token } = await createAdmin(t(), { permissions: ["store.view", "store.edit"] });
    for (const number of ["+393331234567", "+39 333 123 4567", "+1 (415) 555-2671"]) {
      const saved = await t()
        .api(token)
        .post("/store/action", store({ whatsapp_btn: 1, whatsapp_number: number }));
      expect(saved.status, number).toBe(200);
      expect(saved.data.whatsapp_number).toBe(number);
    }
  });

  it("refuses a number without its country code, too short or too long, or not a number", async () => {
    const { token } = await createAdmin(t(), { permissions: ["store.view", "store.edit"] });
    for (const number of ["3331234567", "+39 12", "+0039 333 1234567", "+12345678901234567", "call me"]) {
      const refused = await t()
        .api(token)
        .post("/store/action", store({ whatsapp_btn: 1, whatsapp_number: number }));
      expect(refused.status, number).toBe(201);
      expect(refused.data.form, number).toEqual(["The whatsapp number format is invalid."]);
    }
    expect(await t().api(token).get("/store/find")).toMatchObject({ status: 200, data: null });
  });

  it("needs a number when the button is on, not when it is off", async () => {
    const { token } = await createAdmin(t(), { permissions: ["store.view", "store.edit"] });
    const on = await t()
      .api(token)
      .post("/store/action", store({ whatsapp_btn: 1, whatsapp_number: " " }));
    expect(on.data).toEqual({ whatsapp_number: ["The whatsapp number field is required when whatsapp btn is 1."] });
    const off = await t()
      .api(token)
      .post("/store/action", store({ whatsapp_btn: 0, whatsapp_default_msg: "Ciao!" }));
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ whatsapp_btn: 0, whatsapp_default_msg: "Ciao!" });
  });
});
