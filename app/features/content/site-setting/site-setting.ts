import * as z from "zod/mini";
import { SITE_SETTING_PATHS } from "~/api/content/site-setting";
import { text } from "~/ui/resource/fields";
import { defineSettings } from "~/ui/settings-form/settings";
import type { Field } from "~/ui/resource/fields";
import type { TranslationKey } from "~/i18n/keys";

/*
 * The site setting (admin-screens §9.7, contract §5.16): the storefront's names, SEO texts,
 * copyright, brand colours and custom CSS. The three logos upload on their own (site-setting/upload)
 * and are shown beside the form; they are never part of its payload.
 */

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A hex colour, optional. */
function color(label: TranslationKey, serverName: string): Field<string, string> {
  return {
    ...text(label),
    rule: z.string().check(z.trim(), z.regex(new RegExp(`^$|${HEX_COLOR.source}`), "content.siteSetting.colorFormat")),
    aliases: [serverName],
  };
}

/** A logo's stored file name: shown, uploaded on its own, never sent with the form. */
function logo(label: TranslationKey): Field<string | null | undefined, string> {
  return { api: z.optional(z.nullable(z.string())), label, toForm: (value) => value ?? "" };
}

export const siteSetting = defineSettings({
  subject: "site_setting",
  paths: SITE_SETTING_PATHS,
  fields: {
    site_name: { ...text("content.siteSetting.fields.siteName", { required: true }), aliases: ["site name"] },
    site_url: {
      ...text("content.siteSetting.fields.siteUrl"),
      rule: z.string().check(z.trim(), z.regex(/^$|^https?:\/\/\S+$/, "content.siteSetting.urlFormat")),
      aliases: ["site url"],
    },
    meta_title: { ...text("content.siteSetting.fields.metaTitle", { required: true }), aliases: ["meta title"] },
    meta_keywords: { ...text("content.siteSetting.fields.metaKeywords"), aliases: ["meta keywords"] },
    meta_description: { ...text("content.siteSetting.fields.metaDescription", { required: true }), aliases: ["meta description"] },
    copyright_text: { ...text("content.siteSetting.fields.copyright"), aliases: ["copyright text"] },
    primary_color: color("content.siteSetting.fields.primaryColor", "primary color"),
    primary_hover_color: color("content.siteSetting.fields.primaryHover", "primary hover color"),
    styling: { ...text("content.siteSetting.fields.styling"), toPayload: (value: string) => value },
    header_logo: logo("content.siteSetting.fields.headerLogo"),
    footer_logo: logo("content.siteSetting.fields.footerLogo"),
    email_logo: logo("content.siteSetting.fields.emailLogo"),
  },
});
