import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache";

export type DB = Kysely<Database>;

/**
 * Opens (creating if needed) the SQLite file. WAL lets readers proceed while a write is in
 * progress; busy_timeout makes a second process (the seed CLI next to a running server) wait
 * instead of failing with SQLITE_BUSY.
 */
export function openDatabase(file: string): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** For optional cross-area features: lets one area use another area's table only when it exists. */
export async function tableExists(db: Kysely<any>, name: string): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return (r.rows[0]?.n ?? 0) > 0;
}
