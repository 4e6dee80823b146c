import { z } from "zod";
import { http } from "../client";
import { flag, optionSchema, resourceApi, type Option } from "../resource";

/** A brand (contract §5.8). */
export const brandSchema = z.looseObject({
  id: z.coerce.number(),
  title: z.string().nullable().transform((v) => v ?? ""),
  slug: z.string().nullable().optional().transform((v) => v ?? ""),
  image: z.string().nullable().optional(),
  status: flag,
  featured: flag,
  created_at: z.string().nullable().optional(),
});
export type Brand = z.infer<typeof brandSchema>;

export interface BrandInput {
  title: string;
  slug: string;
  status: number;
  featured: number;
}

export const brandApi = resourceApi<Brand, BrandInput>("brand", brandSchema);

export async function allBrands(q?: string): Promise<Option[]> {
  return z.array(optionSchema).parse(await http.get<unknown>("brand/all-brands", { q }));
}
