// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DemoModeError } from "~/api/errors";
import { formatDate } from "~/i18n/dates";
import { LANGUAGES } from "~/i18n/languages";
import { messageKeyForStatus } from "~/session/route-error";
import { isMenuGroup, menu } from "~/routing/menu";
import { allScreens } from "~/routing/screens";
import { APP_AREAS, appStrings, areaStrings, authStrings, type Tree } from "./support/locales";

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../app");

/** A language's strings of every namespace together (t() falls back from `app` to `auth`). */
function loadLocale(language: string): Tree {
  return mergeTrees(appStrings(language), authStrings(language));
}

function mergeTrees(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    out[key] = typeof existing === "object" && typeof value === "object" ? mergeTrees(existing, value) : value;
  }
  return out;
}

/** Every leaf of a locale as `dotted.key → value`. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [inner, leaf] of flatten(value, path)) out.set(inner, leaf);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** Whether a key the code uses resolves: the key itself, or its plural forms (`t(key, { count })`). */
function defines(locale: Map<string, unknown>, key: string): boolean {
  return locale.has(key) || (locale.has(`${key}_one`) && locale.has(`${key}_other`));
}

/** The `{{names}}` of a locale value, sorted (none for a value that is not a string). */
function placeholders(text: unknown): string[] {
  if (typeof text !== "string") return [];
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();
}

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const locales = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(loadLocale(language))]));
const en = locales.en;

