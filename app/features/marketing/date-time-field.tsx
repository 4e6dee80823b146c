import type { TranslationKey } from "~/i18n/keys";
import "dayjs/locale/de";
import "dayjs/locale/fr";
import "dayjs/locale/it";
import * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import { browserZone, chosenShopZone, instantOfWall, shopZone, wallClockIn } from "~/i18n/shop-zone";
import { DateTimeField } from "~/ui/inputs/date-time";
import { textOf, type Field, type Span } from "~/ui/resource/fields";

/*
 * A start or end time: the API stores `YYYY-MM-DD HH:MM:SS` in UTC; the form holds the wall clock
 * time of the shop (a voucher "from 1 December" starts at the shop's midnight; the
 * browser's clock without a shop zone), the picker's `YYYY-MM-DD HH:mm:ss`, and sends the instant as
 * ISO UTC, so the server and the shop agree whatever the user's zone. The picker's month and day
 * names follow the user's language (dayjs's it, fr and de locales are loaded here, beside the only
 * picker of dates).
 */

/** The stored UTC time as the shop's wall clock time ("" for none). */
export function utcToWall(value: string | null | undefined, zone = shopZone()): string {
  if (!value) return "";
  const date = new Date(/Z|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? "" : wallClockIn(date, zone);
}

/** The shop's wall clock time as an ISO UTC instant (null for none). */
export function wallToIso(value: string, zone = shopZone()): string | null {
  if (!value) return null;
  return instantOfWall(value, zone)?.toISOString() ?? null;
}

/** "Shop time: Europe/Rome", or the browser's zone where the shop has none. */
export function ZoneHint() {
  const { t } = useTranslation();
  const shop = chosenShopZone();
  return shop ? t("marketing.shopZoneHint", { zone: shop }) : t("marketing.zoneHint", { zone: browserZone() ?? "UTC" });
}

export function dateTimeField(label: TranslationKey, options: { required?: boolean; span?: Span } = {}): Field<string | null, string> {
  return {
    api: z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((v) => v ?? null),
    ),
    label,
    toForm: (value) => utcToWall(value),
    toPayload: (value) => wallToIso(value),
    rule: options.required ? z.string().check(z.minLength(1, "validation.required")) : undefined,
    span: options.span,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      return (
        <DateTimeField
          label={shown}
          name={name}
          required={options.required}
          description={<ZoneHint />}
          // The clear button is an icon: its name says what it clears.
          clearButtonProps={{ "aria-label": t("marketing.clearDate", { field: shown }) }}
          value={textOf(form.values[name]) || null}
          onChange={(value) => form.set(name, value ?? "")}
          error={form.error(name)}
        />
      );
    },
  };
}
