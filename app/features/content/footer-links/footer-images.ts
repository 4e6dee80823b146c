import { urls } from "~/routing/urls";
import { flagField, image, textOf, text } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { hiddenNumber } from "../sources/content-record-form";

/** Payment (type 1) and social (type 2) icons of the storefront footer (admin-screens §9.4, contract §5.32). */
export const PAYMENT = 1;
export const SOCIAL = 2;
export const ICON_TYPES = [PAYMENT, SOCIAL] as const;

export const footerImages = defineResource({
  group: "footer-image-link",
  subject: "footer_link",
  urls: urls.footerLinks,
  singleDelete: true,
  fields: {
    title: text("storefront.fields.title", { required: true }),
    link: text("storefront.fields.link", { required: true, hint: "storefront.footerLinks.linkHint" }),
    status: flagField("storefront.fields.status", "status", { initial: "1" }),
    type: hiddenNumber("storefront.fields.type"),
    image: image("storefront.fields.icon", { uploadFields: (values) => ({ type: textOf(values.type) || String(PAYMENT) }) }),
  },
});

/** The footer screen's tab of the icons (the form returns there, as the original did). */
export const ICONS_TAB = "payment-social";
export const iconsTabPath = () => `${urls.footerLinks.list()}#${ICONS_TAB}`;
