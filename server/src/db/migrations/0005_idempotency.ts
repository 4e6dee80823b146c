/**
 * Core: answers kept for the `Idempotency-Key` header (server/src/http/idempotency.ts). One row per
 * account and key: the request it answered (method and path), and once that request has finished
 * with a success, its answer (HTTP status and body). A row without an answer is a request still
 * running: a repeat waits for it. Rows older than ten minutes no longer count and are removed.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE idempotency_keys (
    admin_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    request TEXT NOT NULL,
    http_status INTEGER,
    body TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (admin_id, key)
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS idempotency_keys`.execute(db);
}
