import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { actorField, actorJson } from "../activity/context";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache";

export type DB = Kysely<Database>;

/** Per connection: the raw handle (for installing TEMP triggers) and the activity log's switch. */
interface Connection {
  sqlite: SQLite.Database;
  activityLog: boolean;
}
const connections = new WeakMap<object, Connection>();

/** The better-sqlite3 handle under a database opened by openDatabase. */
export function rawConnection(db: Kysely<any>): SQLite.Database {
  const found = connections.get(db);
  if (!found) throw new Error("not a database opened by openDatabase");
  return found.sqlite;
}

/**
 * Turns the activity log's capture on or off for this connection (ACTIVITY_LOG=off: the bench that
 * compares a save with and without the log). Off, `activity_actor()` answers NULL and no trigger
 * writes anything; `activity_log_on()` answers 0 and the auth routes write no entry either.
 */
export function setActivityLog(db: Kysely<any>, on: boolean): void {
  const found = connections.get(db);
  if (found) found.activityLog = on;
}

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
  const connection: Connection = { sqlite, activityLog: true };
  /*
   * The activity triggers' question "who is writing?" (activity/context.ts): with no argument the
   * request's actor as JSON text, with a key one field of it; NULL outside a signed-in request (the
   * seed, public routes) or when the log is off. Not deterministic: it answers per request.
   */
  sqlite.function("activity_actor", { varargs: true, deterministic: false }, (...args: unknown[]) => {
    if (!connection.activityLog) return null;
    return args.length === 0 ? actorJson() : actorField(String(args[0]));
  });
  // For the auth routes' own entries (activity/auth-events.ts), which no trigger writes.
  sqlite.function("activity_log_on", { deterministic: false }, () => (connection.activityLog ? 1 : 0));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  connections.set(db, connection);
  return db;
}

/** For optional cross-area features: lets one area use another area's table only when it exists. */
export async function tableExists(db: Kysely<any>, name: string): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return (r.rows[0]?.n ?? 0) > 0;
}
