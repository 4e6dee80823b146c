import type { Kysely } from "kysely";
import { rawConnection, setActivityLog } from "../db/database";
import { installActivityTriggers } from "./triggers";

/**
 * Turns the activity log on for a server's connection: after the migrations (the triggers are made
 * from the tables' columns as they are now). `ACTIVITY_LOG=off` keeps the triggers but makes
 * `activity_actor()` answer NULL, so nothing is recorded (the bench's comparison).
 */
export function installActivityLog(db: Kysely<any>, env: Record<string, string | undefined>): void {
  setActivityLog(db, env.ACTIVITY_LOG?.trim().toLowerCase() !== "off");
  installActivityTriggers(rawConnection(db));
}
