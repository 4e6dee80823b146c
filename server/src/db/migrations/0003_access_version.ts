/**
 * Core: a single counter that moves on every change to roles, permissions and their links, whoever
 * makes it (routes, seeders, the seed CLI in another process, direct SQL). The token check reads it
 * with the token row and drops its cached roles/permissions when it moved, so caching access can
 * never serve a grant that was taken away.
 */
import { sql, type Kysely } from "kysely";

const TABLES = ["roles", "permissions", "role_has_permissions", "model_has_roles"];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE access_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)`.execute(db);
  await sql`INSERT INTO access_version (id, n) VALUES (1, 0)`.execute(db);
  for (const table of TABLES) {
    for (const op of ["INSERT", "UPDATE", "DELETE"]) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_access_${op.toLowerCase()}`)} AFTER ${sql.raw(op)} ON ${sql.raw(table)} BEGIN
        UPDATE access_version SET n = n + 1 WHERE id = 1;
      END`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const op of ["insert", "update", "delete"]) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_access_${op}`)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS access_version`.execute(db);
}
