import * as z from "zod/mini";
import type { Field } from "~/ui/resource/fields";
import { textOrNumber } from "~/ui/settings-form/fields";
import type { TranslationKey } from "~/i18n/keys";

/*
 * Field kinds the settings panels of this folder share (beside ui/settings-form/fields): a 0/1 flag
 * held as a switch's boolean, and a numeric choice (`currency_position` 1/2) held as the select's text.
 */

/** A 0/1 flag of the API (`guest_checkout`, `enable_ga`): a switch in the form, 0/1 when sent. */
export function toggleField(label: TranslationKey): Field<number, boolean> {
  return {
    api: z.catch(z.coerce.number(), 0),
    label,
    toForm: (value) => Number(value) === 1,
    toPayload: (value) => (value ? 1 : 0),
  };
}

/** One of fixed numbers (1 Left · 2 Right), the select's text in the form, a number when sent. */
export function numberChoiceField(label: TranslationKey, choices: readonly [string, ...string[]]): Field<string, string> {
  return {
    api: textOrNumber,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => Number(value),
    rule: z.enum(choices, { message: "validation.required" }),
  };
}

/** Optional text that may come as a number or null (a code stored in an INTEGER column), "" when unset. */
export function looseTextField(label: TranslationKey, rule?: z.ZodMiniType): Field<string, string> {
  return {
    api: textOrNumber,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => value.trim(),
    rule,
  };
}
