import { withRecord, type ScreenParts } from "./entry";

/* The settings tabs. Part of the screen table (routing/screens.ts). */
const settings = ["settings"] as const;

export const settingsScreens = {
  // Settings tabs. The menu's Setting entry opens the first tab and is named for all of them.
  "setting.address": {
    path: "setting/address",
    title: "screens.settingAddress",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
  "setting.analytics": {
    path: "setting/analytics",
    title: "screens.settingAnalytics",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
  "setting.clear-cache": {
    path: "setting/clear-cache",
    title: "screens.settingClearCache",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
  "setting.currency": {
    path: "setting/currency",
    title: "screens.settingCurrency",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
    menu: { at: 37, icon: "settings", activePrefix: "/setting/", label: "nav.setting" },
  },
  "setting.deploy": { path: "setting/deploy", title: "screens.settingDeploy", subject: "setting", section: "nav.setting", areas: settings },
  "setting.fcm": { path: "setting/fcm", title: "screens.settingFcm", subject: "setting", section: "nav.setting", areas: settings },
  ...withRecord(
    "setting.languages",
    {
      path: "setting/languages",
      title: "screens.settingLanguages",
      subject: "language",
      section: "nav.setting",
      areas: settings,
    },
    { title: "screens.languageForm", idParam: "required", section: "nav.setting" },
  ),
  "setting.media-storage": {
    path: "setting/media-storage",
    title: "screens.settingMediaStorage",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
  "setting.miscellaneous": {
    path: "setting/miscellaneous",
    title: "screens.settingMiscellaneous",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
  "setting.payment": {
    path: "setting/payment",
    title: "screens.settingPayment",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
  "setting.plugins": {
    path: "setting/plugins",
    title: "screens.settingPlugins",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
  "setting.smtp": { path: "setting/smtp", title: "screens.settingSmtp", subject: "setting", section: "nav.setting", areas: settings },
  "setting.social-login": {
    path: "setting/social-login",
    title: "screens.settingSocialLogin",
    subject: "setting",
    section: "nav.setting",
    areas: settings,
  },
} as const satisfies ScreenParts;
