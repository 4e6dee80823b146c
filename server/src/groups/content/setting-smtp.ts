import { Hono } from "hono";
import { z } from "zod";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { email, field, isBlank, laravel, oneOf, optionalString, requiredInteger, requiredString, validateBody } from "../../http/validate";
import { findPanel, savePanel } from "../../http/panel-version";
import { maskSecret, nextSecret, readEnv, writeEnv, type Db } from "./common";

/*
 * setting/smtp-* (contract 5.15) and this server's `smtp-test`. The values live in env_settings
 * (the original's .env); the password is write-only: reads mask it, saving the mask or "" keeps it.
 * `mailFromName` (the sender's display name) is an addition: the original had only the address.
 * Nothing is ever sent: the test writes its message to mail_outbox, like every mail of this server.
 */

export const smtpRoutes = new Hono<Env>();

/** A write-only secret input: blank or a mask means "keep"; anything else is the new value. */
export const secretField = (name: string) =>
  field<string | undefined>((v) => {
    if (isBlank(v)) return { ok: true, value: undefined };
    if (typeof v !== "string") return { ok: false, messages: [laravel.string(name)] };
    return v.length > 500 ? { ok: false, messages: [laravel.maxChars(name, 500)] } : { ok: true, value: v };
  }).optional();

/** The answer's name of each stored value; the password is apart, as it is only ever masked. */
const SMTP_NAMES = {
  smtpHost: "smtp_host",
  smtpPort: "smtp_port",
  smtpUsername: "smtp_username",
  smtpEncryption: "smtp_encryption",
  mailFrom: "mail_from",
  mailFromName: "mail_from_name",
} as const;
const SMTP_KEYS = [...Object.values(SMTP_NAMES), "smtp_password"];

/** The panel as smtp-find answers it, read on `db` (the write's transaction, or the database). */
async function smtpOut(db: Db) {
  const env = await readEnv(db, SMTP_KEYS);
  const plain = Object.fromEntries(Object.entries(SMTP_NAMES).map(([name, key]) => [name, env[key] ?? ""])) as Record<
    keyof typeof SMTP_NAMES,
    string
  >;
  return { ...plain, smtpPassword: maskSecret(env.smtp_password) };
}

smtpRoutes.get("/smtp-find", gate("setting.view"), (c) => findPanel(c, smtpOut));

const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const smtpSchema = z.object({
  smtpHost: requiredString("smtpHost", { max: 253 }).refine((s) => HOST.test(s), { message: "The smtp host format is invalid." }),
  smtpPort: requiredInteger("smtpPort", { min: 1, max: 65535 }),
  smtpUsername: requiredString("smtpUsername", { max: 255 }),
  smtpPassword: secretField("smtpPassword"),
  smtpEncryption: oneOf("smtpEncryption", ["tls", "ssl", "starttls", "none"] as const),
  mailFrom: email("mailFrom"),
  // A header value: no line breaks (they would let a name inject headers).
  mailFromName: optionalString("mailFromName", { max: 120 }).refine((s) => s === undefined || !/[\r\n]/.test(s), {
    message: "The mail from name format is invalid.",
  }),
});

smtpRoutes.post("/smtp-action", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, smtpSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const env = await readEnv(db, ["smtp_password", "mail_from_name"]);
  const password = nextSecret(v.data.smtpPassword, env.smtp_password);
  if (!password) return validationFailed(c, { form: [laravel.required("smtpPassword")] });
  // Clients of the original contract do not know the sender name: leaving it out keeps it; "" clears it.
  const fromName = "mailFromName" in v.body ? (v.data.mailFromName ?? null) : env.mail_from_name;
  const saved = await savePanel(c, smtpOut, async (trx) => {
    await writeEnv(trx, {
      smtp_host: v.data.smtpHost,
      smtp_port: String(v.data.smtpPort),
      smtp_username: v.data.smtpUsername,
      smtp_password: password,
      smtp_encryption: v.data.smtpEncryption,
      mail_from: v.data.mailFrom,
      mail_from_name: fromName,
    });
    return smtpOut(trx);
  });
  return saved instanceof Response ? saved : ok(c, saved);
});

const testSchema = z.object({ to: email("to") });

export const SMTP_TEST_SUBJECT = "SMTP test";

/** Writes a test message to the outbox with the stored settings, so the admin sees what a mail would use. */
smtpRoutes.post("/smtp-test", gate("setting.edit"), async (c) => {
  const v = await validateBody(c, testSchema);
  if (!v.ok) return v.response;
  const env = await readEnv(c.get("db"), SMTP_KEYS);
  if (!env.smtp_host || !env.smtp_port || !env.mail_from) return businessError(c, "Please save the SMTP settings first.");
  const sender = env.mail_from_name ? `${env.mail_from_name} <${env.mail_from}>` : env.mail_from;
  const body = [
    "This is a test message from the shop's admin panel.",
    "",
    `SMTP host: ${env.smtp_host}:${env.smtp_port} (${env.smtp_encryption ?? "none"})`,
    `Sender: ${sender}`,
    `Requested by: ${c.get("admin").email}`,
  ].join("\n");
  const row = await c
    .get("db")
    .insertInto("mail_outbox")
    .values({ to_email: v.data.to, subject: SMTP_TEST_SUBJECT, body, kind: "smtp_test", created_at: isoNow() })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  return ok(
    c,
    { id: row.id, to: v.data.to, subject: SMTP_TEST_SUBJECT, host: env.smtp_host, created_at: row.created_at },
    "Test e-mail written to the outbox.",
  );
});
