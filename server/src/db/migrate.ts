import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";

const migrationsDir = new URL("./migrations/", import.meta.url);
const MIGRATION_FILE = /^(\d{4}_[\w-]+)\.(ts|js|mjs)$/;

/**
 * Every file `NNNN_name.ts` in ./migrations, in file-name order. A plain directory scan (rather
 * than a hand-kept list) lets each area drop in its migration without touching shared files.
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(fileURLToPath(migrationsDir))).filter((f) => MIGRATION_FILE.test(f) && !f.endsWith(".d.ts")).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const name = MIGRATION_FILE.exec(file)![1];
      if (migrations[name]) throw new Error(`Two migration files are named ${name}`);
      const mod = (await import(new URL(file, migrationsDir).href)) as Partial<Migration>;
      if (typeof mod.up !== "function") throw new Error(`Migration ${file} does not export up()`);
      migrations[name] = { up: mod.up, down: mod.down };
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Each area numbers its migrations in its own range (0100 catalog, 0200 commerce, 0300 people,
  // 0400 content), so a database may already hold 0400 when a new 0203 arrives: run it anyway.
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const why = error instanceof Error ? error.message : JSON.stringify(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${why}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
