import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { readBulkRows } from "~/api/catalog/bulk-edit";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { BulkEditScreen } from "./bulk-edit-screen";
import type { BulkSelection } from "./model";

/**
 * Which products the URL names: `ids` (the ticked ones), else the products list's filters (`q`,
 * `brands`, `categories`, `status`), so the list's "Bulk edit" opens the same products and a link
 * to the editor can be kept.
 */
export function selectionOf(search: URLSearchParams): BulkSelection {
  const ids = (search.get("ids") ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length > 0) return { ids };
  const status = search.get("status");
  const text = (name: string) => search.get(name) || undefined;
  return {
    q: text("q"),
    brands: text("brands"),
    categories: text("categories"),
    status: status === "1" ? 1 : status === "2" ? 2 : undefined,
  };
}

async function loadRows(args: ClientLoaderFunctionArgs) {
  return readBulkRows(selectionOf(new URL(args.request.url).searchParams), args.request.signal);
}

/** `/products/bulk-edit`: its gate (product.edit), its rows from the URL's selection, the screen. */
export function bulkEditRoute() {
  const handle: ScreenHandle = { screen: "products.bulk-edit" };
  const clientLoader = screenLoader("products.bulk-edit", { load: loadRows });
  function BulkEditRoute() {
    const data = useLoaderData<typeof clientLoader>();
    return data ? <BulkEditScreen data={data} /> : null;
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: BulkEditRoute };
}
