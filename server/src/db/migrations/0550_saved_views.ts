/**
 * Saved views (extension, server/docs/saved-views.md): a named state of one list (its search,
 * filters, sort and chosen columns) that an admin keeps, orders among their own and may share with
 * the shop. `list` names the list (`orders`), `subject` the permission subject whose `view` reading
 * it needs (`order`); `state` is the panel's JSON, kept as sent (its size is capped by the route).
 * The default view is one row per admin and list, so a shared view of someone else can be one's default.
 */
import { sql, type Kysely } from "kysely";
import { NOW } from "../migration-helpers";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE saved_views (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    list TEXT NOT NULL,
    subject TEXT NOT NULL,
    name TEXT NOT NULL,
    state TEXT NOT NULL,
    shared INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`.execute(db);
  // A list's views are always read by list and subject: own ones plus the shared ones.
  await sql`CREATE INDEX saved_views_list ON saved_views (list, subject, admin_id)`.execute(db);
  await sql`CREATE TABLE saved_view_defaults (
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    list TEXT NOT NULL,
    subject TEXT NOT NULL,
    view_id INTEGER NOT NULL REFERENCES saved_views(id) ON DELETE CASCADE,
    PRIMARY KEY (admin_id, list, subject)
  ) WITHOUT ROWID`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS saved_view_defaults`.execute(db);
  await sql`DROP TABLE IF EXISTS saved_views`.execute(db);
}
