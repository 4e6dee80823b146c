import { z } from "zod";
import { http } from "../client";
import { flag, optionSchema, resourceApi, type Option } from "../resource";

export interface Category {
  id: number;
  title: string;
  slug: string;
  image?: string | null;
  status: number;
  featured: number;
  in_footer: number;
  parent: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  created_at?: string | null;
  child: Category[];
}

const text = z.string().nullable().optional().transform((v) => v ?? "");

/** A category with its subtree (`child`, recursive) as `category/all` answers (contract §5.6). */
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.looseObject({
    id: z.coerce.number(),
    title: text,
    slug: text,
    image: z.string().nullable().optional(),
    status: flag,
    featured: flag,
    in_footer: flag,
    parent: z.coerce.number().nullable().optional().transform((v) => v ?? 0),
    meta_title: text,
    meta_description: text,
    meta_keywords: text,
    created_at: z.string().nullable().optional(),
    child: z.array(categorySchema).optional().default([]),
  }),
) as unknown as z.ZodType<Category>;

export interface CategoryInput {
  title: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  parent: number;
  status: number;
  featured: number;
  in_footer: number;
}

export const categoryApi = resourceApi<Category, CategoryInput>("category", categorySchema);

export async function allCategories(q?: string): Promise<Option[]> {
  return z.array(optionSchema).parse(await http.get<unknown>("category/all-categories", { q }));
}
