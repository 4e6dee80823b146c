import { NativeSelect, NumberInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { formatLocaleOf } from "~/i18n/dates";
import type { TranslationKey } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { rules } from "~/ui/edit-page/rules";
import { formatPrice, PriceInput } from "~/ui/inputs/price-input";
import { textOf, type Field, type FormValues, type Span } from "~/ui/resource/fields";
import type { EditForm } from "~/ui/edit-page/edit-page";

/*
 * The fields the marketing and rules records share (tax rules, vouchers, bundle deals…): numbers,
 * a price that is a percentage or an amount by the record's `type`, and a fixed choice. Each is a
 * toolkit field (app/ui/resource/fields.tsx), so the form, the payload and the checks come from it.
 */

/** The price types of tax rules and vouchers (contract 5.37, 5.38): 1 flat amount, 2 percent. */
export const FLAT = "1";
export const PERCENT = "2";

/** A number typed in a box: what Mantine's NumberInput holds ("" while empty). */
export type NumberValue = number | string;

const numberProps = (form: EditForm<FormValues>, name: string) => ({
  name,
  value: typeof form.values[name] === "number" ? form.values[name] : textOf(form.values[name]),
  onChange: (value: NumberValue) => form.set(name, value),
  error: form.error(name),
});

/** A number that must be given; whether its value is allowed is the server's to say (its message shows beside the field). */
export const filledNumber = () =>
  z.union([z.string(), z.number(), z.null()]).check(z.refine((v) => v !== null && v !== "", "validation.required"));

interface NumberOptions {
  rule?: z.ZodMiniType;
  required?: boolean;
  /** Whole numbers only (counts, days). */
  integer?: boolean;
  span?: Span;
  /** i18n key of a hint under the input. */
  hint?: TranslationKey;
  /** What the API holds for an empty box (default 0; `null` where empty means "none"). */
  empty?: 0 | null;
}

/** A plain number (a count, days, a limit); empty shows as an empty box. */
export function numberField(label: TranslationKey, options: NumberOptions = {}): Field<number | null, NumberValue> {
  const empty = options.empty === undefined ? 0 : options.empty;
  return {
    api: z.pipe(
      z.optional(z.nullable(z.coerce.number())),
      z.transform((v) => v ?? null),
    ),
    label,
    toForm: (value) => (value === null || value === undefined || (empty === 0 && value === 0) ? "" : value),
    toPayload: (value) => (value === "" || value === null ? empty : Number(value)),
    rule: options.rule ?? (options.required ? rules.positive() : rules.nonNegative()),
    span: options.span,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      return (
        <NumberInput
          label={shown}
          required={options.required}
          description={options.hint ? t(options.hint) : undefined}
          min={0}
          allowNegative={false}
          allowDecimal={!options.integer}
          {...numberProps(form, name)}
        />
      );
    },
  };
}

/** An amount in the shop's currency. */
export function moneyField(label: TranslationKey, options: Omit<NumberOptions, "integer"> = {}): Field<number | null, NumberValue> {
  const base = numberField(label, options);
  return {
    ...base,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      return (
        <PriceInput
          label={shown}
          required={options.required}
          description={options.hint ? t(options.hint) : undefined}
          {...numberProps(form, name)}
        />
      );
    },
  };
}

/**
 * The price of a record with a price type (`typeField`): a percentage 0–100 when the type is
 * percent, else an amount in the shop's currency. The input changes with the type.
 */
export function typedPriceField(
  label: TranslationKey,
  options: { typeField?: string; span?: Span } = {},
): Field<number | null, NumberValue> {
  const typeField = options.typeField ?? "type";
  const base = numberField(label, { required: true, span: options.span });
  return {
    ...base,
    Input({ form, name, label: shown }) {
      const percent = textOf(form.values[typeField]) === PERCENT;
      const props = { label: shown, required: true, ...numberProps(form, name) };
      return percent ? (
        // No maximum here: the server's "must not be greater than 100" shows beside the field.
        <NumberInput {...props} min={0} allowNegative={false} decimalScale={2} suffix=" %" hideControls />
      ) : (
        <PriceInput {...props} />
      );
    },
  };
}

export interface Choice {
  value: string;
  /** i18n key of its label. */
  label: TranslationKey;
}

/** One of a fixed set of values (the API's numbers, held as strings). */
export function choiceField(
  label: TranslationKey,
  choices: readonly Choice[],
  options: { initial?: string; span?: Span } = {},
): Field<number, string> {
  const initial = options.initial ?? choices[0].value;
  return {
    api: z.coerce.number(),
    label,
    toForm: (value) => (value === undefined ? initial : String(value)),
    toPayload: (value) => Number(value),
    span: options.span,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      return (
        <NativeSelect
          label={shown}
          name={name}
          data={choices.map((c) => ({ value: c.value, label: t(c.label) }))}
          value={textOf(form.values[name])}
          error={form.error(name)}
          onChange={(event) => form.set(name, event.currentTarget.value)}
        />
      );
    },
  };
}

/** Flat / Percent, the price type of tax rules and vouchers. */
export const priceTypeField = (label: TranslationKey, span?: Span) =>
  choiceField(
    label,
    [
      { value: FLAT, label: "marketing.priceType.flat" },
      { value: PERCENT, label: "marketing.priceType.percent" },
    ],
    { span },
  );

/** A price as the lists show it: "10 %" for a percentage, the amount in the shop's currency else. */
export function typedPrice(price: number, type: number, language: string): string {
  if (String(type) !== PERCENT) return formatPrice(price, language);
  const locale = isLanguage(language) ? formatLocaleOf(language) : "it-IT";
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(price)} %`;
}
