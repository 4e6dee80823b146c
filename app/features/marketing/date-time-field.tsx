import type { TranslationKey } from "~/i18n/keys";
import "dayjs/locale/de";
import "dayjs/locale/fr";
import "dayjs/locale/it";
import dayjs from "dayjs";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { timeZone } from "~/api/resource";
import { DateTimeField } from "~/ui/inputs/date-time";
import { textOf, type Field, type Span } from "~/ui/resource/fields";

/*
 * A start or end time: the API stores `YYYY-MM-DD HH:MM:SS` in UTC; the form holds the user's wall
 * clock time (the picker's `YYYY-MM-DD HH:mm:ss`) and sends the instant as ISO UTC, so the server
 * and the user agree whatever the user's time zone. The picker's month and day names follow the
 * user's language (dayjs's it, fr and de locales are loaded here, beside the only picker of dates).
 */

const WALL = "YYYY-MM-DD HH:mm:ss";

/** The stored UTC time as the user's wall clock time ("" for none). */
export function utcToWall(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(/Z|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? "" : dayjs(date).format(WALL);
}

/** The user's wall clock time as an ISO UTC instant (null for none). */
export function wallToIso(value: string): string | null {
  if (!value) return null;
  const date = dayjs(value, WALL);
  return date.isValid() ? date.toDate().toISOString() : null;
}

export function dateTimeField(label: TranslationKey, options: { required?: boolean; span?: Span } = {}): Field<string | null, string> {
  return {
    api: z
      .string()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    label,
    toForm: utcToWall,
    toPayload: wallToIso,
    rule: options.required ? z.string().min(1, "validation.required") : undefined,
    span: options.span,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      return (
        <DateTimeField
          label={shown}
          name={name}
          required={options.required}
          description={t("marketing.zoneHint", { zone: timeZone() ?? "UTC" })}
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
