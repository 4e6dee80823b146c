import { Autocomplete, Grid, Select, TextInput, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { countries as loadCountries, type Country } from "~/api/marketing/countries";
import { formatLocaleOf } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { browserZone } from "~/i18n/shop-zone";
import { refreshProfile } from "~/session/auth-service";
import { text, type Field } from "~/ui/resource/fields";
import { emailField } from "~/ui/settings-form/fields";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { HALF } from "~/ui/form/spans";

/**
 * /setting/address (admin-screens §10.2): the store's contact address and VAT number printed on
 * invoices. The
 * country stays free text as the invoice prints it; the input suggests the countries' names in the
 * user's language.
 */

const optionalText = (label: Parameters<typeof text>[0], max: number) => ({
  ...text(label),
  rule: z.string().check(z.trim(), z.maxLength(max, "settings.address.tooLong")),
});

/**
 * The shop's time zone (a reference-server extension: server/docs/content-area.md). The
 * API answers a name or null (not chosen) where it offers one, nothing where it does not; the form
 * sends "" to clear it, and nothing when the backend did not offer it.
 */
const timeZoneField: Field<string | null | undefined, string | null> = {
  api: z.optional(z.nullable(z.string())),
  label: "settings.address.timeZone",
  aliases: ["time zone"],
  // null = not offered: the field is hidden and never sent.
  toForm: (value) => (value === undefined ? null : (value ?? "")),
  toPayload: (value) => value ?? undefined,
};

const definition = defineSettings({
  subject: "setting",
  paths: { find: "setting/find", save: "setting/address" },
  fields: {
    email: emailField("settings.address.email"),
    phone: optionalText("settings.address.phone", 40),
    // An extension of the reference server (server/docs/content-area.md); a backend without it ignores it.
    vat_number: optionalText("settings.address.vat", 40),
    address_1: { ...text("settings.address.address1", { required: true }), aliases: ["address 1"] },
    address_2: { ...optionalText("settings.address.address2", 255), aliases: ["address 2"] },
    city: text("settings.address.city", { required: true }),
    state: text("settings.address.state", { required: true }),
    // The zip's limits are the server's to say (its message lands beside the field).
    zip: text("settings.address.zip", { required: true }),
    country: text("settings.address.country", { required: true }),
    time_zone: timeZoneField,
  },
});

/**
 * Saving may change the shop's clock and what invoices print: the profile (where schedules, day
 * filters and the invoice read the zone and the shop's data) is read again. A backend that answered no
 * `time_zone` does not offer it: none is sent there.
 */
export const addressSettings: typeof definition = {
  ...definition,
  save: async (values) => {
    const saved = await definition.save(values);
    await refreshProfile().catch(() => undefined);
    return saved;
  },
};
type AddressSettings = SettingsRecordOf<typeof definition.fields>;

export async function loadAddressLookups(): Promise<{ countries: Country[] }> {
  return { countries: await loadCountries() };
}

/** The zones this browser knows (IANA names), for the shop's time zone. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [browserZone() ?? "UTC"];
  }
}

const THIRD = { base: 12, sm: 4 } as const;

export function AddressSettingsForm({ record, lookups }: { record: AddressSettings; lookups: { countries: Country[] } }) {
  const { t, i18n } = useTranslation();
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([isLanguage(i18n.language) ? formatLocaleOf(i18n.language) : "it-IT"], { type: "region" });
    const named = lookups.countries.map((c) => {
      try {
        return names.of(c.code) ?? c.name;
      } catch {
        return c.name;
      }
    });
    return [...new Set(named)].sort((a, b) => a.localeCompare(b, i18n.language));
  }, [lookups.countries, i18n.language]);
  const zones = useMemo(() => timeZones(), []);
  return (
    <SettingsForm settings={addressSettings} record={record}>
      {(form) => (
        <Grid>
          <Grid.Col span={12}>
            <Title order={2} size="h4">
              {t("settings.address.contact")}
            </Title>
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.address.email")} type="email" required autoComplete="off" {...form.text("email")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.address.phone")} type="tel" autoComplete="off" {...form.text("phone")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput
              label={t("settings.address.vat")}
              description={t("settings.address.vatHint")}
              autoComplete="off"
              {...form.text("vat_number")}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Title order={2} size="h4">
              {t("settings.address.address")}
            </Title>
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.address.address1")} required autoComplete="off" {...form.text("address_1")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={t("settings.address.address2")} autoComplete="off" {...form.text("address_2")} />
          </Grid.Col>
          <Grid.Col span={THIRD}>
            <TextInput label={t("settings.address.city")} required autoComplete="off" {...form.text("city")} />
          </Grid.Col>
          <Grid.Col span={THIRD}>
            <TextInput label={t("settings.address.state")} required autoComplete="off" {...form.text("state")} />
          </Grid.Col>
          <Grid.Col span={THIRD}>
            <TextInput label={t("settings.address.zip")} required autoComplete="off" {...form.text("zip")} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <Autocomplete
              label={t("settings.address.country")}
              description={t("settings.address.countryHint")}
              required
              autoComplete="off"
              data={countryNames}
              limit={20}
              name="country"
              value={form.values.country}
              onChange={(value) => form.set("country", value)}
              error={form.error("country")}
            />
          </Grid.Col>
          {form.values.time_zone !== null && (
            <Grid.Col span={HALF}>
              <Select
                label={t("settings.address.timeZone")}
                description={t("settings.address.timeZoneHint")}
                placeholder={t("settings.address.timeZonePlaceholder", { zone: browserZone() ?? "UTC" })}
                searchable
                clearable
                // A stored zone this browser does not list still shows.
                data={form.values.time_zone && !zones.includes(form.values.time_zone) ? [form.values.time_zone, ...zones] : zones}
                limit={50}
                name="time_zone"
                value={form.values.time_zone || null}
                onChange={(value) => form.set("time_zone", value ?? "")}
                error={form.error("time_zone")}
              />
            </Grid.Col>
          )}
        </Grid>
      )}
    </SettingsForm>
  );
}
