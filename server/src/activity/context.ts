import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";

/*
 * Who is writing: the request's actor, kept in an AsyncLocalStorage store for the rest of the
 * request once the token check has passed (server/docs/activity-log.md). The activity triggers read
 * it through the SQL function `activity_actor()` (triggers.ts) while the write's statement runs:
 * better-sqlite3 runs a statement synchronously, inside the async chain of the request that sent it,
 * so the store seen there is the writer's own.
 */

/** A settings panel being saved: its rows fold into one entry named by the panel (panels.ts). */
export interface ActivityPanel {
  /** The panel's permission subject (`setting`, `site_setting`, `store`): the entry's record_type. */
  type: string;
  /** The panel's name (`smtp`, `social-login`, `setting`): the entry's record_id. */
  id: string;
}

export interface ActivityActor {
  /** Random per request: the rows one request changes fold into one entry per record. */
  requestId: string;
  adminId: number;
  name: string;
  /** The caller's role names, joined by "," (the roles at the time of the write). */
  role: string;
  ip: string;
  userAgent: string | null;
  panel?: ActivityPanel;
}

/** The store, and its JSON text made once (the triggers may ask for it for every row written). */
interface Held {
  actor: ActivityActor;
  json: string | null;
}

const storage = new AsyncLocalStorage<Held>();

export function newRequestId(): string {
  return randomBytes(12).toString("hex");
}

/** Runs `fn` (the rest of the request) with `actor` as the writer of every row it changes. */
export function runAsActor<T>(actor: Omit<ActivityActor, "requestId"> & { requestId?: string }, fn: () => T): T {
  return storage.run({ actor: { ...actor, requestId: actor.requestId ?? newRequestId() }, json: null }, fn);
}

/** The current request's actor, or undefined outside a signed-in request. */
export function currentActor(): ActivityActor | undefined {
  return storage.getStore()?.actor;
}

/**
 * Names the settings panel the current request saves: from here on, the rows of the settings tables
 * it changes are filed under this panel instead of their table's own record.
 */
export function setActivityPanel(panel: ActivityPanel | undefined): void {
  const held = storage.getStore();
  if (!held) return;
  held.actor = { ...held.actor, panel };
  held.json = null;
}

/** The actor as JSON text (what `activity_actor()` answers), or null outside a signed-in request. */
export function actorJson(): string | null {
  const held = storage.getStore();
  if (!held) return null;
  return (held.json ??= JSON.stringify(held.actor));
}

/** One field of the actor for the triggers (`activity_actor('adminId')`), or null. */
export function actorField(key: string): string | number | null {
  const actor = storage.getStore()?.actor;
  if (!actor) return null;
  switch (key) {
    case "requestId":
      return actor.requestId;
    case "adminId":
      return actor.adminId;
    case "name":
      return actor.name;
    case "role":
      return actor.role;
    case "ip":
      return actor.ip;
    case "userAgent":
      return actor.userAgent;
    case "panelType":
      return actor.panel?.type ?? null;
    case "panelId":
      return actor.panel?.id ?? null;
    default:
      return null;
  }
}
