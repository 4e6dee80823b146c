import { useLoaderData } from "@remix-run/react";
import { smtpApi } from "~/api/settings/smtp";
import { SettingsTabs } from "~/features/settings/settings-tabs";
import { SmtpSettingsForm } from "~/features/settings/smtp";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { urls } from "~/shell/urls";

const screen = urls.settingSmtp.screen;
export const handle: ScreenHandle = { screen };
export const clientLoader = screenLoader(screen, { load: ({ request }) => smtpApi.find(request.signal) });
export const ErrorBoundary = RouteErrorBoundary;

export default function SettingSmtpRoute() {
  const record = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen={screen}>
      <SettingsTabs current={urls.settingSmtp}>{record ? <SmtpSettingsForm record={record} /> : null}</SettingsTabs>
    </PageFrame>
  );
}
