/**
 * The activity log (extension, server/docs/activity-log.md): one row per record and request that
 * changed it, and one per sign-in, sign-out and password event. Filled by the server's own TEMP
 * triggers (server/src/activity/), in the write's transaction. `changes` is a JSON array of
 * `{field, old?, new?}` or `{field, changed: true}` (secrets); `owner_id` is the admin who owns the
 * record (its `admin_id`, or its parent's): a vendor's scope. `request_id` folds the rows one request
 * changes into one entry per record; it is not shown.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE activity_log (
    id INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    request_id TEXT,
    admin_id INTEGER,
    admin_name TEXT,
    admin_role TEXT,
    owner_id INTEGER,
    area TEXT NOT NULL,
    action TEXT NOT NULL,
    record_type TEXT,
    record_id TEXT,
    record_title TEXT,
    changes TEXT NOT NULL DEFAULT '[]',
    ip TEXT,
    user_agent TEXT
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX activity_log_request_record ON activity_log (request_id, record_type, record_id) WHERE request_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX activity_log_record ON activity_log (record_type, record_id, id)`.execute(db);
  await sql`CREATE INDEX activity_log_admin ON activity_log (admin_id, id)`.execute(db);
  await sql`CREATE INDEX activity_log_owner ON activity_log (owner_id, id)`.execute(db);
  await sql`CREATE INDEX activity_log_area ON activity_log (area, id)`.execute(db);
  await sql`CREATE INDEX activity_log_created ON activity_log (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS activity_log`.execute(db);
}
