import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/*
 * Prepared statements, kept. Kysely's SQLite driver calls `prepare(sql)` for every query it runs,
 * and compiling the SQL was about a tenth of a list request's CPU time (profiled at the bench
 * scale). The queries the routes build are few distinct texts (values are bound as parameters), so
 * the compiled statements are kept by their SQL text and reused. Reuse is safe here: Kysely runs one
 * query at a time on its single connection (a mutex), `all`/`run` finish before they return, and
 * SQLite recompiles a kept statement by itself after a schema change (migrations).
 *
 * Transactions start with BEGIN IMMEDIATE. Kysely sends a plain (deferred) BEGIN: such a
 * transaction reads first and asks for the write lock at its first write; if another process
 * (WORKERS > 1, or the seed CLI) committed in between, SQLite cannot upgrade the stale read
 * snapshot and fails at once with SQLITE_BUSY, whatever busy_timeout says. IMMEDIATE takes the
 * write lock at the start, waiting up to busy_timeout for it, so a transaction never reads data a
 * concurrent writer has since changed. (Every transaction in this server writes.)
 */

const KYSELY_BEGIN = "begin";
const BEGIN_IMMEDIATE = "begin immediate";

/** How many distinct statements are kept; the least recently used is dropped beyond it. */
export const STATEMENT_CACHE_SIZE = 500;

export interface CachingDatabase extends SqliteDatabase {
  /** How many statements are kept now (for tests). */
  readonly cachedStatements: number;
}

export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): CachingDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    get cachedStatements() {
      return kept.size;
    },
    prepare(compiled: string): SqliteStatement {
      const sqlText = compiled === KYSELY_BEGIN ? BEGIN_IMMEDIATE : compiled;
      const hit = kept.get(sqlText);
      if (hit) {
        // Map order is insertion order: moving the hit to the end keeps the oldest first.
        kept.delete(sqlText);
        kept.set(sqlText, hit);
        return hit;
      }
      const statement = sqlite.prepare(sqlText);
      kept.set(sqlText, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value as string);
      return statement;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
}
