import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { screenById, toScreenId } from "~/routing/screens";
import { loadList, type ListDescription } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";
import { RouteErrorBoundary } from "./error-page";
import { PageFrame } from "./page-frame";

/*
 * A resource's list screen, at `urls.<area>.list()`, so its route module is four export lines. Kept
 * apart from the record screen (record-route.tsx): a list route must not pull in the form's code.
 */

interface ListRouteOptions {
  /** What the list page sits in inside the page's frame (the settings' tabs); default nothing. */
  frame?: (page: ReactNode) => ReactNode;
}

/** The list screen: the gate, the list's data from the URL, the list page in its frame. */
export function listRoute<Row>(list: ListDescription<Row>, options: ListRouteOptions = {}) {
  const frame = options.frame ?? ((page: ReactNode) => page);
  const screen = toScreenId(list.resource);
  const handle: ScreenHandle = { screen };
  // A list's rows are scoped by the server from the token alone: asked for beside the profile.
  const clientLoader = screenLoader(screen, { load: (args) => loadList(list, args), early: true });
  function ListScreen() {
    const { t } = useTranslation();
    const data = useLoaderData<typeof clientLoader>();
    return (
      <PageFrame screen={screen}>
        {frame(data ? <ListPage description={list} data={data} title={t(screenById(screen).title)} /> : null)}
      </PageFrame>
    );
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: ListScreen };
}
