import path from "node:path";
import Database from "better-sqlite3";

/**
 * Read access to the end-to-end server's SQLite file (playwright.config.ts puts it in E2E_DATA_DIR),
 * for tests that need a real record's id or a row the app itself never shows (the mail outbox).
 */
export function withDatabase<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "shop.sqlite"));
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** The smallest id of a table (optionally of its rows matching `where`), as a URL segment. */
export function firstId(table: string, column = "id", where = "1 = 1"): string {
  return withDatabase((db) => {
    const row = db.prepare(`select min(${column}) as id from ${table} where ${where}`).get() as { id: number | null };
    if (row.id === null) throw new Error(`no row in ${table} where ${where}`);
    return String(row.id);
  });
}
