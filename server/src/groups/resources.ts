import { Hono } from "hono";
import { iso31661, iso31662 } from "iso-3166";
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";
import { notFoundA, ok } from "../http/envelope";
import type { Env } from "../http/env";

/*
 * Contract 3.1: the public `resource/{name}` lookups. The original served stored JSON files; here
 * the country list comes from the maintained ISO 3166 package (iso-3166: 3166-1 countries and
 * 3166-2 subdivisions), so it follows the standard's updates instead of a hand-kept list.
 * `currencies`, `decimalFormats` and `languages` (used by the settings panels, admin-screens 10.1 and
 * 10.3) come from the runtime's own ICU/CLDR data through Intl, so they follow the engine's updates
 * too (see currencyResources below). Any other name answers not found.
 *
 * A country is `{code, name, states: [{code, name}]}`: `code` is the alpha-2 code stored in a
 * shipping place's `country`; a state's `code` is the subdivision code without the country prefix
 * (`NY` for US-NY), the value stored in the place's `state`. Names are the standard's English
 * names: the panel shows countries in the reader's language from the code.
 *
 * `countries-phones` (contract 3.1, public) answers the same countries as a code → name map, with
 * each country's international calling code (code → "39", no "+") from libphonenumber-js, which
 * carries Google libphonenumber's metadata. The seven ISO territories without a telephone numbering
 * plan of their own (AQ, BV, GS, HM, PN, TF, UM) have no entry in `phones`.
 */

export interface CountryState {
  code: string;
  name: string;
}

export interface CountryResource {
  code: string;
  name: string;
  states: CountryState[];
}

