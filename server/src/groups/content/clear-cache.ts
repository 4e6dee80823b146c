import { Hono } from "hono";
import { gate, invalidateAccessCache } from "../../http/auth";
import type { Env } from "../../http/env";
import { ok } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { readEnv, writeEnv } from "./common";

/*
 * clear-cache (contract: POST `clear-cache`, answers `true`), gated by setting.edit. The one cache
 * this server keeps is the role/permission cache of the signed-in admins; clearing it makes every
 * next request read roles and permissions again. When and by whom it was last cleared is kept in
 * env_settings and answered by `clear-cache/last` (setting.view), for the panel to show.
 */

export const clearCacheRoutes = new Hono<Env>();

const KEYS = ["cache_cleared_at", "cache_cleared_by"] as const;

clearCacheRoutes.post("/", gate("setting.edit"), async (c) => {
  invalidateAccessCache();
  await writeEnv(c.get("db"), { cache_cleared_at: isoNow(), cache_cleared_by: c.get("admin").name ?? c.get("admin").email });
  return ok(c, true);
});

clearCacheRoutes.get("/last", gate("setting.view"), async (c) => {
  const env = await readEnv(c.get("db"), KEYS);
  return ok(c, { cleared_at: env.cache_cleared_at, cleared_by: env.cache_cleared_by });
});
