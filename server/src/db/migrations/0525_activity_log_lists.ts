/**
 * The activity log's lists at a million entries (server/docs/activity-log.md; measured by
 * scripts/bench-activity-log.ts):
 *
 * - `activity_log_counts`: exact entry counts the paginator's `total` reads instead of counting index
 *   entries (an area holding 40 % of the log took 27 ms to count). `dimension` / `value`:
 *   `all` / `` (every entry), `area` / area, `action` / action, `record_type` / type, `admin` / the
 *   acting admin's id, `owner` / the owner's id, `actor_foreign` / the acting admin's id where the entry is not about its own record
 *   (so a vendor's scope, owner or actor, is `owner` + `actor_foreign`). Kept by the triggers below,
 *   in the writing transaction, whoever writes.
 * - the filters' indexes by time, so a filtered list sorted by `created_at` reads its page in order
 *   instead of sorting every matching entry (the `(…, id)` indexes of 0520 serve the id order);
 * - two wide indexes that hold every column a filter may combine with a person (`user`) or an owner
 *   (a vendor's scope), so such a total is counted from the index alone: counting a user's catalog
 *   entries through the table took 145 ms, one row read per entry of the user.
 */
import { sql, type Kysely } from "kysely";

/** [dimension, value expression, condition] of a row; `R` is NEW or OLD. */
const keys = (R: "NEW" | "OLD"): Array<[string, string, string]> => [
  ["all", "''", "1"],
  ["area", `${R}.area`, "1"],
  ["action", `${R}.action`, "1"],
  ["record_type", `${R}.record_type`, `${R}.record_type IS NOT NULL`],
  ["admin", `CAST(${R}.admin_id AS TEXT)`, `${R}.admin_id IS NOT NULL`],
  ["owner", `CAST(${R}.owner_id AS TEXT)`, `${R}.owner_id IS NOT NULL`],
  ["actor_foreign", `CAST(${R}.admin_id AS TEXT)`, `${R}.admin_id IS NOT NULL AND ${R}.owner_id IS NOT ${R}.admin_id`],
];

const add = (R: "NEW" | "OLD") =>
  `INSERT INTO activity_log_counts (dimension, value, n) SELECT dimension, value, 1 FROM (${keys(R)
    .map(([d, v, when]) => `SELECT '${d}' AS dimension, ${v} AS value WHERE ${when}`)
    .join(" UNION ALL ")}) WHERE true ON CONFLICT (dimension, value) DO UPDATE SET n = n + 1;`;

const remove = (R: "NEW" | "OLD") =>
  keys(R)
    .map(([d, v, when]) => `UPDATE activity_log_counts SET n = n - 1 WHERE dimension = '${d}' AND value = ${v} AND ${when};`)
    .join("\n");

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE activity_log_counts (
    dimension TEXT NOT NULL,
    value TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (dimension, value)
  ) WITHOUT ROWID`.execute(db);
  const groups: Array<[string, string, string]> = [
    ["all", "''", "1"],
    ["area", "area", "1"],
    ["action", "action", "1"],
    ["record_type", "record_type", "record_type IS NOT NULL"],
    ["admin", "CAST(admin_id AS TEXT)", "admin_id IS NOT NULL"],
    ["owner", "CAST(owner_id AS TEXT)", "owner_id IS NOT NULL"],
    ["actor_foreign", "CAST(admin_id AS TEXT)", "admin_id IS NOT NULL AND owner_id IS NOT admin_id"],
  ];
  for (const [d, v, when] of groups) {
    await sql
      .raw(`INSERT INTO activity_log_counts (dimension, value, n) SELECT '${d}', ${v}, count(*) FROM activity_log WHERE ${when} GROUP BY 2`)
      .execute(db);
  }
  await sql.raw(`CREATE TRIGGER activity_log_count_insert AFTER INSERT ON activity_log BEGIN ${add("NEW")} END`).execute(db);
  await sql.raw(`CREATE TRIGGER activity_log_count_delete AFTER DELETE ON activity_log BEGIN ${remove("OLD")} END`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER activity_log_count_update AFTER UPDATE OF area, action, record_type, owner_id, admin_id ON activity_log
       BEGIN ${remove("OLD")} ${add("NEW")} END`,
    )
    .execute(db);
  await sql`CREATE INDEX activity_log_admin_time ON activity_log (admin_id, created_at)`.execute(db);
  await sql`CREATE INDEX activity_log_owner_time ON activity_log (owner_id, created_at)`.execute(db);
  await sql`CREATE INDEX activity_log_area_time ON activity_log (area, created_at)`.execute(db);
  await sql`CREATE INDEX activity_log_admin_filters ON activity_log (admin_id, area, action, record_type, owner_id, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX activity_log_owner_filters ON activity_log (owner_id, area, action, record_type, admin_id, created_at)`.execute(
    db,
  );
  // With statistics for the old indexes and none for these, the planner took (admin_id, created_at)
  // for an id-ordered list and sorted 60,000 entries: a sampled ANALYZE of the table gives it both.
  const stats = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db);
  if (Number(stats.rows[0]?.n) > 0) {
    await sql`PRAGMA analysis_limit = 1000`.execute(db);
    await sql`ANALYZE activity_log`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["activity_log_count_insert", "activity_log_count_delete", "activity_log_count_update"]) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
  for (const name of [
    "activity_log_admin_time",
    "activity_log_owner_time",
    "activity_log_area_time",
    "activity_log_admin_filters",
    "activity_log_owner_filters",
  ]) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS activity_log_counts`.execute(db);
}
