import * as z from "zod/mini";
import { http } from "../client";
import { flag, parseOne, resourceApi, text } from "../resource";

/**
 * Contact messages (contract §5.28). `viewed` and `replied` are 1 (yes) / 2 (no); the list leaves
 * out the text, `find` answers it and marks the message read.
 */
export const messageSchema = z.looseObject({
  id: z.coerce.number(),
  name: text,
  email: text,
  subject: text,
  message: text,
  viewed: flag,
  replied: flag,
  created_at: z.optional(z.nullable(z.string())),
});
export type Message = z.infer<typeof messageSchema>;

/** The flags a message's status change may set. */
export type MessageFlags = Partial<Pick<Message, "viewed" | "replied">>;

/** `user-message/delete/{id}` takes one id, so a bulk delete is one call per message. */
export const messageApi = {
  ...resourceApi<Message, MessageFlags>("user-message", messageSchema, { singleDelete: true }),
  /** Only the flags change: what the customer wrote stays as written. */
  async setFlags(id: number | string, flags: MessageFlags): Promise<Message> {
    return parseOne(await http.post<unknown>(`user-message/action/${id}`, flags), messageSchema);
  },
};
