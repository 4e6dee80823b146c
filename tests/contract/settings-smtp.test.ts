import { beforeAll, describe, expect, it } from "vitest";
import { adminWith, FORBIDDEN } from "./content-helpers";
import { ADMIN, expectValidationFailure, useTestServer, VENDOR } from "./harness";

/*
 * setting/smtp-find, smtp-action and smtp-test: the password is write-only (masked on every answer,
 * kept when the mask comes back), the sender name is stored beside the address, and the test
 * writes one message to mail_outbox naming the configured host.
 */

const t = useTestServer();
let admin: string;
let vendor: string;
let viewer: string;

const SEEDED_PASSWORD = "demo-smtp-placeholder";
const envValue = async (key: string) =>
  (await t().server.db.selectFrom("env_settings").select("value").where("key", "=", key).executeTakeFirst())?.value;
const outboxTo = (to: string) => t().server.db.selectFrom("mail_outbox").selectAll().where("to_email", "=", to).execute();
const valid = {
  smtpHost: "mail.example.org",
  smtpPort: 465,
  smtpUsername: "mailer",
  smtpEncryption: "ssl",
  mailFrom: "shop@example.org",
  mailFromName: "Demo Shop",
};

beforeAll(async () => {
  admin = await t().login(ADMIN.email, ADMIN.password);
  vendor = await t().login(VENDOR.email, VENDOR.password);
  viewer = (await adminWith(t(), ["setting.view"])).token;
});

describe("setting/smtp-find and smtp-action", () => {
  it("answers every field with the password masked, never in clear", async () => {
    const read = await t().api(admin).get("/setting/smtp-find");
    expect(read.data).toEqual({
      smtpHost: "smtp.example.com",
      smtpPort: "587",
      smtpUsername: "no-reply@example.com",
      smtpPassword: "••••lder",
      smtpEncryption: "tls",
      mailFrom: "no-reply@example.com",
      mailFromName: expect.any(String),
    });
    expect(JSON.stringify(read)).not.toContain(SEEDED_PASSWORD);
  });

  it("saving the mask back keeps the stored password; a new one replaces it; the answer stays masked", async () => {
    const read = await t().api(admin).get("/setting/smtp-find");
    const kept = await t()
      .api(admin)
      .post("/setting/smtp-action", { ...valid, smtpPassword: read.data.smtpPassword });
    expect(kept.status).toBe(200);
    expect(kept.data).toMatchObject({ ...valid, smtpPort: "465", smtpPassword: "••••lder" });
    expect(await envValue("smtp_password")).toBe(SEEDED_PASSWORD);

    const blank = await t()
      .api(admin)
      .post("/setting/smtp-action", { ...valid, smtpPassword: "" });
    expect(blank.status).toBe(200);
    expect(await envValue("smtp_password")).toBe(SEEDED_PASSWORD);

    const replaced = await t()
      .api(admin)
      .post("/setting/smtp-action", { ...valid, smtpPassword: "brand-new-secret-4321" });
    expect(replaced.data.smtpPassword).toBe("••••4321");
    expect(JSON.stringify(replaced)).not.toContain("brand-new-secret");
    expect(await envValue("smtp_password")).toBe("brand-new-secret-4321");
    expect((await t().api(admin).get("/setting/smtp-find")).data.smtpPassword).toBe("••••4321");
  });

  it("stores the sender name; a client that leaves it out keeps it, an empty one clears it", async () => {
    await t()
      .api(admin)
      .post("/setting/smtp-action", { ...valid, mailFromName: "Bottega Demo" });
    expect(await envValue("mail_from_name")).toBe("Bottega Demo");
    const { mailFromName: _left, ...original } = valid;
    await t().api(admin).post("/setting/smtp-action", original);
    expect((await t().api(admin).get("/setting/smtp-find")).data.mailFromName).toBe("Bottega Demo");
    await t()
      .api(admin)
      .post("/setting/smtp-action", { ...valid, mailFromName: "" });
    expect((await t().api(admin).get("/setting/smtp-find")).data.mailFromName).toBe("");
  });

  it("validates every field with Laravel's messages and changes nothing", async () => {
    const before = await t().api(admin).get("/setting/smtp-find");
    const bad = await t().api(admin).post("/setting/smtp-action", {
      smtpHost: "bad host!",
      smtpPort: "0",
      smtpEncryption: "rot13",
      mailFrom: "nobody",
      mailFromName: "Evil\r\nBcc: x@example.com",
    });
    expectValidationFailure(bad, [
      "The smtp host format is invalid.",
      "The smtpPort must be at least 1.",
      "The smtpUsername field is required.",
      "The selected smtpEncryption is invalid.",
      "The mailFrom must be a valid email address.",
      "The mail from name format is invalid.",
    ]);
    expect((await t().api(admin).get("/setting/smtp-find")).data).toEqual(before.data);
  });

  it("needs setting.view to read and setting.edit to save", async () => {
    expect((await t().api(viewer).get("/setting/smtp-find")).status).toBe(200);
    expect(await t().api(viewer).post("/setting/smtp-action", valid)).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).get("/setting/smtp-find")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/setting/smtp-action", valid)).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/setting/smtp-find")).status).toBe(204);
    expect((await t().api().post("/setting/smtp-action", valid)).status).toBe(204);
  });
});

