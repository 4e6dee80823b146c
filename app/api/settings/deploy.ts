import * as z from "zod/mini";
import { http } from "../client";
import { parseOne, parsePage, text, timeZone, type Page } from "../resource";

/**
 * `deploy/*` (server extension): the storefront's rebuild hook is the panel's form (`find` /
 * `action`, through the settings toolkit); here are the trigger, the history and the latest run.
 */
export const deploySchema = z.looseObject({
  id: z.coerce.number(),
  /** `running` until it finishes, then `success` or `failed` (`recorded`: older rows that only noted the call). */
  status: z.string(),
  message: text,
  triggered_by_name: text,
  created_at: text,
  finished_at: z._default(z.optional(z.nullable(z.string())), null),
});
export type Deploy = z.infer<typeof deploySchema>;

export const isRunning = (deploy: Pick<Deploy, "status"> | null | undefined): boolean =>
  deploy?.status === "running" || deploy?.status === "pending";

export async function triggerDeploy(): Promise<Deploy> {
  return parseOne(await http.post<unknown>("deploy/trigger"), deploySchema);
}

/** The latest deploy (what `find` answers beside the hook), to follow one that runs. */
export async function latestDeploy(signal?: AbortSignal): Promise<Deploy | null> {
  const found = parseOne(
    await http.get<unknown>("deploy/find", undefined, signal),
    z.looseObject({ last_deploy: z._default(z.optional(z.nullable(deploySchema)), null) }),
  );
  return found.last_deploy;
}

export async function deployHistory(page: number, signal?: AbortSignal): Promise<Page<Deploy>> {
  return parsePage(await http.get<unknown>("deploy/all", { page, time_zone: timeZone() }, signal), deploySchema);
}
