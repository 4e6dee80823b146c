import { activityLogRoutes } from "./activity-log";
import { authPublic, authRoutes } from "./auth";
import { passwordResetPublic } from "./password-reset";
import { catalogGroups } from "./catalog";
import { commerceGroups } from "./commerce";
import { contentGroups, contentPublicGroups } from "./content";
import { eventsPublic } from "./events";
import type { GroupMount } from "./mount";
import { notificationRoutes } from "./notifications";
import { peopleGroups } from "./people";
import { presenceRoutes } from "./presence";
import { resourcePublic } from "./resources";
import { savedViewRoutes } from "./saved-views";

/*
 * Every API group, mounted under /api/admin<prefix> by app.ts. To add a group:
 *   1. write server/src/groups/<group>.ts exporting `export const brandRoutes = new Hono<Env>()`
 *      with paths relative to the prefix (`brandRoutes.get("/all", gate("brand.view"), ...)`);
 *   2. add `{ prefix: "/brand", router: brandRoutes }` to `groups` below.
 * `publicGroups` are mounted before the token check: only for routes the contract marks public.
 */
export type { GroupMount };

export const publicGroups: GroupMount[] = [
  { prefix: "", router: authPublic },
  { prefix: "", router: passwordResetPublic },
  ...contentPublicGroups,
  { prefix: "", router: resourcePublic },
  // Behind the token check all the same: the stream answers a refusal as HTTP 401 itself (events.ts).
  { prefix: "", router: eventsPublic },
];

export const groups: GroupMount[] = [
  { prefix: "", router: authRoutes },
  // Each area lists its own groups in groups/<area>/index.ts.
  ...catalogGroups,
  ...commerceGroups,
  ...peopleGroups,
  ...contentGroups,
  { prefix: "/notification", router: notificationRoutes },
  { prefix: "/presence", router: presenceRoutes },
  { prefix: "/activity-log", router: activityLogRoutes },
  { prefix: "/saved-view", router: savedViewRoutes },
];
