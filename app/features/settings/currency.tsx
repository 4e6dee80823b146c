import { Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { currencies, decimalFormats, type CurrencyOption, type DecimalFormatOption } from "~/api/settings/resources";
import { refreshProfile } from "~/session/auth-service";
import { getProfile, subscribeSession } from "~/session/session-store";
import { formatPrice } from "~/ui/inputs/price-input";
import { text } from "~/ui/resource/fields";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { defineSettings, type SettingsRecordOf } from "~/ui/settings-form/settings";
import { looseTextField, numberChoiceField } from "./miscellaneous-fields";
import { NativeSelectField, TextField } from "~/ui/form/fields";
import { SelectField } from "~/ui/form/select-field";
import { HALF, QUARTER } from "~/ui/form/spans";

/**
 * /setting/currency (admin-screens §10.1): the shop's currency, its symbol (the currency's native
 * one when picked, editable), before or after the amount, and the number format prices are written
 * in. A live example shows a price as the storefront will; after a save the profile is read again,
 * so the panel's own prices (formatPrice) use the new currency at once, without a reload.
 */

const POSITIONS = ["1", "2"] as const;
const EXAMPLE_PRICE = 12345.5;

const definition = defineSettings({
  subject: "setting",
  paths: { find: "setting/find", save: "setting/currency" },
  fields: {
    currency: {
      ...text("settings.currency.currency", { required: true }),
      rule: z.string().check(z.trim(), z.minLength(1, "validation.required")),
    },
    currency_icon: { ...text("settings.currency.symbol", { required: true }), aliases: ["currency icon"] },
    currency_position: numberChoiceField("settings.currency.position", POSITIONS),
    decimal_format: { ...looseTextField("settings.currency.decimalFormat"), aliases: ["decimal format"] },
  },
});

/** Saving changes how the panel writes prices: the profile (where formatPrice reads them) is read again. */
export const currencySettings: typeof definition = {
  ...definition,
  save: async (values) => {
    const saved = await definition.save(values);
    await refreshProfile().catch(() => undefined);
    return saved;
  },
};
type CurrencySettings = SettingsRecordOf<typeof currencySettings.fields>;

export interface CurrencyLookups {
  currencies: CurrencyOption[];
  decimalFormats: DecimalFormatOption[];
}

export async function loadCurrencyLookups(): Promise<CurrencyLookups> {
  const [found, formats] = await Promise.all([currencies(), decimalFormats()]);
  return { currencies: found, decimalFormats: formats };
}

/** A price as the storefront writes it: the format's digits, the symbol before or after. */
export function storefrontPrice(amount: number, options: { locale: string; symbol: string; before: boolean; digits: number }): string {
  let written: string;
  try {
    written = new Intl.NumberFormat(options.locale || "en-US", {
      minimumFractionDigits: options.digits,
      maximumFractionDigits: options.digits,
    }).format(amount);
  } catch {
    written = amount.toFixed(options.digits);
  }
  return options.before ? `${options.symbol}${written}` : `${written} ${options.symbol}`;
}

export function CurrencySettingsForm({ record, lookups }: { record: CurrencySettings; lookups: CurrencyLookups }) {
  const { t, i18n } = useTranslation();
  // Re-rendered when the profile changes (after a save), so "in this panel" follows it.
  useSyncExternalStore(subscribeSession, getProfile, () => null);
  const currencyData = useMemo(
    () => lookups.currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name} (${c.symbol})` })),
    [lookups.currencies],
  );
  const formatData = useMemo(
    () => lookups.decimalFormats.map((f) => ({ value: f.code, label: `${f.name} (${f.code}) · ${f.example}` })),
    [lookups.decimalFormats],
  );
  const positions = POSITIONS.map((value) => ({ value, label: t(`settings.currency.positions.${value}`) }));
  return (
    <SettingsForm settings={currencySettings} record={record}>
      {(form) => {
        const picked = lookups.currencies.find((c) => c.code === form.values.currency);
        const example = storefrontPrice(EXAMPLE_PRICE, {
          locale: form.values.decimal_format,
          symbol: form.values.currency_icon || form.values.currency,
          before: form.values.currency_position !== "2",
          digits: picked?.decimal_digits ?? 2,
        });
        return (
          <Grid>
            <SelectField
              form={form}
              name="currency"
              span={HALF}
              required
              searchable
              allowDeselect={false}
              nothingFoundMessage={t("settings.currency.nothingFound")}
              data={currencyData}
              keepUnlisted
              onPick={(code) => {
                const found = lookups.currencies.find((c) => c.code === code);
                form.set("currency", code);
                if (found) form.set("currency_icon", found.symbol);
              }}
            />
            <TextField
              form={form}
              name="currency_icon"
              span={QUARTER}
              description="settings.currency.symbolHint"
              required
              autoComplete="off"
            />
            <NativeSelectField form={form} name="currency_position" span={QUARTER} required data={positions} />
            <SelectField
              form={form}
              name="decimal_format"
              span={12}
              description="settings.currency.decimalFormatHint"
              searchable
              clearable
              nothingFoundMessage={t("settings.currency.nothingFound")}
              data={formatData}
              keepUnlisted
            />
            <Grid.Col span={12}>
              <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
                <Stack gap={4}>
                  <Title order={2} size="h5">
                    {t("settings.currency.example")}
                  </Title>
                  <Text size="xl" fw={700} data-testid="currency-example" aria-live="polite">
                    {example}
                  </Text>
                  <Text size="sm" data-testid="currency-panel-example">
                    {t("settings.currency.panelExample", { price: formatPrice(EXAMPLE_PRICE, i18n.language) })}
                  </Text>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        );
      }}
    </SettingsForm>
  );
}
