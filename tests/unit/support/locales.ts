import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import i18next, { type i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";

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

/** A react-i18next instance in English with both namespaces, as a component under test reads them. */
export function englishI18n(): { i18n: I18nInstance; ready: () => Promise<unknown> } {
  const i18n = i18next.createInstance();
  const ready = () =>
    i18n.use(initReactI18next).init({
      lng: "en",
      ns: ["app", "auth"],
      defaultNS: "app",
      fallbackNS: "auth",
      resources: { en: { app: appStrings("en"), auth: authStrings("en") } },
      interpolation: { escapeValue: false },
    });
  return { i18n, ready };
}
