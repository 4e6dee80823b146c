import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** A locale tree as the JSON files hold it. */
export type Tree = { [key: string]: string | Tree };

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../../app/i18n/locales");
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Tree;

/** The areas of the `app` namespace (folders of locales/app), each with one file per language. */
export const APP_AREAS = readdirSync(join(localesDir, "app"));

/** One area's strings in one language. */
export const areaStrings = (area: string, language: string): Tree => read(join(localesDir, "app", area, `${language}.json`));

/** The `app` namespace of a language: every area file together, as the panel loads it. */
export function appStrings(language: string): Tree {
  return Object.assign({}, ...APP_AREAS.map((area) => areaStrings(area, language))) as Tree;
}

/** The `auth` namespace of a language (sign-in pages, error page). */
export const authStrings = (language: string): Tree => read(join(localesDir, "auth", `${language}.json`));
