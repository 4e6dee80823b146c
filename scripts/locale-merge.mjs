// Adds strings to the panel's four `app` locale files in one step, so the languages never drift:
//   node scripts/locale-merge.mjs patch.json
// where patch.json is {"it": {...}, "en": {...}, "fr": {...}, "de": {...}}, each a nested object of
// keys to add or replace. All four languages must be given, with the same keys. Existing keys keep
// their place; new ones are appended. Run it under `flock` when several people edit at once.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LANGUAGES = ["it", "en", "fr", "de"];
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app", "i18n", "locales");

const keysOf = (obj, prefix = "") =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

function merge(target, patch) {
  for (const [key, value] of Object.entries(patch)) {
    if (value && typeof value === "object") {
      if (typeof target[key] !== "object" || target[key] === null) target[key] = {};
      merge(target[key], value);
    } else target[key] = value;
  }
}

const patchFile = process.argv[2];
if (!patchFile) {
  console.error("usage: node scripts/locale-merge.mjs patch.json");
  process.exit(2);
}
const patch = JSON.parse(readFileSync(patchFile, "utf8"));
const reference = keysOf(patch.it ?? {})
  .sort()
  .join("\n");
for (const language of LANGUAGES) {
  if (!patch[language] || keysOf(patch[language]).sort().join("\n") !== reference) {
    console.error(`the patch's "${language}" strings are missing or differ in keys from "it"`);
    process.exit(1);
  }
}
for (const language of LANGUAGES) {
  const file = path.join(dir, `${language}.json`);
  const strings = JSON.parse(readFileSync(file, "utf8"));
  merge(strings, patch[language]);
  writeFileSync(file, `${JSON.stringify(strings, null, 2)}\n`);
}
console.log(`merged ${keysOf(patch.it).length} keys into ${LANGUAGES.join(", ")}`);
