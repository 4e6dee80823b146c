import * as z from "zod/mini";
import { http } from "../client";
import { parseOne } from "../resource";

const smtpTestSchema = z.looseObject({ id: z.coerce.number(), to: z.string(), host: z.string() });
export type SmtpTestResult = z.infer<typeof smtpTestSchema>;

/** `setting/smtp-test` (server/README): the server writes a test message with the stored settings to its outbox. */
export async function sendSmtpTest(to: string): Promise<SmtpTestResult> {
  return parseOne(await http.post<unknown>("setting/smtp-test", { to }), smtpTestSchema);
}
