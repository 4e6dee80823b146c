import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { countries as loadCountries, type Country } from "~/api/marketing/countries";
import { checkoutApi, type CountriesPhones } from "~/api/pos/checkout";
import { formatLocaleOf } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";

/*
 * The countries the address book needs, asked only once shipping is turned on: their states
 * (`resource/countries`) and calling codes (`countries-phones`). Country names are the browser's
 * own for the ISO code in the user's language; states keep their ISO names.
 */

export interface Places {
  ready: boolean;
  failed: boolean;
  countries: Country[];
  /** The country's name in the user's language. */
  countryName: (code: string) => string;
  /** The state's name, or its code when the list does not know it. */
  stateName: (country: string, state: string) => string;
  /** "39" for IT; undefined for a country without a calling code. */
  callingCode: (country: string) => string | undefined;
}

export function usePlaces(enabled: boolean): Places {
  const { i18n } = useTranslation();
  const [list, setList] = useState<Country[]>([]);
  const [phones, setPhones] = useState<CountriesPhones["phones"]>({});
  const [state, setState] = useState<"idle" | "ready" | "failed">("idle");

  useEffect(() => {
    // A failed load is tried again when shipping is turned off and on.
    if (!enabled) {
      if (state === "failed") setState("idle");
      return;
    }
    if (state !== "idle") return;
    let live = true;
    Promise.all([loadCountries(), checkoutApi.countriesPhones()]).then(
      ([countries, codes]) => {
        if (!live) return;
        setList(countries);
        setPhones(codes.phones);
        setState("ready");
      },
      () => {
        if (live) setState("failed");
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, state]);

  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([isLanguage(i18n.language) ? formatLocaleOf(i18n.language) : "it-IT"], { type: "region" });
    } catch {
      names = null;
    }
    const countryName = (code: string) => {
      if (!code) return "";
      try {
        return names?.of(code) ?? list.find((c) => c.code === code)?.name ?? code;
      } catch {
        return list.find((c) => c.code === code)?.name ?? code;
      }
    };
    return {
      ready: state === "ready",
      failed: state === "failed",
      countries: list,
      countryName,
      stateName: (country, code) => list.find((c) => c.code === country)?.states.find((s) => s.code === code)?.name ?? code,
      callingCode: (country) => phones[country],
    };
  }, [i18n.language, list, phones, state]);
}
