import { Grid, Stack, Textarea } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EditForm } from "../edit-page/edit-page";
import { RecordForm } from "../edit-page/record-form";
import { fieldsStoredToForm } from "../history/restore";
import { RecordPicker } from "../inputs/record-picker";
import type { AnyField, FormInputs, FormValues } from "./fields";
import { imageFieldOf, ResourceImage } from "./record-image";
import type { Fields, Resource, ValuesOf } from "./resource";

// The fields' inputs that a list must not load with the fields (fields.tsx): this form renders them.
const FORM_INPUTS: FormInputs = { RecordPicker, Textarea };

export interface ResourceFormProps<F extends Fields, R extends { id: number }, Row> {
  resource: Resource<F, R, Row>;
  /** The record being edited; null on the create page. */
  record: R | null;
  /** The form's body when the fields' own inputs in a grid are not enough (products, attributes). */
  children?: (form: EditForm<ValuesOf<F>>) => ReactNode;
  /** More beside the form, under the image (a product's gallery and video). */
  aside?: (form: EditForm<ValuesOf<F>>) => ReactNode;
  /** More under the form, above its Save, saved by it (a product's variants; see form-parts.ts). */
  after?: (form: EditForm<ValuesOf<F>>) => ReactNode;
}

/** Grid columns with the inputs of the named fields (of all with an input when `names` is absent). */
export function FieldCols<F extends Fields>({
  form,
  fields,
  names,
}: {
  form: EditForm<ValuesOf<F>>;
  fields: F;
  names?: readonly (keyof F & string)[];
}) {
  const { t } = useTranslation();
  const shown = (names ?? Object.keys(fields)).map((name): [string, AnyField] => [name, fields[name]]);
  // The inputs see the values by name; the screen's own body keeps their types.
  const loose = form as unknown as EditForm<FormValues>;
  return (
    <>
      {shown.map(([name, field]) =>
        field.Input ? (
          <Grid.Col key={name} span={field.span ?? 12}>
            <field.Input form={loose} name={name} label={t(field.label)} inputs={FORM_INPUTS} />
          </Grid.Col>
        ) : null,
      )}
    </>
  );
}

/**
 * The edit page of a resource's record: its fields' inputs (or the screen's own body), the image
 * beside them when the record has one, save through the resource's API.
 */
export function ResourceForm<F extends Fields, R extends { id: number }, Row>({
  resource,
  record,
  children,
  aside,
  after,
}: ResourceFormProps<F, R, Row>) {
  // A value restored from the record's history goes through its field, as a loaded record's does.
  const storedToForm = useMemo(() => fieldsStoredToForm(resource.fields), [resource.fields]);
  const side =
    imageFieldOf(resource.fields) || aside
      ? (form: EditForm<ValuesOf<F>>) => (
          <Stack gap="lg">
            <ResourceImage resource={resource} record={record} form={form} />
            {aside?.(form)}
          </Stack>
        )
      : undefined;
  return (
    <RecordForm
      record={record}
      description={resource.edit}
      toValues={resource.toValues}
      save={resource.save}
      reload={resource.api.find}
      aside={side}
      after={after}
      storedToForm={storedToForm}
    >
      {children ??
        ((form) => (
          <Grid>
            <FieldCols form={form} fields={resource.fields} />
          </Grid>
        ))}
    </RecordForm>
  );
}
