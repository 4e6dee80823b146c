/**
 * Presence (extension, server/docs/presence.md): who has an edit page open. One row per admin and
 * record, refreshed by the page's heartbeat; rows older than the time to live count as gone and are
 * pruned by later heartbeats. In the database rather than in memory, so WORKERS processes share it.
 * `subject` is a permission subject (`product`, `setting`), `record` a record id or a panel name
 * (`33`, `smtp`); `version` the version the admin's form holds, `saved` the one its last save made.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE presence (
    subject TEXT NOT NULL,
    record TEXT NOT NULL,
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    seen_at TEXT NOT NULL,
    version TEXT,
    saved TEXT,
    PRIMARY KEY (subject, record, admin_id)
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE INDEX presence_seen_at ON presence (seen_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS presence`.execute(db);
}
