import { Grid, Stack, Switch, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Country } from "~/api/marketing/countries";
import { formatLocaleOf } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { loadAddressLookups } from "./address";
import { LicenceBlock } from "./miscellaneous-licence";
import { looseTextField, toggleField } from "./miscellaneous-fields";
import { SelectField } from "~/ui/form/select-field";
import { HALF } from "~/ui/form/spans";

/**
 * /setting/miscellaneous (admin-screens §10.9): the licence block, the storefront's switches and the
 * default shipping location (an ISO country and one of its subdivisions, as shipping places store
 * them). The switches are labelled by what they do; the state list follows the country.
 */

const TOGGLES = ["guest_checkout", "cookie_banner", "vendor_registration", "attach_pdf", "translate_pdf", "send_seller_email"] as const;

export const miscellaneousSettings = defineSettings({
  subject: "setting",
  paths: { find: "setting/find", save: "setting/miscellaneous" },
  fields: {
    guest_checkout: { ...toggleField("settings.miscellaneous.guest_checkout"), aliases: ["guest checkout"] },
    cookie_banner: { ...toggleField("settings.miscellaneous.cookie_banner"), aliases: ["cookie banner"] },
    vendor_registration: { ...toggleField("settings.miscellaneous.vendor_registration"), aliases: ["vendor registration"] },
    attach_pdf: { ...toggleField("settings.miscellaneous.attach_pdf"), aliases: ["attach pdf"] },
    translate_pdf: { ...toggleField("settings.miscellaneous.translate_pdf"), aliases: ["translate pdf"] },
    send_seller_email: { ...toggleField("settings.miscellaneous.send_seller_email"), aliases: ["send seller email"] },
    default_country: { ...looseTextField("settings.miscellaneous.defaultCountry"), aliases: ["default country"] },
    default_state: { ...looseTextField("settings.miscellaneous.defaultState"), aliases: ["default state"] },
  },
});
type MiscellaneousSettings = SettingsRecordOf<typeof miscellaneousSettings.fields>;

export const loadMiscellaneousLookups = loadAddressLookups;

export function MiscellaneousSettingsForm({ record, lookups }: { record: MiscellaneousSettings; lookups: { countries: Country[] } }) {
  const { t, i18n } = useTranslation();
  const countryData = useMemo(() => {
    const names = new Intl.DisplayNames([isLanguage(i18n.language) ? formatLocaleOf(i18n.language) : "it-IT"], { type: "region" });
    const nameOf = (country: Country) => {
      try {
        return names.of(country.code) ?? country.name;
      } catch {
        return country.name;
      }
    };
    return lookups.countries
      .map((country) => ({ value: country.code, label: nameOf(country) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [lookups.countries, i18n.language]);
  return (
    <Stack gap="md">
      <LicenceBlock />
      <SettingsForm settings={miscellaneousSettings} record={record}>
        {(form) => {
          const country = lookups.countries.find((c) => c.code === form.values.default_country);
          const stateData = (country?.states ?? []).map((s) => ({ value: s.code, label: s.name }));
          return (
            <Grid>
              <Grid.Col span={12}>
                <Title order={2} size="h4">
                  {t("settings.miscellaneous.storefront")}
                </Title>
              </Grid.Col>
              {TOGGLES.map((name) => (
                <Grid.Col span={HALF} key={name}>
                  <Switch
                    label={t(`settings.miscellaneous.${name}`)}
                    name={name}
                    checked={form.values[name]}
                    onChange={(event) => form.set(name, event.currentTarget.checked)}
                    error={form.error(name)}
                  />
                </Grid.Col>
              ))}
              <Grid.Col span={12}>
                <Title order={2} size="h4">
                  {t("settings.miscellaneous.shippingLocation")}
                </Title>
              </Grid.Col>
              <SelectField
                form={form}
                name="default_country"
                span={HALF}
                searchable
                clearable
                nothingFoundMessage={t("settings.currency.nothingFound")}
                data={countryData}
                keepUnlisted
                onPick={(code) => {
                  form.set("default_country", code);
                  if (code !== form.values.default_country) form.set("default_state", "");
                }}
              />
              <SelectField
                form={form}
                name="default_state"
                span={HALF}
                searchable
                clearable
                disabled={!form.values.default_country}
                nothingFoundMessage={t("settings.currency.nothingFound")}
                data={stateData}
                keepUnlisted
              />
            </Grid>
          );
        }}
      </SettingsForm>
    </Stack>
  );
}
