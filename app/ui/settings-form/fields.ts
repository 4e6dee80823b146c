import * as z from "zod/mini";
import { text } from "~/api/resource";
import type { Field } from "../resource/fields";
import type { TranslationKey } from "~/i18n/keys";

/**
 * Field kinds settings panels need beside the resource ones (ui/resource/fields): an e-mail
 * address, a whole number in a range, one of fixed choices. Their values are text in the form,
 * as the inputs hold them; the screen lays out the inputs itself.
 */

const required = "validation.required";

/** A value the API sends as text or as a number (or not at all), held as text: "" when unset. */
export const textOrNumber = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value) => (value === null || value === undefined ? "" : String(value))),
);

/** An e-mail address, trimmed. */
export function emailField(label: TranslationKey): Field<string, string> {
  return {
    api: text,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => value.trim(),
    rule: emailRule(),
  };
}

/** The client's check of a required e-mail address (also for an action's recipient). */
export function emailRule() {
  return z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => z.email().safeParse(value).success, "validation.email"),
  );
}

/** A whole number from `min` to `max`, required; `message` is the i18n key saying so. */
export function integerField(label: TranslationKey, range: { min: number; max: number; message: TranslationKey }): Field<string, string> {
  return {
    // Stored as text by some backends ("587"), as a number by others.
    api: textOrNumber,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => Number(value),
    rule: z.string().check(
      z.trim(),
      z.minLength(1, required),
      z.refine((value) => /^\d+$/.test(value) && Number(value) >= range.min && Number(value) <= range.max, range.message),
    ),
  };
}

/** One of `choices`, required ("" until one is picked). */
export function choiceField(label: TranslationKey, choices: readonly [string, ...string[]]): Field<string, string> {
  return {
    api: text,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => value,
    rule: z.enum(choices, { message: required }),
  };
}
