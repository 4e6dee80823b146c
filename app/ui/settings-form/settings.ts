import * as z from "zod/mini";
import { text } from "~/api/resource";
import { settingsApi, type SettingsApi } from "~/api/settings/record";
import { fieldsStoredToForm } from "../history/restore";
import type { AnyField, Field } from "../resource/fields";
import type { Fields, ValuesOf } from "../resource/resource";
import type { SettingsModel } from "./settings-form";
import type { TranslationKey } from "~/i18n/keys";

/**
 * One description per settings panel, from the same field map as a resource (ui/resource/fields):
 * each field's API schema, form value, payload and check. From it come the record's type, the API
 * calls, the form's values, the payload and the client's rules, written once.
 */

/** The record as the panel's `find` answers it. */
export type SettingsRecordOf<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer A, unknown> ? A : never };

/**
 * A write-only secret (a password, an API key): the API answers a mask or "", the form starts
 * empty, and what is sent is what was typed (the form sends the mask back for one left alone).
 */
export interface SecretField extends Field<string, string> {
  secret: true;
}

export function secret(label: TranslationKey): SecretField {
  return { api: text, label, toForm: () => "", toPayload: (value) => value, secret: true };
}

const isSecret = (field: AnyField): boolean => (field as Partial<SecretField>).secret === true;

export interface SettingsSpec<F extends Fields> {
  /** Permission subject: `view` opens the panel, `edit` saves it. */
  subject: string;
  /** The panel's two endpoints (`setting/smtp-find`, `setting/smtp-action`). */
  paths: { find: string; save: string };
  fields: F;
  /** Business messages of the server (lower case, no full stop) → the field they belong to. */
  knownMessages?: Record<string, string>;
}

export interface Settings<F extends Fields> extends SettingsModel<SettingsRecordOf<F>, ValuesOf<F>> {
  fields: F;
  api: SettingsApi<SettingsRecordOf<F>, Record<string, unknown>>;
}

export function defineSettings<F extends Fields>(spec: SettingsSpec<F>): Settings<F> {
  type R = SettingsRecordOf<F>;
  type V = ValuesOf<F>;
  const fields = Object.entries(spec.fields);
  const map = <T>(pick: (name: string, field: AnyField) => [string, T] | null) =>
    Object.fromEntries(fields.map(([name, field]) => pick(name, field)).filter((entry): entry is [string, T] => entry !== null));

  const record = z.object(map((name, field) => [name, field.api])) as unknown as z.ZodMiniType<R>;
  const api = settingsApi<R, Record<string, unknown>>(spec.paths, record);
  const rules = z.object(map((name, field) => (field.rule ? [name, field.rule] : null)));
  const toPayload = (values: V) =>
    map((name, field) => (field.toPayload ? [name, field.toPayload((values as Record<string, unknown>)[name])] : null));

  return {
    fields: spec.fields,
    api,
    toValues: (saved) => map((name, field) => [name, field.toForm((saved as Record<string, unknown>)[name])]) as V,
    save: (values, options) => api.save(toPayload(values), options),
    reload: () => api.find(),
    storedToForm: fieldsStoredToForm(spec.fields),
    // `setting/smtp-find` → `smtp`: the panel's name among its subject's.
    presenceKey:
      spec.paths.find
        .split("/")
        .pop()
        ?.replace(/-?find$/, "") || spec.subject,
    description: {
      subject: spec.subject,
      fields: fields.map(([name, field]) => ({ name, label: field.label, aliases: field.aliases })),
      schema: rules,
      knownMessages: spec.knownMessages,
      secrets: fields.filter(([, field]) => isSecret(field)).map(([name]) => name),
    },
  };
}