describe("locale files", () => {
  it("covers the four languages", () => {
    expect([...LANGUAGES].sort()).toEqual(["de", "en", "fr", "it"]);
    expect(en.size).toBeGreaterThan(50);
  });

  it("no key is defined in both namespaces", () => {
    const app = flatten(appStrings("en"));
    const auth = flatten(authStrings("en"));
    expect([...auth.keys()].filter((key) => app.has(key))).toEqual([]);
  });

  it("the app namespace's area files never share a top-level key (their union is the namespace)", () => {
    for (const language of LANGUAGES) {
      const tops = APP_AREAS.flatMap((area) => Object.keys(areaStrings(area, language)));
      expect(tops.filter((key, index) => tops.indexOf(key) !== index)).toEqual([]);
    }
  });

  it("the sign-in pages and the error page use only the auth namespace (the login bundle loads no other)", () => {
    const auth = flatten(authStrings("en"));
    const files = [
      ...sourceFiles(join(appDir, "features", "auth"), /\.tsx?$/),
      ...["login-layout.tsx", "language-switch.tsx"].map((name) => join(appDir, "shell", name)),
      join(appDir, "routing", "kit", "error-page.tsx"),
    ];
    const used = files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([\w.]+)"/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !defines(auth, key))).toEqual([]);
  });

  it.each(["it", "fr", "de"])("%s has exactly the keys of en", (language) => {
    expect([...locales[language].keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each([...LANGUAGES])("%s has no empty or non-string values", (language) => {
    const bad = [...locales[language]].filter(([, value]) => typeof value !== "string" || value.trim() === "");
    expect(bad).toEqual([]);
  });

  it.each(["it", "fr", "de"])("%s uses the same {{placeholders}} as en for every key", (language) => {
    const differing = [...en].filter(([key, value]) => placeholders(value).join() !== placeholders(locales[language].get(key)).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("has the spec's English messages", () => {
    expect(en.get("errors.notFound")).toBe("This page could not be found");
    expect(en.get("errors.unknownMiddleware")).toBe("Unknown middleware {{name}}");
    expect(en.get("session.expired")).toBe("Both token and refresh token have expired. Your request was aborted.");
  });

  it("translates the spec's messages in the other languages", () => {
    for (const language of ["it", "fr", "de"]) {
      expect(locales[language].get("errors.notFound")).not.toBe(en.get("errors.notFound"));
      expect(String(locales[language].get("errors.unknownMiddleware"))).toContain("{{name}}");
    }
  });
});

describe("keys used by the code exist in the en locale", () => {
  const tsxFiles = sourceFiles(appDir, /\.tsx$/);
  const allFiles = sourceFiles(appDir, /\.tsx?$/);

  it('every literal t("...") key in app/**/*.tsx', () => {
    const used = new Set<string>();
    for (const file of tsxFiles) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/\bt\(\s*(["'`])([^"'`$]+)\1/g)) used.add(match[2]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !defines(en, key))).toEqual([]);
  });

  it("every screen title and breadcrumb section", () => {
    const keys = allScreens.flatMap((screen) => [screen.title, ...(screen.section ? [screen.section] : [])]);
    expect([...new Set(keys)].filter((key) => !en.has(key))).toEqual([]);
  });

  it("every menu group title", () => {
    const titles = menu.filter(isMenuGroup).map((group) => group.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((key) => !en.has(key))).toEqual([]);
  });

  it("every message key an error page or a notice can show", () => {
    const keys = new Set<string>([...[401, 403, 404, 500, 502].map(messageKeyForStatus), new DemoModeError().message, "session.expired"]);
    const namespaces = [...new Set([...en.keys()].map((key) => key.split(".")[0]))].join("|");
    const keyLiteral = new RegExp(`["'\`]((?:${namespaces})\\.[A-Za-z][\\w.]*)["'\`]`, "g");
    for (const file of allFiles) {
      for (const match of readFileSync(file, "utf8").matchAll(keyLiteral)) keys.add(match[1]);
    }
    // Screen ids (`pos.order`) look like keys of an area named like their section: they are not texts.
    for (const screen of allScreens) keys.delete(screen.id);
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => !defines(en, key))).toEqual([]);
  });
});

describe("formatDate", () => {
  const instant = Date.UTC(2024, 10, 5, 14, 30, 0); // 5 November 2024, 14:30 UTC

  it("writes the month the way each language does", () => {
    const it_ = formatDate(instant, "it", "date", "UTC");
    const en_ = formatDate(instant, "en", "date", "UTC");
    const fr_ = formatDate(instant, "fr", "date", "UTC");
    const de_ = formatDate(instant, "de", "date", "UTC");
    expect(it_).toMatch(/^5 nov 2024$/);
    expect(en_).toMatch(/^5 Nov 2024$/);
    expect(fr_).toMatch(/^5 nov\. 2024$/);
    expect(de_).toMatch(/^05\.11\.2024$/);
    expect(new Set([it_, en_, fr_, de_]).size).toBe(4);
  });

  it("adds the 24-hour time in the date-time style", () => {
    for (const language of LANGUAGES) {
      const text = formatDate(instant, language, "dateTime", "UTC");
      expect(text).toContain("2024");
      expect(text).toContain("14:30");
    }
  });

  it("reads the API's `YYYY-MM-DD HH:MM:SS` as UTC, whatever the machine's time zone", () => {
    const machineZone = process.env.TZ;
    // Off UTC, so reading the string as local time would shift it.
    process.env.TZ = "America/New_York";
    try {
      expect(formatDate("2024-11-05 14:30:00", "en", "time", "UTC")).toBe("14:30");
      expect(formatDate("2024-11-05 14:30:00", "en", "time", "Asia/Tokyo")).toBe("23:30");
      expect(formatDate("2024-11-05 14:30:00", "it", "dateTime")).toBe(formatDate(instant, "it", "dateTime"));
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });

  it("accepts ISO strings and Date objects", () => {
    expect(formatDate("2024-11-05T14:30:00Z", "en", "dateTime", "UTC")).toBe(formatDate(new Date(instant), "en", "dateTime", "UTC"));
  });

  it("returns an empty string for no value", () => {
    expect(formatDate(null, "it")).toBe("");
    expect(formatDate(undefined, "it")).toBe("");
    expect(formatDate("", "it")).toBe("");
  });

  it("returns unparseable input as it was", () => {
    expect(formatDate("not a date", "fr")).toBe("not a date");
    expect(formatDate("2024-13-45 99:99:99", "de")).toBe("2024-13-45 99:99:99");
  });
});
