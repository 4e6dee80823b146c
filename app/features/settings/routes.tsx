import { useLoaderData } from "@remix-run/react";
import type { ReactElement } from "react";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import type { Fields } from "~/ui/resource/resource";
import type { Settings, SettingsRecordOf } from "~/ui/settings-form/settings";
import { SettingsTabs, type SettingsPanelUrl } from "./settings-tabs";

/**
 * The route module of a settings panel, so each is four export lines: the gate (`<subject>.view`,
 * from the screen table), the record loaded through the panel's `find`, the panel inside the
 * settings navigation.
 */
export function settingsRoute<F extends Fields>(
  url: SettingsPanelUrl,
  settings: Settings<F>,
  Panel: (props: { record: SettingsRecordOf<F> }) => ReactElement,
) {
  const screen = url.screen;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, { load: ({ request }) => settings.api.find(request.signal) });
  function SettingsScreen() {
    // A clientLoader's data reaches the component as it was returned (nothing is serialised in the SPA).
    const record = useLoaderData() as SettingsRecordOf<F> | null;
    return (
      <PageFrame screen={screen}>
        <SettingsTabs current={url}>{record ? <Panel record={record} /> : null}</SettingsTabs>
      </PageFrame>
    );
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: SettingsScreen };
}
