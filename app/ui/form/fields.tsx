import { Grid, NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { runtimeKey, type TranslationKey } from "~/i18n/keys";
import type { FormApi } from "./form-engine";
import type { Span } from "./spans";

/*
 * A form's inputs bound to the form engine: each takes the form and the field's name and fills the
 * name, value, change, message, label and (text inputs) read-only state itself, so a form states only
 * what differs: a hint, the kind of input and its own props. The label is the one the form's `fields`
 * give the name (the words its messages use too), unless the form says another. With `span` the
 * input stands in a grid cell of that width (the forms lay their fields out on a Mantine Grid).
 *
 * The heavier inputs have modules of their own (textarea-field.tsx, select-field.tsx), so a form
 * loads only the inputs it shows.
 */

type Key<V> = keyof V & string;

/** What every bound input takes. */
export interface BoundField<V> {
  form: FormApi<V>;
  name: Key<V>;
  /** The label's i18n key, when it is not the one the form's fields give this name. */
  label?: TranslationKey;
  /** The hint under the label (an i18n key). */
  description?: TranslationKey;
  /** The grid cell's width; without it the input stands alone. */
  span?: Span;
}

/** The props the binding fills, which a form does not give (`form` here is the engine's, not the HTML attribute). */
export type Filled = "form" | "name" | "value" | "defaultValue" | "onChange" | "error" | "label" | "description" | "readOnly";

/** The input, in a grid cell of `span` when there is one. */
export function InCell({ span, children }: { span: Span | undefined; children: ReactNode }) {
  return span === undefined ? children : <Grid.Col span={span}>{children}</Grid.Col>;
}

/** The field's label and hint, said in the user's language. */
export function useFieldWords<V>({ form, name, label, description }: BoundField<V>) {
  const { t } = useTranslation();
  return { label: t(label ?? form.label(name) ?? runtimeKey(name)), description: description ? t(description) : undefined };
}

export type TextFieldProps<V> = BoundField<V> & Omit<TextInputProps, Filled>;

/** A one-line text input (also e-mail, URL, phone: `type`). */
export function TextField<V>(props: TextFieldProps<V>) {
  const { form, name, label: _label, description: _description, span, ...input } = props;
  return (
    <InCell span={span}>
      <TextInput {...useFieldWords(props)} {...input} readOnly={form.readOnly} {...form.text(name)} />
    </InCell>
  );
}

export type NativeSelectFieldProps<V> = BoundField<V> & Omit<NativeSelectProps, Filled>;

/** The browser's own select over a short, fixed list (a read-only form's disabled fieldset holds it). */
export function NativeSelectField<V>(props: NativeSelectFieldProps<V>) {
  const { form, name, label: _label, description: _description, span, ...input } = props;
  return (
    <InCell span={span}>
      <NativeSelect {...useFieldWords(props)} {...input} {...form.text(name)} />
    </InCell>
  );
}
