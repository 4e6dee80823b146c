import { TextInput, type Textarea } from "@mantine/core";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { flag, numberOrZero, text as textApi } from "~/api/resource";
import type { EditForm } from "../edit-page/edit-page";
import { textOf } from "../edit-page/text-of";

export { textOf };
import { rules, slugify } from "../edit-page/rules";
import type { AsyncOption } from "../inputs/async-select";
import { FlagSelect } from "../inputs/flag-select";
import type { RecordPicker } from "../inputs/record-picker";
import { SlugInput } from "../inputs/slug-input";
import { slugFollowsTitle } from "./slug-rule";
import type { TranslationKey } from "~/i18n/keys";
import { HALF, type Span } from "../form/spans";

// The spans are the form layout's (ui/form/spans.ts); the field builders' callers read them here too.
export { HALF, THIRD, type Span } from "../form/spans";

/**
 * The fields of a resource: each says how its API value parses, what the form holds for it, what
 * the API receives back, how it is checked and how it is entered. A resource's record type, its form
 * values, its payload and its validation all come from its fields, so they are written once.
 */

/**
 * The inputs that bring more code than a text box: the record picker (Mantine's Select, Combobox and
 * floating-ui) and the autosizing Textarea. A list describes its resource with these same fields, and
 * must not load a form's inputs with them (the products list's fresh load), so this module imports
 * their types only: the form that renders the fields' inputs (resource-form.tsx) hands them to each
 * input in its props.
 */
export interface FormInputs {
  RecordPicker: typeof RecordPicker;
  Textarea: typeof Textarea;
}

/** A form's values by field name (what the generic inputs see). */
export type FormValues = Record<string, unknown>;

export interface FieldInputProps {
  form: EditForm<FormValues>;
  name: string;
  /** The field's label, translated. */
  label: string;
  /** The heavier inputs, from the form that renders this one. */
  inputs: FormInputs;
}

export interface Field<A, V> {
  /** Parses the API's value under the field's name. */
  api: z.ZodMiniType<A>;
  /** i18n key of the label (the form's, the list header's, the one in messages). */
  label: TranslationKey;
  /** The form's value for the API's (`undefined` on a new record). */
  toForm(value: A | undefined): V;
  /** What the API receives; absent = never sent with the form (an image uploads on its own). */
  toPayload?(value: V): unknown;
  /** The client's check before sending (messages are i18n keys). */
  rule?: z.ZodMiniType;
  /** Other attribute names the server's messages use for it. */
  aliases?: readonly string[];
  /** Its input in the generic form; absent = the screen's own layout places it. */
  Input?(props: FieldInputProps): ReactElement;
  /** Its width in the generic form's grid (default the whole row). */
  span?: Span;
  /** The record's image: uploaded on its own (`<group>/upload/{id?}`) and shown beside the form. */
  upload?: {
    /** Other form values the upload must carry (the API validates them with the image). */
    fields?(values: FormValues, creating: boolean): Record<string, string | undefined>;
  };
}

/** Any field (methods keep the value types assignable, so one map can hold fields of every kind). */
export type AnyField = Field<unknown, unknown>;

const valueOf = (form: EditForm<FormValues>, name: string) => textOf(form.values[name]);

interface TextOptions {
  required?: boolean;
  /** i18n key of a hint under the input. */
  hint?: TranslationKey;
  /** A textarea that grows with its text. */
  multiline?: boolean;
  span?: Span;
}

/** Text, trimmed when sent. */
export function text(label: TranslationKey, options: TextOptions = {}): Field<string, string> {
  const { required, hint, multiline, span } = options;
  return {
    api: textApi,
    label,
    toForm: (value) => value ?? "",
    toPayload: (value) => value.trim(),
    rule: required ? rules.required() : undefined,
    span,
    Input({ form, name, label: shown, inputs: { Textarea } }) {
      const { t } = useTranslation();
      const props = { label: shown, required, description: hint ? t(hint) : undefined, ...form.text(name) };
      if (!multiline) return <TextInput {...props} />;
      return <Textarea autosize minRows={3} {...props} />;
    },
  };
}

/**
 * The record's title: required, and on a new record, while the slug still follows it (the user has
 * not written one), typing it fills the slug. A saved record's slug never follows it: renaming must
 * not move the storefront address (slug-rule.ts). The original did this only in English (quirk).
 */
