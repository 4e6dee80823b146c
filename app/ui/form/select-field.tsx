import { Select, type SelectProps } from "@mantine/core";
import { InCell, useFieldWords, type BoundField, type Filled } from "./fields";

/** A select's choice. */
export interface Choice {
  value: string;
  label: string;
}

export type SelectFieldProps<V> = BoundField<V> &
  Omit<SelectProps, Filled | "data"> & {
    data: readonly Choice[];
    /** A stored value the list does not know stays shown as it is (a code the lookups lack), not emptied. */
    keepUnlisted?: boolean;
    /** Instead of setting the field: what else a pick changes ("" when cleared). */
    onPick?: (value: string) => void;
  };

/** The choices, with a stored value they lack first, as it is. */
export function withUnlisted(data: readonly Choice[], value: string): Choice[] {
  return value && !data.some((choice) => choice.value === value) ? [{ value, label: value }, ...data] : [...data];
}

/**
 * A select bound to the form engine like the inputs of fields.tsx; its field holds the picked value
 * as text ("" for none). A read-only form's disabled fieldset holds it (a readOnly Select would also
 * hide its clear button).
 */
export function SelectField<V>(props: SelectFieldProps<V>) {
  const { form, name, label: _label, description: _description, span, data, keepUnlisted, onPick, ...input } = props;
  const stored = form.values[name];
  const value = typeof stored === "string" ? stored : "";
  const pick = onPick ?? ((picked: string) => form.set(name, picked as V[typeof name]));
  return (
    <InCell span={span}>
      <Select
        {...useFieldWords(props)}
        {...input}
        data={keepUnlisted ? withUnlisted(data, value) : [...data]}
        name={name}
        value={value || null}
        error={form.error(name)}
        onChange={(picked) => pick(picked ?? "")}
      />
    </InCell>
  );
}
