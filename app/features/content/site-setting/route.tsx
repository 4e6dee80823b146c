import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import type { SettingsRecordOf } from "~/ui/settings-form/settings";
import { siteSetting } from "./site-setting";
import { SiteSettingPanel } from "./site-setting-form";

/** The /site-setting route: the gate (site_setting.view), the record from `site-setting/find`, the panel. */
export function siteSettingRoute() {
  const screen = urls.siteSetting.screen;
  const handle: ScreenHandle = { screen };
  const clientLoader = screenLoader(screen, { load: ({ request }) => siteSetting.api.find(request.signal) });
  function SiteSettingScreen() {
    const record = useLoaderData() as SettingsRecordOf<typeof siteSetting.fields> | null;
    return <PageFrame screen={screen}>{record ? <SiteSettingPanel record={record} /> : null}</PageFrame>;
  }
  return { handle, clientLoader, ErrorBoundary: RouteErrorBoundary, Component: SiteSettingScreen };
}
