import { withRecord, type ScreenParts } from "./entry";

/* The storefront's content and look. Part of the screen table (routing/screens.ts). */

export const contentScreens = {
  ...withRecord(
    "pages",
    { path: "pages", title: "screens.pages", subject: "page", section: "nav.ui", areas: ["content"], menu: { at: 28 } },
    { title: "screens.pageForm", idParam: "required" },
  ),
  ...withRecord(
    "home-slider",
    {
      path: "home-slider",
      title: "screens.homeSlider",
      subject: "home_slider",
      section: "nav.ui",
      areas: ["storefront"],
      menu: { at: 29 },
    },
    { title: "screens.homeSliderForm", idParam: "optional" },
  ),
  ...withRecord(
    "banners",
    { path: "banners", title: "screens.banners", subject: "banner", section: "nav.ui", areas: ["storefront"], menu: { at: 30 } },
    { title: "screens.bannerForm", idParam: "required" },
  ),
  ...withRecord(
    "footer-links",
    {
      path: "footer-links",
      title: "screens.footerLinks",
      subject: "footer_link",
      section: "nav.ui",
      areas: ["storefront"],
      menu: { at: 31 },
    },
    { title: "screens.footerLinkForm", idParam: "optional" },
  ),
  "header-links": {
    path: "header-links",
    title: "screens.headerLinks",
    subject: "header_link",
    section: "nav.ui",
    areas: ["storefront"],
    menu: { at: 32 },
  },
  ...withRecord(
    "site-features",
    {
      path: "site-features",
      title: "screens.siteFeatures",
      subject: "home_slider",
      section: "nav.ui",
      areas: ["content"],
      menu: { at: 33 },
    },
    { title: "screens.siteFeatureForm", idParam: "optional" },
  ),
  "site-setting": {
    path: "site-setting",
    title: "screens.siteSetting",
    subject: "site_setting",
    section: "nav.ui",
    areas: ["content"],
    menu: { at: 34 },
  },
  ...withRecord(
    "custom-scripts",
    {
      path: "custom-scripts",
      title: "screens.customScripts",
      subject: "header_link",
      section: "nav.ui",
      areas: ["content"],
      menu: { at: 35 },
    },
    { title: "screens.customScriptForm", idParam: "optional" },
  ),
} as const satisfies ScreenParts;
