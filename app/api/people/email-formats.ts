import * as z from "zod/mini";
import { http } from "../client";
import { parseOne, text } from "../resource";

/** A newsletter format (contract §5.27) as the send screen lists it: the subject and HTML body to mail. */
export const emailFormatSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  subject: text,
  body: text,
});
export type EmailFormat = z.infer<typeof emailFormatSchema>;

/**
 * Every saved format, unpaginated: the send screen's choice (it opens with `subscriber.view` alone,
 * which `all-subscription-email-formats` accepts). The form's CRUD comes from its resource.
 */
export async function allEmailFormats(signal?: AbortSignal): Promise<EmailFormat[]> {
  return parseOne(
    await http.get<unknown>("subscription-email-format/all-subscription-email-formats", undefined, signal),
    z.array(emailFormatSchema),
  );
}
