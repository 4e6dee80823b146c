import * as z from "zod/mini";
import { brandLinkSchema, categoryLinkSchema, productLinkSchema, SOURCE_TYPE, type SourceLinkInput } from "~/api/content/sources";
import { text as textApi } from "~/api/resource";
import type { TranslationKey } from "~/i18n/keys";
import type { Field } from "~/ui/resource/fields";
import { rowKey } from "../ordering/ordering";
import { SourcePicker } from "./source-picker";
import type { SourceRow } from "./source-row";

/*
 * The source fields of a slide or banner as toolkit fields: `source_type` carries the whole picker
 * (admin-screens §9.0); the others are placed by it. Their checks across fields are `sourceRefine`.
 */

const rows = <T>(schema: z.ZodMiniType<T>) => z._default(z.optional(z.array(schema)), []);

function linkField<T>(
  label: TranslationKey,
  schema: z.ZodMiniType<T>,
  item: "category" | "brand" | "product",
  toRow: (link: T) => SourceRow,
): Field<T[], SourceRow[]> {
  return {
    api: rows(schema),
    label,
    toForm: (links) => (links ?? []).map(toRow),
    // The action wants every array present (contract §5.33), rows never picked left out.
    toPayload: (items) =>
      items
        .filter((r) => r.id !== undefined || (r.target && !r.deleted))
        .map((r): SourceLinkInput => ({ ...(r.id ? { id: r.id } : {}), [item]: { id: Number(r.target) }, deleted: r.deleted })),
    rule: z.array(z.unknown()),
  };
}

export const sourceFields = {
  source_type: {
    api: z.catch(z.coerce.number(), SOURCE_TYPE.url),
    label: "storefront.sources.type",
    toForm: (value: number | undefined) => String(value || SOURCE_TYPE.category),
    toPayload: (value: string) => Number(value),
    rule: z.string(),
    Input: SourcePicker,
  } satisfies Field<number, string>,
  tags: {
    api: textApi,
    label: "storefront.sources.tags",
    toForm: (value: string | undefined) =>
      (value ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    toPayload: (value: string[]) => value.join(","),
    rule: z.array(z.string()),
  } satisfies Field<string, string[]>,
  url: {
    api: textApi,
    label: "storefront.sources.url",
    toForm: (value: string | undefined) => value ?? "",
    toPayload: (value: string) => value.trim(),
    rule: z.string(),
  } satisfies Field<string, string>,
  source_categories: linkField("storefront.sources.categories", categoryLinkSchema, "category", (l) => ({
    id: l.id,
    target: String(l.category_id),
    label: l.category?.title || `#${l.category_id}`,
    deleted: false,
    key: rowKey(),
  })),
  source_brands: linkField("storefront.sources.brands", brandLinkSchema, "brand", (l) => ({
    id: l.id,
    target: String(l.brand_id),
    label: l.brand?.title || `#${l.brand_id}`,
    deleted: false,
    key: rowKey(),
  })),
  source_products: linkField("storefront.sources.products", productLinkSchema, "product", (l) => ({
    id: l.id,
    target: String(l.product_id),
    label: l.product?.title || `#${l.product_id}`,
    deleted: false,
    key: rowKey(),
    selling: l.product?.selling ?? 0,
    offered: l.product?.offered ?? 0,
  })),
};

const live = (items: unknown) => (Array.isArray(items) ? (items as SourceRow[]).filter((r) => !r.deleted && r.target) : []);

/** What the chosen source type needs: at least one linked record, a tag, or the URL. */
export function sourceRefine(schema: z.ZodMiniObject<Record<string, z.ZodMiniType>>): z.ZodMiniType {
  return z.looseObject(schema.shape).check(
    z.superRefine((v, ctx) => {
      const type = Number(v.source_type);
      const need = (ok: boolean, path: string) => {
        if (!ok) ctx.addIssue({ code: "custom", path: [path], message: "validation.required" });
      };
      if (type === SOURCE_TYPE.url) need(typeof v.url === "string" && v.url.trim() !== "", "url");
      if (type === SOURCE_TYPE.tag) need(Array.isArray(v.tags) && v.tags.length > 0, "tags");
      if (type === SOURCE_TYPE.category) need(live(v.source_categories).length > 0, "source_categories");
      if (type === SOURCE_TYPE.brand) need(live(v.source_brands).length > 0, "source_brands");
      if (type === SOURCE_TYPE.product) need(live(v.source_products).length > 0, "source_products");
      // A category or brand row added but never picked.
      for (const key of ["source_categories", "source_brands"])
        if ((v[key] as SourceRow[] | undefined)?.some((r) => !r.deleted && !r.target)) need(false, key);
    }),
  );
}
