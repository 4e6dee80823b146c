import { Select } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Country } from "~/api/marketing/countries";
import { formatLocaleOf } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";

/*
 * Country and state pickers over the ISO 3166 list of `resource/countries`: searchable, with "all
 * countries" / "all states" first. Countries show in the user's language (the browser's own names
 * for the ISO codes), states under their ISO names. A stored value the list does not know (an old
 * free-text state) stays shown as it is rather than silently emptied.
 */

/** The form's value for "all countries" / "all states". */
export const ALL = "all";

interface PickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
}

/** A searchable select whose first option is "all"; a stored value it does not offer is kept as it is. */
function AllSelect({ data, value, onChange, ...props }: PickerProps & { data: { value: string; label: string }[] }) {
  const options = value && !data.some((o) => o.value === value) ? [...data, { value, label: value }] : data;
  return <Select searchable data={options} value={value || ALL} onChange={(v) => onChange(v ?? ALL)} allowDeselect={false} {...props} />;
}

/** The user's language's name of a country code (the ISO English name where the browser has none). */
function useCountryNames(): (country: Country) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([isLanguage(i18n.language) ? formatLocaleOf(i18n.language) : "it-IT"], { type: "region" });
    return (country: Country) => {
      try {
        return names.of(country.code) ?? country.name;
      } catch {
        return country.name;
      }
    };
  }, [i18n.language]);
}

export function CountrySelect({ countries, ...props }: PickerProps & { countries: Country[] }) {
  const { t, i18n } = useTranslation();
  const nameOf = useCountryNames();
  const data = useMemo(
    () => [
      { value: ALL, label: t("marketing.shippingRules.allCountries") },
      ...countries.map((c) => ({ value: c.code, label: nameOf(c) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    ],
    [countries, nameOf, t, i18n.language],
  );
  return <AllSelect data={data} {...props} />;
}

export function StateSelect({ country, ...props }: PickerProps & { country: Country | undefined }) {
  const { t } = useTranslation();
  const data = useMemo(
    () => [
      { value: ALL, label: t("marketing.shippingRules.allStates") },
      ...(country?.states ?? []).map((s) => ({ value: s.code, label: s.name })),
    ],
    [country, t],
  );
  return <AllSelect data={data} {...props} />;
}
