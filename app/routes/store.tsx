import { useLoaderData } from "@remix-run/react";
import { StoreSettingsForm } from "~/features/people/store-form";
import { loadOwnStore, type StoreRecord } from "~/features/people/store-settings";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";

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
