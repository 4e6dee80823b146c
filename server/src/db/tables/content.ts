import type { Generated } from "kysely";
import type { Timestamps } from "../schema";

/*
 * Content area additions (migration 0400_content): `trusted` flags, the settings logo, the plugin
 * zip, the deploy target, and translation tables for header links, sliders, banners, site features.
 */

export interface HeaderLinkLangTable extends Timestamps {
  id: Generated<number>;
  header_link_id: number;
  lang: string;
  title: string | null;
}

export interface HomeSliderLangTable extends Timestamps {
  id: Generated<number>;
  home_slider_id: number;
  lang: string;
  title: string | null;
}

export interface BannerLangTable extends Timestamps {
  id: Generated<number>;
  banner_id: number;
  lang: string;
  title: string | null;
}

export interface SiteFeatureLangTable extends Timestamps {
  id: Generated<number>;
  site_feature_id: number;
  lang: string;
  detail: string | null;
}

declare module "../schema" {
  interface Database {
    header_link_langs: HeaderLinkLangTable;
    home_slider_langs: HomeSliderLangTable;
    banner_langs: BannerLangTable;
    site_feature_langs: SiteFeatureLangTable;
  }
  interface SettingTable {
    /** setting/upload-logo (the original wrote a column it never created). */
    logo: string | null;
    /** The shop's IANA time zone (migration 0410_shop_time_zone); null = the browser's. */
    time_zone: string | null;
  }
}

declare module "./shop" {
  interface PageTable {
    /** 1 when the author held page.edit: the storefront may render the HTML unsanitised. */
    trusted: Generated<number>;
  }
  interface SiteFeatureTable {
    /** 1 when the author held home_slider.edit. */
    trusted: Generated<number>;
  }
  interface CustomScriptTable {
    /** 1 when the author held header_link.edit: only trusted scripts are ever rendered. */
    trusted: Generated<number>;
  }
  interface PluginTable {
    /** Stored zip file name (uploads folder). */
    file: string | null;
  }
  interface DeployTable {
    /** The storefront hook the deploy was recorded for. */
    webhook_url: string | null;
  }
}
