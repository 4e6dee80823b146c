import * as z from "zod/mini";
import { http } from "../client";
import { parseOne, text } from "../resource";

/** A recorded test notification (`fcm-setting/test`): the device shortened, who sent it and when. */
export const fcmTestSchema = z.looseObject({ device: z.string(), sender_id: text, by: text, created_at: z.string() });
export type FcmTest = z.infer<typeof fcmTestSchema>;

/** `fcm-setting/test`: the server records a test notification for a device (it sends nothing out). */
export async function sendFcmTest(token: string): Promise<FcmTest> {
  return parseOne(await http.post<unknown>("fcm-setting/test", { token }), fcmTestSchema);
}
