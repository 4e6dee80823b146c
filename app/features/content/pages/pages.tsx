import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { uploadPageImage } from "~/api/content/pages";
import { urls } from "~/routing/urls";
import { slugify } from "~/ui/edit-page/rules";
import { flagField, slug, text, textOf, title, type Field } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { richTextField } from "./rich-text-field";
import { SEO_LENGTH, seoText } from "./seo-fields";

/*
 * CMS pages (admin-screens §9.1, contract §5.29). A page is either rich text or one of the
 * storefront's built-in components (contact form, sitemap); a component page stores the
 * component's name as its description, and the body typed before switching comes back when the
 * author switches back (it is kept in the form, not sent).
 */

export const PAGE_COMPONENTS = ["contact", "sitemap"] as const;
type PageComponent = (typeof PAGE_COMPONENTS)[number];
const isComponent = (value: unknown): value is PageComponent => PAGE_COMPONENTS.includes(value as PageComponent);

const fromComponent = (values: Record<string, unknown>) => values.page_from_component === "1";

/** Which component a component page shows: not sent on its own (it travels as the description). */
const componentField: Field<unknown, string> = {
  api: z.optional(z.unknown()),
  label: "content.pages.fields.component",
  toForm: () => "contact",
  span: { base: 12, sm: 6 },
  Input({ form, name, label }) {
    const { t } = useTranslation();
    if (!fromComponent(form.values)) return <></>;
    return (
      <NativeSelect
        label={label}
        name={name}
        description={t("content.pages.componentHint")}
        value={textOf(form.values[name])}
        onChange={(event) => form.set(name, event.currentTarget.value)}
        disabled={form.readOnly}
        data={PAGE_COMPONENTS.map((value) => ({ value, label: t(`content.pages.components.${value}`) }))}
      />
    );
  },
};

export const pages = defineResource({
  group: "page",
  subject: "page",
  urls: urls.pages,
  singleDelete: true,
  fields: {
    title: title("content.pages.fields.title"),
    slug: slug("content.pages.fields.slug", { hint: "content.pages.slugHint" }),
    page_from_component: flagField("content.pages.fields.fromComponent", "yesNo", { initial: "2" }),
    component: componentField,
    description: richTextField("content.pages.fields.description", { uploadImage: uploadPageImage, shownWhen: (v) => !fromComponent(v) }),
    meta_title: seoText("content.pages.fields.metaTitle", SEO_LENGTH.title, { required: true }),
    meta_keywords: text("content.pages.fields.metaKeywords", { multiline: true, hint: "content.pages.keywordsHint" }),
    meta_description: seoText("content.pages.fields.metaDescription", SEO_LENGTH.description, { required: true, multiline: true }),
  },
  knownMessages: { "slug already exists": "slug" },
  values: (values, record) => {
    if (!record || record.page_from_component !== 1) return values;
    // A stored component name is the component; anything else is a body written before (kept for switching back).
    if (isComponent(record.description)) return { ...values, component: record.description, description: "" };
    return { ...values, component: slugify(record.slug).includes("sitemap") ? "sitemap" : "contact" };
  },
  payload: (values, payload) => (values.page_from_component === "1" ? { ...payload, description: values.component } : payload),
});

/** Title (link) · Slug · From a component · Created; ordered by date, title or slug. */
export const pageList = resourceList(pages, {
  columns: (c) => [c.title(), c.text("slug"), c.flag("page_from_component", "yesNo"), c.created("content.pages.fields.created")],
  sortable: ["title", "slug", "created_at"],
  texts: { add: "content.pages.add", deleteOne: "content.pages.deleteOne", deleteMany: "content.pages.deleteMany" },
});
