import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/src/db/database";
import { migrateToLatest } from "../../server/src/db/migrate";
import { seedBase } from "../../server/src/seed/base";
import { seedDemo } from "../../server/src/seed/demo";

/*
 * The seed's bulk load (server/src/seed/bulk.ts, server/src/db/derived-tables.ts) writes the rows
 * with the derived-data triggers set aside, the big tables' indexes dropped and foreign keys off,
 * then recomputes the roll-ups and search indexes in set-based statements. Its result must be what
 * the triggers keep row by row: the same shop seeded both ways (same seed, same clock, medium
 * scale) must give identical summary tables (the dashboard's figures), identical search indexes,
 * the same rows, and the schema of a freshly migrated database (every trigger and index back).
 */

const NOW = new Date("2026-06-15T10:30:00.000Z");
const DERIVED_TABLES = [
  "order_counts",
  "order_vendors",
  "sales_product_days",
  "sales_product_totals",
  "sales_group_days",
  "sales_group_totals",
  "sales_status_days",
];
/** REAL amounts summed in a different order can differ in the last bits: compared to 1e-6. */
const REAL_COLUMNS: Record<string, string> = { order_counts: "amount", order_vendors: "amount" };
const FTS_INDEXES = ["products_title_fts", "inventory_sku_fts", "orders_number_fts"];
const BASE_TABLES = ["products", "updated_inventories", "product_categories", "orders", "ordered_products", "pos_orders", "rating_reviews"];

let root = "";
const files = { bulk: "", triggers: "", fresh: "" };

async function seedFile(file: string, bulk: boolean | null): Promise<void> {
  const db = openDatabase(file);
  try {
    await migrateToLatest(db);
    if (bulk === null) return;
    await seedBase(db);
    await seedDemo(db, { scale: "medium", seed: 7, now: NOW, bulk, uploadDir: path.join(root, "uploads") });
  } finally {
    await db.destroy();
  }
}

/** Rows of `table` in one file and not the other (both ways), optionally leaving a column out. */
function difference(db: SQLite.Database, table: string, columns = "*"): number {
  const one = db
    .prepare(`SELECT count(*) AS n FROM (SELECT ${columns} FROM main.${table} EXCEPT SELECT ${columns} FROM other.${table})`)
    .get() as {
    n: number;
  };
  const two = db
    .prepare(`SELECT count(*) AS n FROM (SELECT ${columns} FROM other.${table} EXCEPT SELECT ${columns} FROM main.${table})`)
    .get() as {
    n: number;
  };
  return one.n + two.n;
}

function columnsOf(db: SQLite.Database, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{ name: string }>).map((c) => c.name);
}

function schemaOf(file: string): Array<{ type: string; name: string; sql: string | null }> {
  const db = new SQLite(file, { readonly: true });
  try {
    return db
      .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY type, name`)
      .all() as Array<{
      type: string;
      name: string;
      sql: string | null;
    }>;
  } finally {
    db.close();
  }
}

let compare: SQLite.Database;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "seed-bulk-"));
  files.bulk = path.join(root, "bulk.sqlite");
  files.triggers = path.join(root, "triggers.sqlite");
  files.fresh = path.join(root, "fresh.sqlite");
  await seedFile(files.bulk, true);
  await seedFile(files.triggers, false);
  await seedFile(files.fresh, null);
  compare = new SQLite(files.bulk);
  compare.prepare(`ATTACH DATABASE ? AS other`).run(files.triggers);
}, 180_000);

afterAll(() => {
  compare?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("seed bulk load", () => {
  it("seeds the same rows both ways", () => {
    for (const table of BASE_TABLES) {
      const n = (compare.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      expect(n, table).toBeGreaterThan(0);
      expect(difference(compare, table), table).toBe(0);
    }
    expect((compare.prepare(`SELECT count(*) AS n FROM orders`).get() as { n: number }).n).toBe(3000);
  });

  it("recomputes every summary table exactly as the triggers keep it", () => {
    for (const table of DERIVED_TABLES) {
      const n = (compare.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      expect(n, table).toBeGreaterThan(0);
      const real = REAL_COLUMNS[table];
      const exact = columnsOf(compare, table).filter((c) => c !== real);
      expect(difference(compare, table, exact.join(", ")), table).toBe(0);
      if (real) {
        const key = exact.map((c) => `a.${c} IS b.${c}`).join(" AND ");
        const worst = compare
          .prepare(`SELECT max(abs(a.${real} - b.${real})) AS d FROM main.${table} a JOIN other.${table} b ON ${key}`)
          .get() as {
          d: number;
        };
        expect(worst.d, table).toBeLessThan(1e-6);
      }
    }
  });

  it("rebuilds the search indexes with the same entries as the triggers, and they check out", () => {
    for (const fts of FTS_INDEXES) {
      compare.exec(`CREATE VIRTUAL TABLE temp.${fts}_a USING fts5vocab(main, '${fts}', 'instance')`);
      compare.exec(`CREATE VIRTUAL TABLE temp.${fts}_b USING fts5vocab(other, '${fts}', 'instance')`);
      const n = (compare.prepare(`SELECT count(*) AS n FROM temp.${fts}_a`).get() as { n: number }).n;
      expect(n, fts).toBeGreaterThan(1000);
      const diff = compare
        .prepare(
          `SELECT count(*) AS n FROM (SELECT * FROM temp.${fts}_a EXCEPT SELECT * FROM temp.${fts}_b
            UNION ALL SELECT * FROM (SELECT * FROM temp.${fts}_b EXCEPT SELECT * FROM temp.${fts}_a))`,
        )
        .get() as { n: number };
      expect(diff.n, fts).toBe(0);
      // The index against its content table.
      compare.exec(`INSERT INTO main.${fts} (${fts}) VALUES ('integrity-check')`);
    }
  });

  it("leaves the schema of a freshly migrated database: every trigger, index and search table back", () => {
    const fresh = schemaOf(files.fresh);
    expect(fresh.filter((e) => e.type === "trigger").length).toBeGreaterThan(30);
    expect(schemaOf(files.bulk)).toEqual(fresh);
    expect(schemaOf(files.triggers)).toEqual(fresh);
  });

  it("writes rows whose foreign keys hold, and puts the connection settings back", async () => {
    expect(compare.prepare(`PRAGMA main.foreign_key_check`).all()).toEqual([]);
    const db = openDatabase(files.bulk);
    try {
      await seedDemo(db, { scale: "medium", seed: 7, now: NOW, bulk: true, uploadDir: path.join(root, "uploads") });
      const pragmas = await Promise.all(
        ["foreign_keys", "synchronous", "temp_store"].map(async (name) => {
          const { rows } = await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(db);
          return Object.values(rows[0] ?? {})[0];
        }),
      );
      // As openDatabase sets them: foreign keys on, synchronous NORMAL (1), temp_store default (0).
      expect(pragmas).toEqual([1, 1, 0]);
    } finally {
      await db.destroy();
    }
  });
});
