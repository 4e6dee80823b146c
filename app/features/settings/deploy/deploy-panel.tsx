import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import type { Page } from "~/api/resource";
import { deployHistory, type Deploy } from "~/api/settings/deploy";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { urls } from "~/routing/urls";
import { SettingsForm } from "~/ui/settings-form/settings-form";
import { TextField } from "~/ui/form/fields";
import { SettingsTabs } from "../settings-tabs";
import { DeployRuns } from "./deploy-runs";
import { deploySettings, type DeploySettings } from "./deploy-settings";

/**
 * /setting/deploy (this panel's addition, admin-screens §14.4): the storefront's rebuild hook as a
 * settings form, then the deploys: trigger one (asks first), follow the running one, the history.
 */

const screen = urls.settingDeploy.screen;

interface Loaded {
  record: DeploySettings;
  history: Page<Deploy>;
}

function DeployScreen() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { record, history } = useLoaderData() as Loaded;
  return (
    <PageFrame screen={screen}>
      <SettingsTabs current={urls.settingDeploy}>
        <SettingsForm
          settings={deploySettings}
          record={record}
          after={(form) => (
            <DeployRuns
              initialHistory={history}
              canTrigger={ability.can("edit", "setting")}
              blockedReason={form.dirty ? t("settings.deploy.saveFirst") : null}
            />
          )}
        >
          {(form) => (
            <TextField form={form} name="webhook_url" description="settings.deploy.webhookHelp" required type="url" autoComplete="off" />
          )}
        </SettingsForm>
      </SettingsTabs>
    </PageFrame>
  );
}

export const deployRoute = {
  handle: { screen } satisfies ScreenHandle,
  clientLoader: screenLoader<Loaded>(screen, {
    load: async ({ request }) => {
      const [record, history] = await Promise.all([deploySettings.api.find(request.signal), deployHistory(1, request.signal)]);
      return { record, history };
    },
  }),
  ErrorBoundary: RouteErrorBoundary,
  Component: DeployScreen,
};
