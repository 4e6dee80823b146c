/** Site setting (contract §5.16): its paths; the record's fields live in features/content/site-setting. */
export const SITE_SETTING_PATHS = { find: "site-setting/find", save: "site-setting/action" } as const;

/** `site-setting/upload` stores one of the three logos, named by `type`. */
export const SITE_SETTING_UPLOAD = "site-setting/upload";

export const LOGO_TYPES = ["header_logo", "footer_logo", "email_logo"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
