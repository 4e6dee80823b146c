import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { IconCopy } from "@tabler/icons-react";
import { useMemo, type ReactNode } from "react";
import type { EditForm } from "~/ui/edit-page/edit-page";
import type { RowAction } from "~/ui/list-page/description";
import type { Fields, Resource, ResourceUrls, ValuesOf } from "~/ui/resource/resource";
import { ResourceForm } from "~/ui/resource/resource-form";

/*
 * "Duplicate" from a list row: the create page opened with `?copy={id}` starts from that record's
 * values (the screen adjusts what must differ, such as a voucher's code) and saves a new record.
 */

const PARAM = "copy";

/** The create page pre-filled from record `id`. */
const copyHref = (urls: ResourceUrls, id: number) => `${urls.create()}?${new URLSearchParams({ [PARAM]: String(id) })}`;

/** The list row's "Duplicate": the create page pre-filled from the row's record. */
export function duplicateAction<F extends Fields, R, Row extends { id: number }>(resource: Resource<F, R, Row>): RowAction<Row> {
  return {
    key: "duplicate",
    label: "marketing.duplicate",
    icon: IconCopy,
    permission: "create",
    href: (row) => copyHref(resource.urls, row.id),
  };
}

/** The record to copy on a create page opened with `?copy={id}` (none on an edit page or a plain create). */
export async function loadCopy<R>(
  resource: { api: { find(id: string, signal?: AbortSignal): Promise<R> } },
  id: string | undefined,
  args: ClientLoaderFunctionArgs,
) {
  const from = new URL(args.request.url).searchParams.get(PARAM);
  return id === undefined && from && /^\d+$/.test(from) ? resource.api.find(from, args.request.signal) : null;
}

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
