import { useMemo, type ReactNode } from "react";
import type { EditForm } from "~/ui/edit-page/edit-page";
import type { Fields, Resource, ValuesOf } from "~/ui/resource/resource";
import { ResourceForm } from "~/ui/resource/resource-form";

// The create/edit form of a resource that can be duplicated (a create page opened with `?copy={id}`, see ./copy).

interface CopyableFormProps<F extends Fields, R extends { id: number }, Row> {
  resource: Resource<F, R, Row>;
  record: R | null;
  /** The record a new one starts from. */
  copy: R | null;
  /** What a copy changes of the copied values (a module-level function: the form starts over when it changes). */
  adjust?: (values: ValuesOf<F>) => ValuesOf<F>;
  children?: (form: EditForm<ValuesOf<F>>) => ReactNode;
}

/** The resource's form; a new record starts from `copy` when there is one. */
export function CopyableForm<F extends Fields, R extends { id: number }, Row>({
  resource,
  record,
  copy,
  adjust,
  children,
}: CopyableFormProps<F, R, Row>) {
  // Stable per copy: the edit page starts over whenever its values' function changes.
  const from = useMemo(() => {
    if (!copy) return resource;
    const values = resource.toValues(copy);
    const started = adjust ? adjust(values) : values;
    return { ...resource, toValues: (r: R | null) => (r ? resource.toValues(r) : started) };
  }, [resource, copy, adjust]);
  return (
    <ResourceForm key={record?.id ?? `new-${copy?.id ?? ""}`} resource={from} record={record}>
      {children}
    </ResourceForm>
  );
}
