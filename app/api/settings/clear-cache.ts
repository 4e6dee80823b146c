import * as z from "zod/mini";
import { http } from "../client";
import { parseOne } from "../resource";

const lastSchema = z.looseObject({
  cleared_at: z._default(z.optional(z.nullable(z.string())), null),
  cleared_by: z._default(z.optional(z.nullable(z.string())), null),
});
export type CacheCleared = z.infer<typeof lastSchema>;

/** `clear-cache` (contract: answers `true`). */
export async function clearCache(): Promise<void> {
  await http.post<unknown>("clear-cache");
}

/** `clear-cache/last` (this server): when and by whom the cache was last cleared. */
export async function lastCacheClear(signal?: AbortSignal): Promise<CacheCleared> {
  return parseOne(await http.get<unknown>("clear-cache/last", undefined, signal), lastSchema);
}
