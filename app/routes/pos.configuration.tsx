import { Stack } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import i18next from "i18next";
import { posSettingApi } from "~/api/pos/settings";
import { PosPluginGate, posPluginActive } from "~/features/pos/plugin-gate";
import { PosSettingsScreen } from "~/features/pos/pos-settings-form";
import { posContentLanguage } from "~/features/pos/receipt-setting";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { getProfile } from "~/session/session-store";

export const handle: ScreenHandle = { screen: "pos.configuration" };
// The texts are read in the panel's language (switching it re-runs this loader); nothing is read while the plugin is off.
export const clientLoader = screenLoader("pos.configuration", {
  load: async ({ request }) => {
    const profile = getProfile();
    if (!posPluginActive(profile)) return null;
    const language = posContentLanguage(i18next.language, profile);
    return { setting: await posSettingApi.find(language, request.signal), language, panelLanguage: i18next.language };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function PosConfigurationRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="pos.configuration">
      <PosPluginGate>
        {data ? (
          <Stack gap="md">
            {/* A new language's texts start a new form. */}
            <PosSettingsScreen key={data.panelLanguage} setting={data.setting} language={data.language} />
          </Stack>
        ) : null}
      </PosPluginGate>
    </PageFrame>
  );
}
