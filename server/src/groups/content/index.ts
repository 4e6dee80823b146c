import type { GroupMount } from "../mount";
import { bannerRoutes } from "./banner";
import { clearCacheRoutes } from "./clear-cache";
import { customScriptRoutes } from "./custom-script";
import { deployRoutes } from "./deploy";
import { fcmSettingRoutes } from "./fcm-setting";
import { footerImageLinkRoutes } from "./footer-image-link";
import { footerLinkRoutes } from "./footer-link";
import { headerLinkRoutes } from "./header-link";
import { homeSliderRoutes } from "./home-slider";
import { languageRoutes, localizationRoutes } from "./language";
import { pageRoutes } from "./page";
import { paymentRoutes } from "./payment";
import { pluginRoutes } from "./plugin";
import { settingRoutes } from "./setting";
import { siteFeatureRoutes } from "./site-feature";
import { siteSettingRoutes } from "./site-setting";
import { storeRoutes } from "./store";

/** The content area's API groups (see server/README.md for the pattern). */
export const contentGroups: GroupMount[] = [
  { prefix: "/store", router: storeRoutes },
  { prefix: "/page", router: pageRoutes },
  { prefix: "/footer-link", router: footerLinkRoutes },
  { prefix: "/header-link", router: headerLinkRoutes },
  { prefix: "/footer-image-link", router: footerImageLinkRoutes },
  { prefix: "/home-slider-image", router: homeSliderRoutes },
  { prefix: "/site-feature", router: siteFeatureRoutes },
  { prefix: "/banner", router: bannerRoutes },
  { prefix: "/custom-script", router: customScriptRoutes },
  { prefix: "/setting", router: settingRoutes },
  { prefix: "/site-setting", router: siteSettingRoutes },
  { prefix: "/payment", router: paymentRoutes },
  { prefix: "/plugin", router: pluginRoutes },
  { prefix: "/language", router: languageRoutes },
  { prefix: "/fcm-setting", router: fcmSettingRoutes },
  { prefix: "/deploy", router: deployRoutes },
  { prefix: "/clear-cache", router: clearCacheRoutes },
];

/**
 * Public routes of this area (contract 3.1: `localization`). They must be mounted before the token
 * check: the lead adds `...contentPublicGroups` to `publicGroups` in groups/index.ts.
 */
export const contentPublicGroups: GroupMount[] = [{ prefix: "", router: localizationRoutes }];
