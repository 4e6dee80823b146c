/**
 * Core: counters for throttling sign-in and password-reset attempts (server/src/security/throttle.ts).
 * One row per key ("login:account:<email>", "reset:address:<ip>", ...): the hits in the current window
 * and when that window ends (epoch seconds). Kept in the database, not in memory, so several server
 * processes over one SQLite file share them and a restart does not reset them.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE auth_throttle (
    key TEXT PRIMARY KEY,
    hits INTEGER NOT NULL,
    window_ends_at INTEGER NOT NULL
  ) WITHOUT ROWID`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS auth_throttle`.execute(db);
}
