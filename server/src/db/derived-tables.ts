import { sql, type Kysely } from "kysely";
import { rebuildOrderCounts } from "./migrations/0201_commerce_order_counts";
import { rebuildOrderVendors } from "./migrations/0203_commerce_order_vendors";
import { rebuildDashboardSales } from "./migrations/0205_dashboard_sales";

/*
 * Derived data: roll-ups and search indexes that triggers keep in step with the rows they come
 * from (order_counts 0201, order_vendors 0203, the dashboard's sales_* tables 0205, the trigram
 * indexes of product titles, SKUs 0110/0111 and order numbers 0206). Row by row, those triggers are
 * most of the cost of a bulk load: at the bench scale each order line upserts some fifteen rows
 * through chained triggers. A bulk load (the seed) can instead set the triggers aside, write the
 * plain rows, and recompute everything derived in a few set-based statements (INSERT…SELECT,
 * FTS5 'rebuild'): the same content the triggers would have kept, for a fraction of the time
 * (tests/contract/seed-bulk.test.ts compares the two).
 *
 * The triggers are re-created from the exact SQL SQLite kept for them, so the schema afterwards is
 * byte for byte what it was. A new trigger that maintains derived data belongs in DERIVED_TRIGGERS
 * and its table's recomputation in rebuildDerivedTables.
 */

/** Name patterns (GLOB) of the triggers that only maintain derived data. */
const DERIVED_TRIGGERS = [
  "order_counts_*",
  "order_vendors_line_*",
  "dash_*",
  "products_title_fts_*",
  "inventory_sku_fts_*",
  "orders_number_fts_*",
] as const;

/** External-content trigram indexes, rebuilt from their content tables (or views, 0111). */
const FTS_INDEXES = ["products_title_fts", "inventory_sku_fts", "orders_number_fts"] as const;

export interface SetAsideTriggers {
  /** The triggers' names and CREATE statements, in creation order. */
  readonly triggers: ReadonlyArray<{ name: string; sql: string }>;
}

/** Drops the derived-data triggers, keeping their SQL to re-create them. */
export async function setDerivedTriggersAside(db: Kysely<any>): Promise<SetAsideTriggers> {
  const where = DERIVED_TRIGGERS.map((p) => sql`name GLOB ${p}`);
  const rows = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
    WHERE type = 'trigger' AND (${sql.join(where, sql` OR `)}) ORDER BY rowid`.execute(db);
  for (const { name } of rows.rows) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
  return { triggers: rows.rows };
}

/** Recomputes every derived table and search index from the rows it derives from. */
export async function rebuildDerivedTables(db: Kysely<any>, onStep: (step: string, ms: number) => void = () => {}): Promise<void> {
  const step = async (name: string, run: () => Promise<void>) => {
    const started = Date.now();
    await run();
    onStep(name, Date.now() - started);
  };
  await step("order_counts", () => rebuildOrderCounts(db));
  // Before the dashboard's status counts, which count an order once per seller.
  await step("order_vendors", () => rebuildOrderVendors(db));
  await step("sales_*", () => rebuildDashboardSales(db));
  for (const fts of FTS_INDEXES) await step(fts, () => rebuildFtsIndex(db, fts));
}

/**
 * Re-creates an external-content FTS5 index from its content table. Dropped and created anew from
 * its own CREATE statement, then filled with 'rebuild': at the bench scale that takes 2–3 s an
 * index, where 'rebuild' on the table the migration created took 10–20 s (measured; FTS5's
 * 'delete-all' and the segment writes into the old shadow tables' pages cost the difference).
 */
async function rebuildFtsIndex(db: Kysely<any>, fts: string): Promise<void> {
  const row = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${fts}`.execute(db);
  const create = row.rows[0]?.sql;
  if (!create) throw new Error(`rebuildDerivedTables: no search index ${fts}`);
  await sql`DROP TABLE ${sql.id(fts)}`.execute(db);
  await sql.raw(create).execute(db);
  await sql`INSERT INTO ${sql.id(fts)} (${sql.id(fts)}) VALUES ('rebuild')`.execute(db);
  // Merged into one segment per term: a search reads ≈20% less than from the rebuild's segments.
  await sql`INSERT INTO ${sql.id(fts)} (${sql.id(fts)}) VALUES ('optimize')`.execute(db);
}

/** Re-creates triggers set aside by setDerivedTriggersAside. */
export async function restoreDerivedTriggers(db: Kysely<any>, aside: SetAsideTriggers): Promise<void> {
  for (const t of aside.triggers) await sql.raw(t.sql).execute(db);
}

/**
 * Runs `load` with the derived-data triggers set aside, then recomputes the derived tables and
 * re-creates the triggers, in one transaction (so a reader never sees the tables half rebuilt).
 * If `load` throws, the triggers still come back and the derived tables are rebuilt from what
 * was written. `load` must not depend on derived tables being current while it runs.
 */
export async function withDerivedTablesRebuiltAfter<T>(
  db: Kysely<any>,
  load: () => Promise<T>,
  onStep?: (step: string, ms: number) => void,
): Promise<T> {
  const aside = await setDerivedTriggersAside(db);
  try {
    return await load();
  } finally {
    await db.transaction().execute(async (trx) => {
      await rebuildDerivedTables(trx, onStep);
      await restoreDerivedTriggers(trx, aside);
    });
  }
}
