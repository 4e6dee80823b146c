import * as z from "zod/mini";
import { productImageSchema, productSummarySchema } from "~/api/catalog/product";
import { numberOrZero, text as textSchema } from "~/api/resource";
import { urls } from "~/routing/urls";
import { rules } from "~/ui/edit-page/rules";
import { flagField, text, textOf, type Field } from "~/ui/resource/fields";
import { defineResource, type RecordOf } from "~/ui/resource/resource";
import { catalogFields as f } from "./fields";
import type { TranslationKey } from "~/i18n/keys";

/*
 * The product (contract §5.9): its fields for the API, the form and the checks. Kept apart from the
 * form's layout (products.tsx), whose rich text and uploads are heavy: the list needs only this.
 */

const idString = (v: number | null | undefined) => (v ? String(v) : "");

/** A price: 0 shows as an empty box. */
const money = (label: TranslationKey, rule: z.ZodMiniType): Field<number, number | string> => ({
  api: numberOrZero,
  label,
  toForm: (value) => value || "",
  toPayload: (value) => Number(value || 0),
  rule,
});

/** One record chosen from a dropdown; none is `null` (`optional`) or 0. */
const choice = (label: TranslationKey, options: { required?: boolean; none: null | 0 }): Field<number | null | undefined, string> => ({
  api: z.optional(z.nullable(z.coerce.number())),
  label,
  toForm: idString,
  toPayload: (value) => (value ? Number(value) : options.none),
  rule: options.required ? rules.requiredId() : undefined,
});

/** Several records, linked through rows holding their id under `key`. */
const links = <K extends string>(label: TranslationKey, key: K): Field<Record<K, number>[], string[]> => ({
  api: z._default(z.optional(z.array(z.looseObject({ [key]: z.coerce.number() }) as unknown as z.ZodMiniType<Record<K, number>>)), []),
  label,
  toForm: (rows) => (rows ?? []).map((row) => String(row[key])),
  toPayload: (ids) => ids.map(Number),
});

/** Rich text, sent as the editor wrote it. */
const html = (label: TranslationKey): Field<string, string> => ({
  api: textSchema,
  label,
  toForm: (value) => value ?? "",
  toPayload: (value) => value,
  rule: rules.required(),
});

/** Tags are stored as a comma string `,a,b,` (contract §5.9). */
export const parseTags = (raw: string) =>
  raw
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
export const joinTags = (tags: string[]) => (tags.length ? `,${tags.join(",")},` : "");

const fields = {
  title: f.title(),
  slug: f.slug({ required: false }),
  purchased: money("catalog.fields.purchased", rules.positive()),
  selling: money("catalog.fields.selling", rules.positive()),
  offered: money("catalog.fields.offered", rules.nonNegative()),
  product_categories: links("catalog.fields.categories", "category_id"),
  primary_category_id: choice("catalog.fields.primaryCategory", { none: null }),
  unit: text("catalog.fields.unit", { required: true }),
  badge: text("catalog.fields.badge"),
  overview: html("catalog.fields.overview"),
  description: html("catalog.fields.description"),
  status: f.status(),
  brand_id: choice("catalog.fields.brand", { none: null }),
  tags: { api: textSchema, label: "catalog.fields.tags", toForm: (value) => parseTags(value ?? ""), toPayload: joinTags } satisfies Field<
    string,
    string[]
  >,
  tax_rule_id: choice("catalog.fields.taxRule", { required: true, none: 0 }),
  shipping_rule_id: choice("catalog.fields.shippingRule", { required: true, none: 0 }),
  bundle_deal_id: choice("catalog.fields.bundleDeal", { none: null }),
  product_collections: links("catalog.fields.collections", "product_collection_id"),
  // New products are refundable and under warranty unless said otherwise (admin-screens §5.2).
  refundable: flagField("catalog.fields.refundable", "yesNo", { initial: "1" }),
  warranty: flagField("catalog.fields.warranty", "yesNo", { initial: "1" }),
  meta_title: f.metaTitle(),
  meta_keywords: f.metaKeywords(),
  meta_description: f.metaDescription(),
  // A new product is created by its cover's upload: the API needs its rules with it.
  image: f.image({
    label: "catalog.products.cover",
    uploadFields: (values, creating) =>
      creating ? { tax_rule_id: textOf(values.tax_rule_id), shipping_rule_id: textOf(values.shipping_rule_id) } : {},
  }),
};

const extra = {
  video: z.optional(z.nullable(z.string())),
  video_thumb: z.optional(z.nullable(z.string())),
  product_images: z._default(z.optional(z.array(productImageSchema)), []),
  flash_sale_product: z._default(
    z.optional(
      z.array(
        z.looseObject({
          flash_sale_id: z.coerce.number(),
          price: numberOrZero,
          flash_sale: z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), title: textSchema }))),
        }),
      ),
    ),
    [],
  ),
};

export type Product = RecordOf<typeof fields, typeof extra>;

export const products = defineResource({
  group: "product",
  subject: "product",
  urls: urls.products,
  fields,
  extra,
  rows: productSummarySchema,
  // Another backend may leave `primary_category_id` out: the link flagged primary says it too.
  values: (values, record) => ({
    ...values,
    primary_category_id:
      values.primary_category_id ||
      idString(record?.product_categories.find((c) => (c as { primary?: unknown }).primary === 1)?.category_id),
  }),
  // The primary category is one of the chosen ones (else the first).
  payload: (values, payload) => ({
    ...payload,
    primary_category_id:
      values.primary_category_id && values.product_categories.includes(values.primary_category_id)
        ? Number(values.primary_category_id)
        : ((payload.product_categories as number[])[0] ?? null),
  }),
  refine: (schema) =>
    schema.check(
      z.refine((v) => !Number(v.offered) || Number(v.offered) < Number(v.selling), {
        path: ["offered"],
        message: "validation.offeredBelowSelling",
      }),
    ),
});

export type ProductValues = ReturnType<typeof products.toValues>;
