import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { withStatementCache } from "../../server/src/db/statement-cache";

/*
 * db/statement-cache.ts: compiled statements are kept by SQL text and reused (same answers as a
 * fresh statement, bounded in number), and Kysely's transactions start with BEGIN IMMEDIATE, so a
 * second process writing the same file cannot make one fail half-way with SQLITE_BUSY.
 */

const dir = mkdtempSync(path.join(os.tmpdir(), "statement-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function open(name: string) {
  const sqlite = new SQLite(path.join(dir, name));
  sqlite.pragma("journal_mode = WAL");
  return sqlite;
}

describe("withStatementCache", () => {
  it("hands back the same statement for the same SQL and the same rows as a fresh one", () => {
    const sqlite = open("a.sqlite");
    const cached = withStatementCache(sqlite, 3);
    sqlite.exec("create table t (id integer primary key, v text); insert into t (v) values ('a'), ('b'), ('c')");
    const first = cached.prepare("select v from t where id > ? order by id");
    expect(cached.prepare("select v from t where id > ? order by id")).toBe(first);
    expect(first.all([1])).toEqual(sqlite.prepare("select v from t where id > ? order by id").all(1));
    for (const n of [1, 2, 3, 4]) cached.prepare(`select ${n}`);
    expect(cached.cachedStatements).toBe(3);
    // Dropped as the least recently used: a new statement, still correct.
    expect(cached.prepare("select v from t where id > ? order by id")).not.toBe(first);
    cached.close();
  });

  it("starts Kysely's transactions with BEGIN IMMEDIATE (the write lock is taken at the start)", async () => {
    const file = "b.sqlite";
    const db = new Kysely<{ t: { id: number } }>({ dialect: new SqliteDialect({ database: withStatementCache(open(file)) }) });
    await sql`create table t (id integer primary key)`.execute(db);
    const other = open(file);
    other.pragma("busy_timeout = 0");
    await db.transaction().execute(async (trx) => {
      // Only a read so far: with a deferred BEGIN another connection could still write now.
      await trx.selectFrom("t").selectAll().execute();
      expect(() => other.prepare("insert into t (id) values (1)").run()).toThrow(/locked|busy/i);
    });
    expect(other.prepare("insert into t (id) values (1)").run().changes).toBe(1);
    other.close();
    await db.destroy();
  });
});
