import * as z from "zod/mini";
import { productCardSchema } from "../catalog/product";
import { flag, text } from "../resource";

/*
 * What a home slide or a banner leads to (contract §5.33/§5.35, admin-screens §9.0): a source type
 * and, by type, linked categories, brands or products, tags, or an internal URL.
 */

/** `source_type`: 1 category, 2 sub-category (not offered, as in the original), 3 tags, 4 brands, 5 products, 6 URL. */
export const SOURCE_TYPE = { category: 1, subCategory: 2, tag: 3, brand: 4, product: 5, url: 6 } as const;
export const OFFERED_SOURCE_TYPES = [
  SOURCE_TYPE.category,
  SOURCE_TYPE.tag,
  SOURCE_TYPE.brand,
  SOURCE_TYPE.product,
  SOURCE_TYPE.url,
] as const;

/** What a home slide and a banner both carry in their lists (the overview, the slot map). */
export const sourcedSummaryShape = {
  id: z.coerce.number(),
  title: text,
  slug: text,
  image: z.optional(z.nullable(z.string())),
  type: z.coerce.number(),
  status: flag,
  source_type: z.optional(z.nullable(z.coerce.number())),
};

const ref = z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), title: text })));

export const categoryLinkSchema = z.looseObject({ id: z.coerce.number(), category_id: z.coerce.number(), category: ref });
export const brandLinkSchema = z.looseObject({ id: z.coerce.number(), brand_id: z.coerce.number(), brand: ref });
export const productLinkSchema = z.looseObject({
  id: z.coerce.number(),
  product_id: z.coerce.number(),
  product: z.optional(z.nullable(productCardSchema)),
});
export type CategoryLink = z.infer<typeof categoryLinkSchema>;
export type BrandLink = z.infer<typeof brandLinkSchema>;
export type ProductLink = z.infer<typeof productLinkSchema>;

/** One entry of a `source_*` array as the action takes it. */
export interface SourceLinkInput {
  id?: number;
  deleted?: boolean;
  category?: { id: number };
  brand?: { id: number };
  product?: { id: number };
}