function buildCountries(): CountryResource[] {
  const states = new Map<string, CountryState[]>();
  for (const sub of iso31662) {
    const [country, local] = sub.code.split("-");
    if (!country || !local) continue;
    const list = states.get(country) ?? [];
    list.push({ code: local, name: sub.name });
    states.set(country, list);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");
  return iso31661.map((c) => ({ code: c.alpha2, name: c.name, states: (states.get(c.alpha2) ?? []).sort(byName) })).sort(byName);
}

// Built once: the data only changes with the package.
let countries: CountryResource[] | undefined;

// ------------------------------------------------------------------ currencies, number formats, languages

/*
 * From the engine's ICU data (CLDR), nothing kept by hand:
 * - `currencies`: `Intl.supportedValuesOf("currency")` (ISO 4217), each `{code, name, symbol,
 *   decimal_digits}`. `name` is the English name (Intl.DisplayNames); `symbol` the native narrow
 *   symbol, as the currency's home locale writes it (EUR → €, PLN → zł, CHF → CHF): the locale is
 *   the most likely language of the region named by the code's first two letters
 *   (`und-PL` → `pl-PL`), English where there is none. `decimal_digits` is the currency's minor unit.
 * - `decimalFormats`: one locale per country (its most likely language: `und-IT` → `it-IT`), those
 *   the engine formats numbers for, each `{code, name, example}` with 1234567.89 written in it.
 * - `languages`: the distinct languages of those locales, `{code, name, native_name, direction}`;
 *   the direction is the script's (ICU `textInfo`, Arabic and Hebrew are rtl).
 */

export interface CurrencyResource {
  code: string;
  name: string;
  symbol: string;
  decimal_digits: number;
}

export interface DecimalFormatResource {
  code: string;
  name: string;
  example: string;
}

export interface LanguageResource {
  code: string;
  name: string;
  native_name: string;
  direction: "ltr" | "rtl";
}

const EXAMPLE_AMOUNT = 1234567.89;

/** `und-IT` → `it-IT`: the region's most likely language, as ICU's likely-subtags data says. */
function likelyLocale(region: string): Intl.Locale | null {
  try {
    const max = new Intl.Locale(`und-${region}`).maximize();
    return max.language && max.language !== "und" ? max : null;
  } catch {
    return null;
  }
}

function currencySymbol(locale: string, code: string): string | undefined {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(1);
  return parts.find((part) => part.type === "currency")?.value;
}

function buildCurrencies(): CurrencyResource[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency", fallback: "code" });
  return Intl.supportedValuesOf("currency").map((code) => {
    const home = likelyLocale(code.slice(0, 2));
    const locale = home ? `${home.language}-${code.slice(0, 2)}` : "en";
    const format = new Intl.NumberFormat("en", { style: "currency", currency: code });
    return {
      code,
      name: names.of(code) ?? code,
      symbol: currencySymbol(locale, code) ?? currencySymbol("en", code) ?? code,
      decimal_digits: format.resolvedOptions().maximumFractionDigits ?? 2,
    };
  });
}

function buildDecimalFormats(regions: readonly string[]): DecimalFormatResource[] {
  const names = new Intl.DisplayNames(["en"], { type: "language" });
  const seen = new Set<string>();
  const out: DecimalFormatResource[] = [];
  for (const region of regions) {
    const likely = likelyLocale(region);
    if (!likely) continue;
    const code = `${likely.language}-${region}`;
    if (seen.has(code) || Intl.NumberFormat.supportedLocalesOf(code).length === 0) continue;
    seen.add(code);
    const example = new Intl.NumberFormat(code, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(EXAMPLE_AMOUNT);
    out.push({ code, name: names.of(code) ?? code, example });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, "en"));
}

function directionOf(locale: Intl.Locale): "ltr" | "rtl" {
  // `textInfo` is a getter in V8 (a method in the later proposal); both answer `{direction}`.
  const info = (locale as unknown as { textInfo?: { direction?: string } | (() => { direction?: string }) }).textInfo;
  const value = typeof info === "function" ? info.call(locale) : info;
  return value?.direction === "rtl" ? "rtl" : "ltr";
}

function buildLanguages(regions: readonly string[]): LanguageResource[] {
  const english = new Intl.DisplayNames(["en"], { type: "language" });
  const seen = new Map<string, LanguageResource>();
  for (const region of regions) {
    const likely = likelyLocale(region);
    const code = likely?.language;
    if (!likely || !code || seen.has(code)) continue;
    const name = english.of(code);
    if (!name || name === code) continue;
    const native = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? name;
    seen.set(code, { code, name, native_name: native, direction: directionOf(likely) });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
}

const localeCache = new Map<string, unknown>();

/** The Intl-built resource of `name`, or null for a name it does not serve. */
function localeResource(name: string, regions: () => readonly string[]): unknown {
  const builders: Record<string, () => unknown> = {
    currencies: buildCurrencies,
    decimalFormats: () => buildDecimalFormats(regions()),
    languages: () => buildLanguages(regions()),
  };
  const build = builders[name];
  if (!build) return null;
  if (!localeCache.has(name)) localeCache.set(name, build());
  return localeCache.get(name);
}

/** Mounted before the token check (contract 3.1: `resource/{name}` is public). */
export const resourcePublic = new Hono<Env>();

resourcePublic.get("/resource/:name", (c) => {
  const name = c.req.param("name");
  if (name === "countries") {
    countries ??= buildCountries();
    return ok(c, countries);
  }
  const built = localeResource(name, () => {
    countries ??= buildCountries();
    return countries.map((country) => country.code);
  });
  return built ? ok(c, built) : notFoundA(c);
});

export interface CountriesPhones {
  /** Alpha-2 code → English name, in name order (the order of `resource/countries`). */
  countries: Record<string, string>;
  /** Alpha-2 code → calling code without "+" ("IT" → "39", "US" → "1"). */
  phones: Record<string, string>;
}

function buildCountriesPhones(): CountriesPhones {
  countries ??= buildCountries();
  const names: Record<string, string> = {};
  const phones: Record<string, string> = {};
  for (const c of countries) {
    names[c.code] = c.name;
    if (isSupportedCountry(c.code)) phones[c.code] = getCountryCallingCode(c.code);
  }
  return { countries: names, phones };
}

let countriesPhones: CountriesPhones | undefined;

// The answer is the same for everyone and changes only with the packages, but it keeps the API's
// `Cache-Control: no-store` (security-headers.ts): the panel keeps it in memory for the session.
resourcePublic.get("/countries-phones", (c) => {
  countriesPhones ??= buildCountriesPhones();
  return ok(c, countriesPhones);
});
