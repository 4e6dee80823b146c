/**
 * The activity log's `q` search (record title and the person's name): a `%q%` LIKE cannot seek an
 * index, so every search read the whole log (p95 ≈ 2.5 s at a million entries). As for orders
 * (0206_order_search), a trigram full-text index, external-content (no copy of the text), kept by
 * triggers so every writer is covered; the route re-checks the LIKE on the candidates, so the
 * entries answered are exactly those of the plain LIKE. A `q` shorter than three characters has no
 * trigram and still reads the log.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE activity_log_fts USING fts5(record_title, admin_name, content='activity_log', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`INSERT INTO activity_log_fts (activity_log_fts) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER activity_log_fts_insert AFTER INSERT ON activity_log BEGIN
    INSERT INTO activity_log_fts (rowid, record_title, admin_name) VALUES (NEW.id, NEW.record_title, NEW.admin_name);
  END`.execute(db);
  // An external-content index is told what it indexed before, so the old terms can be removed.
  await sql`CREATE TRIGGER activity_log_fts_delete AFTER DELETE ON activity_log BEGIN
    INSERT INTO activity_log_fts (activity_log_fts, rowid, record_title, admin_name) VALUES ('delete', OLD.id, OLD.record_title, OLD.admin_name);
  END`.execute(db);
  // Only a changed title or name touches the index: an entry's changes folded in stay as cheap.
  await sql`CREATE TRIGGER activity_log_fts_update AFTER UPDATE OF record_title, admin_name ON activity_log
    WHEN OLD.record_title IS NOT NEW.record_title OR OLD.admin_name IS NOT NEW.admin_name
  BEGIN
    INSERT INTO activity_log_fts (activity_log_fts, rowid, record_title, admin_name) VALUES ('delete', OLD.id, OLD.record_title, OLD.admin_name);
    INSERT INTO activity_log_fts (rowid, record_title, admin_name) VALUES (NEW.id, NEW.record_title, NEW.admin_name);
  END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ["insert", "delete", "update"]) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`activity_log_fts_${op}`)}`.execute(db);
  await sql`DROP TABLE IF EXISTS activity_log_fts`.execute(db);
}
