import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { generateTableTypes, tableTypesDrift } from "../../scripts/table-types";

/*
 * The server's table types are generated from the migrations (scripts/table-types.ts,
 * `npm run db:types`): the files in server/src/db/generated/ must be exactly what a freshly
 * migrated database gives, so a migration changed without regenerating fails here.
 */
describe("generated table types", () => {
  it("match what the migrations give (run `npm run db:types` after changing a migration)", async () => {
    const drift = tableTypesDrift(await generateTableTypes());
    expect(drift).toEqual({ changed: [], stale: [] });
  });

  it("notice a changed schema, and read it as SQLite states it", async () => {
    const fresh = await generateTableTypes({
      afterMigrations: async (db) => {
        await sql`ALTER TABLE brands ADD COLUMN probe_note TEXT`.execute(db);
        await sql`CREATE TABLE probe_rows (
          id INTEGER PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('a', 'it''s')),
          loose,
          n INTEGER DEFAULT 0
        )`.execute(db);
        await sql`CREATE TABLE probe_keys (a INTEGER, b TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID`.execute(db);
        await sql`CREATE VIEW probe_view AS SELECT id FROM brands`.execute(db);
      },
    });
    expect(tableTypesDrift(fresh).changed.length).toBeGreaterThan(0);
    const all = [...fresh.values()].join("\n");
    expect(all).toContain("probe_note: string | null;");
    // A rowid alias without AUTOINCREMENT: never null, assigned by the app (required on insert).
    expect(interfaceOf(all, "ProbeRows")).toEqual([
      "  id: number;",
      '  kind: "a" | "it\'s";',
      "  loose: unknown | null;",
      "  n: Generated<number | null>;",
    ]);
    // Key columns of a WITHOUT ROWID table are NOT NULL in SQLite.
    expect(interfaceOf(all, "ProbeKeys")).toEqual(["  a: number;", "  b: string;"]);
    expect(all).not.toContain("ProbeView");
    // FTS5 indexes and their shadow tables are read through raw SQL only.
    expect(all).not.toMatch(/ProductsTitleFts/);
    // AUTOINCREMENT ids stay generated.
    expect(interfaceOf(all, "OrderEvents")).toContain("  id: Generated<number>;");
  });
});

/** The member lines of `export interface <name> { ... }` in the generated text. */
function interfaceOf(text: string, name: string): string[] {
  const body = new RegExp(`export interface ${name} \\{\\n([^}]*)\\}`).exec(text)?.[1] ?? "";
  return body.split("\n").filter(Boolean);
}
