import { useLoaderData } from "@remix-run/react";
import { headerLinks } from "~/api/content/header-links";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import { HeaderLinksEditor } from "./header-links";

/** The /header-links route module's parts. */
export function headerLinksRoute() {
  const screen = urls.headerLinks.screen;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, { load: (args) => headerLinks(args.request.signal) });
  function HeaderLinksScreen() {
    const data = useLoaderData<typeof clientLoader>();
    return <PageFrame screen={screen}>{data ? <HeaderLinksEditor initial={data} /> : null}</PageFrame>;
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: HeaderLinksScreen };
}
