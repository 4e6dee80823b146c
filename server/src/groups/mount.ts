import type { Hono } from "hono";
import type { Env } from "../http/env";

/** One API group, mounted under /api/admin<prefix> by app.ts. */
export interface GroupMount {
  prefix: string;
  router: Hono<Env>;
}
