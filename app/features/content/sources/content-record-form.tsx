import { Grid, Stack } from "@mantine/core";
import { useCallback, useMemo, type ReactNode } from "react";
import type { EditForm } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import { imageFieldOf, ResourceImage } from "~/ui/resource/record-image";
import { FieldCols } from "~/ui/resource/resource-form";
import type { Fields, Resource, ValuesOf } from "~/ui/resource/resource";
import type { Field } from "~/ui/resource/fields";
import type { TranslationKey } from "~/i18n/keys";
import * as z from "zod/mini";

export interface ContentRecordFormProps<F extends Fields, R extends { id: number }, Row> {
  resource: Resource<F, R, Row>;
  record: R | null;
  /** Values a new record starts with beyond the fields' defaults (its slot `type` from the URL). */
  preset?: Partial<ValuesOf<F>>;
  /** Where Save returns to (a tab of the list); default the list. */
  listPath?: string;
  /** Shown above the inputs (the slot the record fills). */
  intro?: (form: EditForm<ValuesOf<F>>) => ReactNode;
  /** The inputs; default every field with an input. */
  children?: (form: EditForm<ValuesOf<F>>) => ReactNode;
}

/**
 * The record form of the storefront content screens: the toolkit's record form with the image beside
 * it, where a new record takes its slot from the URL (`?type=`) and Save may return to a list's tab.
 */
export function ContentRecordForm<F extends Fields, R extends { id: number }, Row>({
  resource,
  record,
  preset,
  listPath,
  intro,
  children,
}: ContentRecordFormProps<F, R, Row>) {
  const presetKey = JSON.stringify(preset ?? {});
  const toValues = useCallback(
    (r: R | null) => (r ? resource.toValues(r) : { ...resource.toValues(null), ...(JSON.parse(presetKey) as Partial<ValuesOf<F>>) }),
    [resource, presetKey],
  );
  const description = useMemo(() => (listPath ? { ...resource.edit, listPath } : resource.edit), [resource, listPath]);
  return (
    <RecordForm
      record={record}
      description={description}
      toValues={toValues}
      save={resource.save}
      reload={resource.api.find}
      aside={imageFieldOf(resource.fields) ? (form) => <ResourceImage resource={resource} record={record} form={form} /> : undefined}
    >
      {(form) => (
        <Stack gap="md">
          {intro?.(form)}
          {children ? (
            children(form)
          ) : (
            <Grid>
              <FieldCols form={form} fields={resource.fields} />
            </Grid>
          )}
        </Stack>
      )}
    </RecordForm>
  );
}

/** A number the form keeps but does not show (a record's slot `type`), held as text. */
export function hiddenNumber(label: TranslationKey): Field<number, string> {
  return {
    api: z.catch(z.coerce.number(), 0),
    label,
    toForm: (value) => (value ? String(value) : ""),
    toPayload: (value) => Number(value || 0),
  };
}

/** The `type` a new record asks for in its URL (`?type=2`), when it is one of `allowed`. */
export function typeFromUrl(url: string, allowed: readonly number[], fallback: number): number {
  const asked = Number(new URL(url).searchParams.get("type"));
  return allowed.includes(asked) ? asked : fallback;
}
