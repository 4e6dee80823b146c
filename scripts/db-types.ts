// `npm run db:types`: writes server/src/db/generated/db.ts from the migrations (scripts/table-types.ts).
// Run by `npm ci` (postinstall) and `npm run typecheck` (pretypecheck) too, so the types the server is
// checked against are always the ones the migrations give. An unchanged file is left untouched.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateTableTypes, TABLE_TYPES_FILE } from "./table-types";

const text = await generateTableTypes();
const shown = path.relative(process.cwd(), TABLE_TYPES_FILE);
if (existsSync(TABLE_TYPES_FILE) && readFileSync(TABLE_TYPES_FILE, "utf8") === text) {
  console.log(`${shown} is up to date.`);
} else {
  // Written beside and renamed, so a type check running at the same time never reads half a file.
  mkdirSync(path.dirname(TABLE_TYPES_FILE), { recursive: true });
  const partial = `${TABLE_TYPES_FILE}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, TABLE_TYPES_FILE);
  console.log(`${shown} written from the migrations.`);
}
