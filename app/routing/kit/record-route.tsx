import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { isCreateMode, screenById, toScreenId } from "~/routing/screens";
import type { Fields, Resource } from "~/ui/resource/resource";
import { ResourceForm } from "~/ui/resource/resource-form";
import { RouteErrorBoundary } from "./error-page";
import { PageFrame } from "./page-frame";

/*
 * A resource's record screen, at `urls.<area>.edit(id)` / `create()`, so its route module is four
 * export lines. The list screen is list-route.tsx.
 */

interface RecordRouteOptions<R, D> {
  /** More data the screen needs (dropdowns), loaded beside the record; `id` is absent for a new one. */
  load?: (id: string | undefined, args: ClientLoaderFunctionArgs) => Promise<D>;
  /** The screen's body; default the resource's generic form. */
  render?: (record: R | null, data: D | undefined) => ReactNode;
}

/** The record screen: the gate and `{id}` check, the record (none for `add`), its form in the frame. */
export function recordRoute<F extends Fields, R extends { id: number }, Row, D = undefined>(
  resource: Resource<F, R, Row>,
  options: RecordRouteOptions<R, D> = {},
) {
  const screen = toScreenId(resource.urls.edit.screen);
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, {
    load: async (args) => {
      const id = isCreateMode(screenById(screen), args.params.id) ? undefined : args.params.id;
      const [record, data] = await Promise.all([
        id === undefined ? null : resource.api.find(id, args.request.signal),
        options.load?.(id, args),
      ]);
      return { record, data };
    },
  });
  function RecordScreen() {
    const loaded = useLoaderData<typeof clientLoader>();
    const record = loaded?.record ?? null;
    return (
      <PageFrame screen={screen}>
        {options.render ? (
          options.render(record, loaded?.data)
        ) : (
          <ResourceForm key={record?.id ?? "new"} resource={resource} record={record} />
        )}
      </PageFrame>
    );
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: RecordScreen };
}
