import { useCallback, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { isApiError } from "~/api/errors";
import { runtimeKey, type TranslationKey } from "~/i18n/keys";
import { zodFieldErrors } from "../edit-page/rules";
import { mapServerErrors, serverMessageKind, type FieldRef } from "../edit-page/server-errors";
import { serverMessageText } from "../feedback/server-messages";

/** A field as the messages know it: its label and the names the server may give it. */
export interface FormField extends FieldRef {
  /** i18n key of its label (also used in messages: "Title is required"). */
  label: TranslationKey;
}

/** What a form shows after a failed check or save: a message per field, and the rest for the form. */
export interface FormErrors {
  fields: Record<string, string>;
  form: string[];
}

export type Translate = (message: string, field?: string) => string;

/**
 * Turns a message into the user's words: client rules give i18n keys (with {{field}} filled from
 * the field's label), the server's "required" sentences and the catalogue's known messages are said
 * in the user's language, and any other server sentence is shown as the server wrote it.
 */
export function useMessageTranslator(fields: readonly FormField[]): Translate {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string, name?: string) => {
      const field = name ? fields.find((f) => f.name === name) : undefined;
      const label = field ? t(field.label) : (name ?? "");
      const kind = serverMessageKind(message);
      if (kind === "required" && name) return t("validation.required", { field: label });
      if (kind === "slugTaken") return t("validation.slugTaken");
      // A client rule's key (validation.* always, a screen's own key when it exists).
      const isKey = message.startsWith("validation.") || i18n.exists(message);
      return isKey ? t(runtimeKey(message), { field: label }) : serverMessageText(message, t);
    },
    [fields, i18n, t],
  );
}

/** The client rules' verdict on `values`, or null when they pass (or there are none). */
export function clientErrors(schema: z.ZodMiniType<unknown> | undefined, values: unknown, translate: Translate): FormErrors | null {
  const checked = schema?.safeParse(values);
  if (!checked || checked.success) return null;
  const found = zodFieldErrors(checked.error);
  return { fields: Object.fromEntries(Object.entries(found).map(([name, message]) => [name, translate(message, name)])), form: [] };
}

/**
 * A rejected save or action: validation messages beside their fields (the rest for the form), or
 * null when the failure was not a validation (the caller then says so in a toast).
 */
export function serverErrors(
  error: unknown,
  fields: readonly FormField[],
  translate: Translate,
  known?: Record<string, string>,
): FormErrors | null {
  if (!isApiError(error) || !error.isValidation) return null;
  const mapped = mapServerErrors(error.fieldErrors, fields, known);
  const byField = Object.fromEntries(Object.entries(mapped.fields).map(([name, messages]) => [name, translate(messages[0], name)]));
  // A validation answer with no message at all still has the envelope's own.
  const form = mapped.form.length || Object.keys(byField).length ? mapped.form : [error.message];
  return { fields: byField, form: form.map((message) => translate(message)) };
}

/** Moves focus to the first invalid field inside `container`, or to `fallback` (the error summary). */
export function focusFirstError(container: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>): void {
  // After React has rendered the messages; read the refs then, as a summary that was empty has only now mounted.
  setTimeout(() => {
    const invalid = container.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (invalid ?? fallback.current)?.focus();
  }, 0);
}
