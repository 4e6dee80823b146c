import type { Context } from "hono";
import { sql, type Kysely } from "kysely";
import type { Config } from "../config";
import type { Database } from "../db/schema";
import { isoNow } from "../http/format";
import { clientAddress } from "../security/throttle";
import { currentActor } from "./context";

/*
 * The auth routes' own entries (server/docs/activity-log.md): sign-ins, failed sign-ins, sign-outs
 * and password events are not row changes a trigger could see (a sign-in only adds a token row,
 * which is not recorded). Area `auth`, record `admin` / the account's id (null: an unknown e-mail).
 * Inside a signed-in request the entry takes the request's id, so the account's own row change (a
 * password-change's `{"field": "password", "changed": true}`) folds into it: one entry, whatever
 * order the two are written in.
 */

export type AuthAction = "sign-in" | "sign-in-failed" | "sign-out" | "password-change" | "password-reset-request" | "password-reset";

export interface AuthEvent {
  action: AuthAction;
  /** The account concerned, or null when the e-mail tried has none. */
  account: { id: number; name: string } | null;
  /** Who did it, when it is that account itself signed in (sign-in, sign-out, password-change). */
  actor?: { id: number; name: string; role: string };
  /** The e-mail tried (sign-in-failed, reset request), recorded as `{field: "email", new}`. */
  email?: string;
  /** A password set outside a signed-in request (reset), which no trigger saw: `{field: "password", changed: true}`. */
  passwordSet?: boolean;
}

/** Writes an auth entry on `db` (pass the auth write's transaction when there is one). */
export async function recordAuthEvent(db: Kysely<Database>, c: Context, event: AuthEvent): Promise<void> {
  const inRequest = currentActor();
  const config = c.get("config") as Config;
  const changes = JSON.stringify([
    ...(event.email === undefined ? [] : [{ field: "email", new: event.email }]),
    ...(event.passwordSet ? [{ field: "password", changed: true }] : []),
  ]);
  const actor = event.actor ?? (inRequest ? { id: inRequest.adminId, name: inRequest.name, role: inRequest.role } : null);
  await sql`INSERT INTO activity_log (created_at, request_id, admin_id, admin_name, admin_role, owner_id, area, action,
      record_type, record_id, record_title, changes, ip, user_agent)
    SELECT ${isoNow()}, ${inRequest?.requestId ?? null}, ${actor?.id ?? null}, ${actor?.name ?? null}, ${actor?.role ?? null},
      ${event.account?.id ?? null}, 'auth', ${event.action}, 'admin', ${event.account ? String(event.account.id) : null},
      ${event.account?.name ?? event.email ?? null}, ${changes}, ${inRequest?.ip ?? clientAddress(c, config.trustProxy)},
      ${inRequest?.userAgent ?? c.req.header("user-agent") ?? null}
    WHERE activity_log_on()
    ON CONFLICT (request_id, record_type, record_id) WHERE request_id IS NOT NULL DO UPDATE SET
      area = excluded.area, action = excluded.action`.execute(db);
}
