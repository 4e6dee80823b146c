import type { Kysely } from "kysely";
import { currentActor } from "../activity/context";
import { rawConnection } from "../db/database";
import { pokeEventHub } from "./hub";

/*
 * Who made a table trigger's event (migration 0540 leaves it NULL): on the serving connection only,
 * a TEMP trigger fills it from the signed-in request that is writing (the token check's actor,
 * activity/context.ts). Its own SQL function rather than activity_actor(), which ACTIVITY_LOG=off
 * silences. Writes from other connections (the storefront, the seed, scripts) keep a null actor,
 * as the protocol says for changes no signed-in admin made.
 */
export function installEventActor(db: Kysely<any>): void {
  const sqlite = rawConnection(db);
  sqlite.function("admin_events_actor", { deterministic: false }, (key: unknown) => {
    const actor = currentActor();
    if (!actor) return null;
    return key === "name" ? actor.name : actor.adminId;
  });
  // And a write of this process wakes its poller at once (hub.ts poke).
  sqlite.function("admin_events_written", { deterministic: false }, () => {
    pokeEventHub(db);
    return null;
  });
  sqlite.exec(`DROP TRIGGER IF EXISTS temp.admin_events_written`);
  sqlite.exec(`CREATE TEMP TRIGGER admin_events_written AFTER INSERT ON main.admin_events BEGIN SELECT admin_events_written(); END`);
  sqlite.exec(`DROP TRIGGER IF EXISTS temp.admin_events_actor`);
  sqlite.exec(`CREATE TEMP TRIGGER admin_events_actor AFTER INSERT ON main.admin_events
    WHEN NEW.actor_id IS NULL AND admin_events_actor('id') IS NOT NULL
  BEGIN
    UPDATE main.admin_events SET actor_id = admin_events_actor('id'), actor_name = admin_events_actor('name') WHERE id = NEW.id;
  END`);
}
