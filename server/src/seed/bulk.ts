import { sql, type Kysely } from "kysely";
import { withDerivedTablesRebuiltAfter } from "../db/derived-tables";
import type { Database } from "../db/schema";

/*
 * The seed's bulk-load mode: the derived-data triggers set aside while the areas write their rows
 * (db/derived-tables.ts), then the roll-ups and search indexes recomputed in set-based statements,
 * and, for the length of the load only, connection settings that suit a one-off load of a fresh
 * file: no fsync (a crash mid-seed means seeding again anyway), a 256 MB page cache, temporary
 * b-trees (sorts, GROUP BY) in memory, and no foreign-key lookups per row (the seeders write
 * consistent rows by construction; tests/contract/seed-bulk.test.ts runs foreign_key_check on a
 * bulk-seeded file). They are put back as they were afterwards.
 */

const LOAD_PRAGMAS = { synchronous: "OFF", cache_size: "-262144", temp_store: "MEMORY", foreign_keys: "OFF" } as const;

async function readPragma(db: Kysely<Database>, name: string): Promise<string> {
  const rows = await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(db);
  return String(Object.values(rows.rows[0] ?? {})[0]);
}

export async function bulkLoad(db: Kysely<Database>, load: () => Promise<void>, log: (message: string) => void): Promise<void> {
  const before: Record<string, string> = {};
  for (const name of Object.keys(LOAD_PRAGMAS)) before[name] = await readPragma(db, name);
  for (const [name, value] of Object.entries(LOAD_PRAGMAS)) await sql.raw(`PRAGMA ${name} = ${value}`).execute(db);
  try {
    let loaded = 0;
    await withDerivedTablesRebuiltAfter(
      db,
      async () => {
        const started = Date.now();
        await load();
        loaded = Date.now();
        log(`bulk load: rows written in ${loaded - started} ms, triggers set aside`);
      },
      (step, ms) => log(`bulk load: ${step} rebuilt in ${ms} ms`),
    );
    if (loaded) log(`bulk load: roll-ups and search indexes rebuilt in ${Date.now() - loaded} ms`);
  } finally {
    for (const [name, value] of Object.entries(before)) await sql.raw(`PRAGMA ${name} = ${value}`).execute(db);
  }
}
