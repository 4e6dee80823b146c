// Adds strings to the panel's `app` locale files in all four languages in one step, so the languages
// never drift:
//   node scripts/locale-merge.mjs patch.json
// where patch.json is {"it": {...}, "en": {...}, "fr": {...}, "de": {...}}, each a nested object of
// keys to add or replace. All four languages must be given, with the same keys. Each top-level key
// goes to the area file that holds it (locales/app/<area>/<lng>.json); a new top-level key starts an
// area of its own name. Existing keys keep their place; new ones are appended. Run it under `flock`
// when several people edit at once.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LANGUAGES = ["it", "en", "fr", "de"];
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app", "i18n", "locales", "app");
const fileOf = (area, language) => path.join(dir, area, `${language}.json`);

/** The area whose Italian file holds this top-level key, or a new area named after the key. */
function areaOf(topKey) {
  const areas = readdirSync(dir).filter((area) => existsSync(fileOf(area, "it")));
  return areas.find((area) => topKey in JSON.parse(readFileSync(fileOf(area, "it"), "utf8"))) ?? topKey;
}

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
for (const topKey of Object.keys(patch.it)) {
  const area = areaOf(topKey);
  mkdirSync(path.join(dir, area), { recursive: true });
  for (const language of LANGUAGES) {
    const file = fileOf(area, language);
    const strings = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
    merge(strings, { [topKey]: patch[language][topKey] });
    writeFileSync(file, `${JSON.stringify(strings, null, 2)}\n`);
  }
}
console.log(`merged ${keysOf(patch.it).length} keys into ${LANGUAGES.join(", ")}`);
