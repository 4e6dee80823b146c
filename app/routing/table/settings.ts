import { sharing, type ScreenParts } from "./entry";

/* The settings tabs. Part of the screen table (routing/screens.ts). */
const tab = sharing({ subject: "setting", section: "nav.setting", areas: ["settings"] });

export const settingsScreens = {
  // Settings tabs. The menu's Setting entry opens the first tab and is named for all of them.
  ...tab.screen("setting.address", { title: "screens.settingAddress" }),
  ...tab.screen("setting.analytics", { title: "screens.settingAnalytics" }),
  ...tab.screen("setting.clear-cache", { title: "screens.settingClearCache" }),
  ...tab.screen("setting.currency", {
    title: "screens.settingCurrency",
    menu: { at: 37, icon: "settings", activePrefix: "/setting/", label: "nav.setting" },
  }),
  ...tab.screen("setting.deploy", { title: "screens.settingDeploy" }),
  ...tab.screen("setting.fcm", { title: "screens.settingFcm" }),
  ...tab.withRecord(
    "setting.languages",
    { title: "screens.settingLanguages", subject: "language" },
    { title: "screens.languageForm", idParam: "required", section: "nav.setting" },
  ),
  ...tab.screen("setting.media-storage", { title: "screens.settingMediaStorage" }),
  ...tab.screen("setting.miscellaneous", { title: "screens.settingMiscellaneous" }),
  ...tab.screen("setting.payment", { title: "screens.settingPayment" }),
  ...tab.screen("setting.plugins", { title: "screens.settingPlugins" }),
  ...tab.screen("setting.smtp", { title: "screens.settingSmtp" }),
  ...tab.screen("setting.social-login", { title: "screens.settingSocialLogin" }),
} as const satisfies ScreenParts;
