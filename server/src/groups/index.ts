import type { Hono } from "hono";
import type { Env } from "../http/env";
import { authPublic, authRoutes } from "./auth";

/*
 * Every API group, mounted under /api/admin<prefix> by app.ts. To add a group:
 *   1. write server/src/groups/<group>.ts exporting `export const brandRoutes = new Hono<Env>()`
 *      with paths relative to the prefix (`brandRoutes.get("/all", gate("brand.view"), ...)`);
 *   2. add `{ prefix: "/brand", router: brandRoutes }` to `groups` below.
 * `publicGroups` are mounted before the token check: only for routes the contract marks public.
 */
export interface GroupMount {
  prefix: string;
  router: Hono<Env>;
}

export const publicGroups: GroupMount[] = [{ prefix: "", router: authPublic }];

export const groups: GroupMount[] = [
  { prefix: "", router: authRoutes },
  // other groups go here, e.g. { prefix: "/brand", router: brandRoutes },
];
