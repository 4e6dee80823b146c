import { Textarea, type TextareaProps } from "@mantine/core";
import { InCell, useFieldWords, type BoundField, type Filled } from "./fields";

export type TextareaFieldProps<V> = BoundField<V> & Omit<TextareaProps, Filled>;

/** A text of several lines, bound to the form engine like the inputs of fields.tsx. */
export function TextareaField<V>(props: TextareaFieldProps<V>) {
  const { form, name, label: _label, description: _description, span, ...input } = props;
  return (
    <InCell span={span}>
      <Textarea {...useFieldWords(props)} {...input} readOnly={form.readOnly} {...form.text(name)} />
    </InCell>
  );
}
