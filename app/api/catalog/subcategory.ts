import { z } from "zod";
import { flag, resourceApi } from "../resource";

const text = z.string().nullable().optional().transform((v) => v ?? "");

/** A sub-category (contract §5.7, the legacy second level). */
export const subCategorySchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  slug: text,
  image: z.string().nullable().optional(),
  status: flag,
  featured: flag,
  category_id: z.coerce.number().nullable().optional().transform((v) => v ?? 0),
  category: z.looseObject({ id: z.coerce.number(), title: text }).nullable().optional(),
  meta_title: text,
  meta_description: text,
  created_at: z.string().nullable().optional(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export interface SubCategoryInput {
  title: string;
  slug: string;
  category_id: number;
  meta_title: string;
  meta_description: string;
  status: number;
  featured: number;
}

// Sub-categories are deleted one id per call (contract §5.7).
export const subCategoryApi = resourceApi<SubCategory, SubCategoryInput>("subcategory", subCategorySchema, { singleDelete: true });
