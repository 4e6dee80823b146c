import { useLoaderData } from "@remix-run/react";
import { StoreSettingsForm } from "~/features/people/store-form";
import { loadOwnStore, type StoreRecord } from "~/features/people/store-settings";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { urls } from "~/shell/urls";

const screen = urls.store.screen;

export const handle: ScreenHandle = { screen };
export const clientLoader = screenLoader(screen, { load: ({ request }) => loadOwnStore(request.signal) });
export const ErrorBoundary = RouteErrorBoundary;

export default function StoreScreen() {
  const record = useLoaderData() as StoreRecord;
  return (
    <PageFrame screen={screen}>
      <StoreSettingsForm record={record} />
    </PageFrame>
  );
}