describe("setting/smtp-test", () => {
  it("writes one message to the outbox naming the configured host and sender", async () => {
    await t()
      .api(admin)
      .post("/setting/smtp-action", { ...valid, smtpHost: "smtp.test-relay.example", mailFromName: "Bottega" });
    const to = "smtp-test-ok@example.com";
    const res = await t().api(admin).post("/setting/smtp-test", { to });
    expect(res.status).toBe(200);
    expect(res.message).toBe("Test e-mail written to the outbox.");
    expect(res.data).toMatchObject({ id: expect.any(Number), to, subject: "SMTP test", host: "smtp.test-relay.example" });
    const rows = await outboxTo(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.data.id, subject: "SMTP test", kind: "smtp_test" });
    expect(rows[0].body).toContain("smtp.test-relay.example:465 (ssl)");
    expect(rows[0].body).toContain("Bottega <shop@example.org>");
    expect(rows[0].body).not.toContain(String(await envValue("smtp_password")));
  });

  it("validates the recipient and sends nothing", async () => {
    const missing = await t().api(admin).post("/setting/smtp-test", {});
    expectValidationFailure(missing, ["The to field is required."]);
    const bad = await t().api(admin).post("/setting/smtp-test", { to: "not-an-address" });
    expect(bad.data.form).toEqual(["The to must be a valid email address."]);
    expect(await outboxTo("not-an-address")).toHaveLength(0);
  });

  it("refuses when no SMTP host is stored", async () => {
    const db = t().server.db;
    const saved = await envValue("smtp_host");
    await db.updateTable("env_settings").set({ value: null }).where("key", "=", "smtp_host").execute();
    try {
      const res = await t().api(admin).post("/setting/smtp-test", { to: "smtp-test-unset@example.com" });
      expect(res).toMatchObject({ status: 201, message: "Please save the SMTP settings first." });
      expect(await outboxTo("smtp-test-unset@example.com")).toHaveLength(0);
    } finally {
      await db
        .updateTable("env_settings")
        .set({ value: saved ?? null })
        .where("key", "=", "smtp_host")
        .execute();
    }
  });

  it("needs setting.edit, and a signed-in caller", async () => {
    const to = "smtp-test-denied@example.com";
    expect(await t().api(viewer).post("/setting/smtp-test", { to })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/setting/smtp-test", { to })).toMatchObject(FORBIDDEN);
    const anonymous = await t().api().post("/setting/smtp-test", { to });
    expect(anonymous.status).toBe(204);
    expect(anonymous.http).toBe(201);
    expect(await outboxTo(to)).toHaveLength(0);
  });
});
