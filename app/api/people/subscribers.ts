import * as z from "zod/mini";
import { http } from "../client";
import { parseOne, resourceApi, text } from "../resource";

/** A newsletter subscriber (contract §5.26): an address and when it subscribed. */
export const subscriberSchema = z.looseObject({
  id: z.coerce.number(),
  email: text,
  created_at: z.optional(z.nullable(z.string())),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberApi = {
  ...resourceApi<Subscriber, Record<string, never>>("subscriber", subscriberSchema),
  /** Every subscriber's address (unpaginated): the send screen's count of recipients. */
  async all(signal?: AbortSignal): Promise<Subscriber[]> {
    return parseOne(await http.get<unknown>("subscriber/all-subscribers", undefined, signal), z.array(subscriberSchema));
  },
  /** Queues the format's mail for every subscriber; answers how many mails were queued. */
  async send(formatId: number): Promise<number> {
    return parseOne(await http.post<unknown>("subscriber/send-subscription-email", { id: formatId }), z.coerce.number());
  },
};
