import { z } from "zod";
import { http } from "../client";
import { parseOne } from "../resource";
import { settingsApi } from "./record";

/** What the server stores for outgoing mail (`.env` values, contract §5.15; server/README "smtp"). */
export const SMTP_ENCRYPTIONS = ["tls", "ssl", "starttls", "none"] as const;
export type SmtpEncryption = (typeof SMTP_ENCRYPTIONS)[number];

const text = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .transform((v) => (v === null || v === undefined ? "" : String(v)));

/**
 * The record as `setting/smtp-find` answers it. Every value is text (the port comes as "587"), so
 * the same shape serves as the form's values. `smtpPassword` is only ever a mask (`••••1234`) or "".
 */
export const smtpSettingsSchema = z.object({
  smtpHost: text,
  smtpPort: text,
  smtpUsername: text,
  smtpPassword: text,
  smtpEncryption: text,
  mailFrom: text,
  mailFromName: text,
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

export interface SmtpInput extends Omit<SmtpSettings, "smtpPort"> {
  smtpPort: number;
}

export const smtpApi = settingsApi<SmtpSettings, SmtpInput>({ find: "setting/smtp-find", save: "setting/smtp-action" }, smtpSettingsSchema);

const smtpTestSchema = z.looseObject({ id: z.coerce.number(), to: z.string(), host: z.string() });
export type SmtpTestResult = z.infer<typeof smtpTestSchema>;

/** `setting/smtp-test`: the server writes a test message with the stored settings to its outbox. */
export async function sendSmtpTest(to: string): Promise<SmtpTestResult> {
  return parseOne(await http.post<unknown>("setting/smtp-test", { to }), smtpTestSchema);
}