export function title(label: TranslationKey, options: { span?: Span } = {}): Field<string, string> {
  return {
    ...text(label, { required: true }),
    span: options.span ?? HALF,
    Input({ form, name, label: shown }) {
      const follow = (value: string) => {
        const slug = form.values.slug;
        if (typeof slug !== "string" || form.readOnly || !slugFollowsTitle(form.creating, slug, valueOf(form, name))) form.set(name, value);
        else form.setMany({ [name]: value, slug: slugify(value) });
      };
      return <TextInput label={shown} required {...form.text(name)} onChange={(event) => follow(event.currentTarget.value)} />;
    },
  };
}

/**
 * A URL slug: lower-case words joined by dashes; optional ones the server makes from the title. A
 * saved record's slug is changed only after a question (SlugInput).
 */
export function slug(
  label: TranslationKey,
  options: { required?: boolean; hint?: TranslationKey; span?: Span } = {},
): Field<string, string> {
  const required = options.required ?? true;
  return {
    ...text(label, { required, hint: options.hint }),
    rule: required ? rules.slug() : rules.optionalSlug(),
    span: options.span ?? HALF,
    Input({ form, name, label: shown }) {
      const { t } = useTranslation();
      return (
        <SlugInput
          label={shown}
          required={required}
          description={options.hint ? t(options.hint) : undefined}
          {...form.text(name)}
          existing={!form.creating}
          dirty={form.dirty}
          readOnly={form.readOnly}
        />
      );
    },
  };
}

/** Yes/no or public/private: the API's 1/2, held as "1"/"2". */
export function flagField(
  label: TranslationKey,
  kind: "status" | "yesNo",
  options: { initial?: "1" | "2"; span?: Span } = {},
): Field<number, string> {
  const initial = options.initial ?? "2";
  return {
    api: flag,
    label,
    // A new record starts at `initial`; a stored value other than 1 counts as 2 (no, private).
    toForm: (value) => (value === undefined ? initial : value === 1 ? "1" : "2"),
    toPayload: (value) => Number(value),
    span: options.span ?? HALF,
    Input({ form, name, label: shown }) {
      return (
        <FlagSelect
          label={shown}
          kind={kind}
          name={name}
          value={valueOf(form, name)}
          error={form.error(name)}
          onChange={(value) => form.set(name, value)}
        />
      );
    },
  };
}

/** The record's image (its path on the server); uploaded on its own, never with the form. */
export function image(
  label: TranslationKey,
  options: { uploadFields?: (values: FormValues, creating: boolean) => Record<string, string | undefined> } = {},
): Field<string | null | undefined, string> {
  return {
    api: z.optional(z.nullable(z.string())),
    label,
    toForm: (value) => value ?? "",
    // The server validates the uploaded file as `photo`: its errors belong here.
    aliases: ["photo"],
    upload: { fields: options.uploadFields },
  };
}

interface RecordOptions {
  /** Options matching the typed text. */
  search: (q: string) => Promise<AsyncOption[]>;
  /** The option of a saved id, so its name shows. */
  find: (id: string) => Promise<AsyncOption | null>;
  required?: boolean;
  /** i18n key shown when none is picked. */
  placeholder?: TranslationKey;
  /** The record may not point at itself (a category as its own parent). */
  notSelf?: boolean;
  span?: Span;
}

/** Another record, picked by searching; the API holds its id (0 or null = none). */
export function recordRef(label: TranslationKey, options: RecordOptions): Field<number, string> {
  return {
    api: numberOrZero,
    label,
    toForm: (value) => (value && value > 0 ? String(value) : ""),
    toPayload: (value) => Number(value || 0),
    rule: options.required ? rules.requiredId() : undefined,
    span: options.span,
    Input({ form, name, label: shown, inputs: { RecordPicker } }) {
      const { t } = useTranslation();
      return (
        <RecordPicker
          label={shown}
          required={options.required}
          placeholder={options.placeholder ? t(options.placeholder) : undefined}
          value={valueOf(form, name)}
          onChange={(id) => form.set(name, id)}
          search={options.search}
          find={options.find}
          exclude={options.notSelf && form.recordId !== undefined ? [String(form.recordId)] : undefined}
          error={form.error(name)}
        />
      );
    },
  };
}
