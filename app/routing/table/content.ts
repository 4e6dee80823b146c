import { sharing, type ScreenParts } from "./entry";

/* The storefront's content and look. Part of the screen table (routing/screens.ts). */
const content = sharing({ section: "nav.ui", areas: ["content"] });
const storefront = sharing({ section: "nav.ui", areas: ["storefront"] });

export const contentScreens = {
  ...content.withRecord(
    "pages",
    { title: "screens.pages", subject: "page", menu: { at: 28 } },
    { title: "screens.pageForm", idParam: "required" },
  ),
  ...storefront.withRecord(
    "home-slider",
    { title: "screens.homeSlider", subject: "home_slider", menu: { at: 29 } },
    { title: "screens.homeSliderForm", idParam: "optional" },
  ),
  ...storefront.withRecord(
    "banners",
    { title: "screens.banners", subject: "banner", menu: { at: 30 } },
    { title: "screens.bannerForm", idParam: "required" },
  ),
  ...storefront.withRecord(
    "footer-links",
    { title: "screens.footerLinks", subject: "footer_link", menu: { at: 31 } },
    { title: "screens.footerLinkForm", idParam: "optional" },
  ),
  ...storefront.screen("header-links", { title: "screens.headerLinks", subject: "header_link", menu: { at: 32 } }),
  ...content.withRecord(
    "site-features",
    { title: "screens.siteFeatures", subject: "home_slider", menu: { at: 33 } },
    { title: "screens.siteFeatureForm", idParam: "optional" },
  ),
  ...content.screen("site-setting", { title: "screens.siteSetting", subject: "site_setting", menu: { at: 34 } }),
  ...content.withRecord(
    "custom-scripts",
    { title: "screens.customScripts", subject: "header_link", menu: { at: 35 } },
    { title: "screens.customScriptForm", idParam: "optional" },
  ),
} as const satisfies ScreenParts;
