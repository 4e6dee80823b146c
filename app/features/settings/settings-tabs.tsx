import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { canOpen } from "~/access/ability";
import { useAppAbility } from "~/access/can";
import { screenById } from "~/routing/screens";
import { urls } from "~/routing/urls";
import { SettingsLayout } from "~/ui/settings-form/settings-layout";

/**
 * The settings panels in the original's tab order (admin-screens §10: Currency · Address ·
 * Languages · Social login · SMTP · Analytics · Payment · Media storage · Miscellaneous · Plugins ·
 * Clear cache), then the two panels this panel added. A panel the user may not open is left out.
 */
const PANELS = [
  urls.settingCurrency,
  urls.settingAddress,
  urls.settingLanguages.list,
  urls.settingSocialLogin,
  urls.settingSmtp,
  urls.settingAnalytics,
  urls.settingPayment,
  urls.settingMediaStorage,
  urls.settingMiscellaneous,
  urls.settingPlugins,
  urls.settingClearCache,
  urls.settingFcm,
  urls.settingDeploy,
] as const;

/** The URL builder of one settings panel (`urls.settingSmtp`). */
export type SettingsPanelUrl = (typeof PANELS)[number];

/** A settings screen inside the settings frame; `current` is its urls builder. */
export function SettingsTabs({ current, children }: { current: SettingsPanelUrl; children: ReactNode }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const tabs = PANELS.map((url) => ({ url, screen: screenById(url.screen) }))
    .filter(({ screen }) => screen.subject === undefined || canOpen(ability, screen.subject))
    .map(({ url, screen }) => ({ href: url(), label: t(screen.title), active: url === current }));
  return (
    <SettingsLayout label={t("settingsForm.panels")} tabs={tabs}>
      {children}
    </SettingsLayout>
  );
}
