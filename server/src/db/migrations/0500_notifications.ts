/**
 * The shell's notification bell (notification/summary, notification/seen): what each admin has
 * already seen, per kind of notice (new orders, unread contact messages, pending withdrawal
 * requests). `notification_marks` holds "everything up to this id is seen" (the bell's "mark all
 * seen"); `notification_seen` the single records opened from the bell above that mark, so opening
 * one entry does not hide the others.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE notification_marks (
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('order', 'message', 'withdrawal')),
    last_id INTEGER NOT NULL,
    PRIMARY KEY (admin_id, kind)
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE TABLE notification_seen (
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('order', 'message', 'withdrawal')),
    record_id INTEGER NOT NULL,
    PRIMARY KEY (admin_id, kind, record_id)
  ) WITHOUT ROWID`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS notification_seen`.execute(db);
  await sql`DROP TABLE IF EXISTS notification_marks`.execute(db);
}
