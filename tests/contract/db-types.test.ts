import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { generateTableTypes, TABLE_TYPES_FILE } from "../../scripts/table-types";

/*
 * The server's table types are generated from the migrations (scripts/table-types.ts) when the
 * project is installed and before every type check; they are not in git, so they cannot fall
 * behind. What is left to prove is that a generation is right: it names every table the
 * migrations build, reads each column as SQLite states it, and is what the server's narrowings
 * (server/src/db/schema.ts) type-check against.
 */
describe("generated table types", () => {
  it("name every table the migrations build, and nothing else", async () => {
    let migrated: string[] = [];
    const text = await generateTableTypes({
      afterMigrations: async (db) => {
        // Kysely's own bookkeeping (kysely_migration, kysely_migration_lock) is never queried.
        const rows = await sql<{ name: string }>`SELECT name FROM pragma_table_list
          WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_migration%'`.execute(db);
        migrated = rows.rows.map((r) => r.name);
      },
    });
    expect(migrated.length).toBeGreaterThan(50);
    expect(tablesOfDb(text).sort()).toEqual(migrated.sort());
  });

  it("are what server/src/db/schema.ts type-checks against, and a missing table fails that check", async () => {
    expect(typeErrors(await generateTableTypes())).toEqual([]);
    // schema.ts narrows notification_marks: without the table the check must fail.
    const without = await generateTableTypes({ afterMigrations: (db) => sql`DROP TABLE notification_marks`.execute(db).then(() => {}) });
    expect(tablesOfDb(without)).not.toContain("notification_marks");
    expect(typeErrors(without).join("\n")).toContain("notification_marks");
  });

  it("read a changed schema as SQLite states it", async () => {
    const all = await generateTableTypes({
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

/** The table names the `DB` interface of the generated text lists. */
function tablesOfDb(text: string): string[] {
  return interfaceOf(text, "DB").map((line) => /^\s*(\w+):/.exec(line)?.[1] ?? line);
}

const SCHEMA_FILE = fileURLToPath(new URL("../../server/src/db/schema.ts", import.meta.url));
/** Parsed files other than the generated one (the libraries', Kysely's), kept between the checks. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * TypeScript's errors for server/src/db/schema.ts (and what it imports) with `generated` standing
 * in for the generated file, which is read from memory: the file on disk is not touched.
 */
function typeErrors(generated: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    lib: ["lib.es2022.d.ts"],
  };
  const host = ts.createCompilerHost(options);
  const isGenerated = (file: string) => ts.sys.resolvePath(file) === ts.sys.resolvePath(TABLE_TYPES_FILE);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => isGenerated(file) || fileExists.call(host, file);
  host.readFile = (file) => (isGenerated(file) ? generated : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) => {
    if (isGenerated(file)) return ts.createSourceFile(file, generated, language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile.call(host, file, language, ...rest));
    return parsed.get(file);
  };
  const program = ts.createProgram([SCHEMA_FILE], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}
