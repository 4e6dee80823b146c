import { useLoaderData } from "@remix-run/react";
import type { ReactElement } from "react";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
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
  return settingsRouteWith(url, settings, noLookups, ({ record }) => <Panel record={record} />);
}

const noLookups = async (): Promise<null> => null;

/**
 * settingsRoute for a panel whose selects need lookups (currencies, countries): the record and the
 * lookups load together in the route's loader, so a failed lookup shows the route's error page
 * instead of a panel with empty selects.
 */
export function settingsRouteWith<F extends Fields, L>(
  url: SettingsPanelUrl,
  settings: Settings<F>,
  lookups: (signal: AbortSignal) => Promise<L>,
  Panel: (props: { record: SettingsRecordOf<F>; lookups: L }) => ReactElement,
) {
  const screen = url.screen;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, {
    load: async ({ request }) => {
      const [record, found] = await Promise.all([settings.api.find(request.signal), lookups(request.signal)]);
      return { record, lookups: found };
    },
  });
  function SettingsScreen() {
    // A clientLoader's data reaches the component as it was returned (nothing is serialised in the SPA).
    const data = useLoaderData() as { record: SettingsRecordOf<F>; lookups: L } | null;
    return (
      <PageFrame screen={screen}>
        <SettingsTabs current={url}>{data ? <Panel record={data.record} lookups={data.lookups} /> : null}</SettingsTabs>
      </PageFrame>
    );
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: SettingsScreen };
}
