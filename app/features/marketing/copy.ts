import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { IconCopy } from "@tabler/icons-react";
import type { RowAction } from "~/ui/list-page/description";
import type { Fields, Resource, ResourceUrls } from "~/ui/resource/resource";

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
