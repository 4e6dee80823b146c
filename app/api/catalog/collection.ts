import { z } from "zod";
import { flag, resourceApi } from "../resource";

const text = z.string().nullable().optional().transform((v) => v ?? "");

/** A product collection (contract §5.42). */
export const collectionSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  slug: text,
  status: flag,
  created_at: z.string().nullable().optional(),
});
export type ProductCollection = z.infer<typeof collectionSchema>;

export interface CollectionInput {
  title: string;
  slug: string;
  status: number;
}

export const collectionApi = resourceApi<ProductCollection, CollectionInput>("product-collection", collectionSchema);
