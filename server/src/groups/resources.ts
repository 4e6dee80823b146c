import { Hono } from "hono";
import { iso31661, iso31662 } from "iso-3166";
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";
import { notFoundA, ok } from "../http/envelope";
import type { Env } from "../http/env";

/*
 * Contract 3.1: the public `resource/{name}` lookups. The original served stored JSON files; here
 * the country list comes from the maintained ISO 3166 package (iso-3166: 3166-1 countries and
 * 3166-2 subdivisions), so it follows the standard's updates instead of a hand-kept list.
 * Only `countries` is served: the currencies, decimal formats and languages resources are not used
 * by this panel and answer not found like any unknown name.
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

/** Mounted before the token check (contract 3.1: `resource/{name}` is public). */
export const resourcePublic = new Hono<Env>();

resourcePublic.get("/resource/:name", (c) => {
  if (c.req.param("name") !== "countries") return notFoundA(c);
  countries ??= buildCountries();
  return ok(c, countries);
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
