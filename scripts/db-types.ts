// `npm run db:types`: regenerates server/src/db/generated/ from the migrations.
// `npm run db:types -- --check`: writes nothing, fails (exit 1, with the diff) when the files in the
// tree are not what the migrations give. The contract test db-types.test.ts makes the same check.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DiffChecker } from "kysely-codegen";
import { generateTableTypes, readTableTypes, TABLE_TYPES_DIR, tableTypesDrift } from "./table-types";

const check = process.argv.includes("--check");
const fresh = await generateTableTypes();
const { changed, stale } = tableTypesDrift(fresh);
const shown = (name: string) => path.relative(process.cwd(), path.join(TABLE_TYPES_DIR, name));

if (check) {
  for (const name of changed) {
    console.error(
      `${shown(name)} differs from what the migrations give:\n${new DiffChecker().diff(readTableTypes(name), fresh.get(name) ?? "") ?? ""}`,
    );
  }
  for (const name of stale) console.error(`${shown(name)} is no longer generated.`);
  if (changed.length + stale.length > 0) {
    console.error("The table types are out of date: run `npm run db:types`.");
    process.exit(1);
  }
  console.log(`${shown("")} matches the migrations.`);
} else {
  mkdirSync(TABLE_TYPES_DIR, { recursive: true });
  for (const name of changed) writeFileSync(path.join(TABLE_TYPES_DIR, name), fresh.get(name) ?? "");
  for (const name of stale) rmSync(path.join(TABLE_TYPES_DIR, name));
  console.log(
    changed.length + stale.length > 0 ? `${shown("")}: ${changed.length} written, ${stale.length} removed.` : `${shown("")} is up to date.`,
  );
}
