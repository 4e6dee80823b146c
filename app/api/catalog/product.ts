import * as z from "zod/mini";
import { keepVersion } from "../versions";
import { http } from "../client";
import { flag, numberOrZero, optionSchema, parseOne, refSchema, text } from "../resource";

/** Product summary rows of `product/all` (contract §5.9). */
export const productSummarySchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  image: z.optional(z.nullable(z.string())),
  status: flag,
  purchased: numberOrZero,
  selling: numberOrZero,
  offered: numberOrZero,
  created_at: z.optional(z.nullable(z.string())),
  brand: refSchema,
  tax_rules: refSchema,
  product_categories: z._default(z.optional(z.array(z.looseObject({ category_id: z.coerce.number(), category: refSchema }))), []),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A product as a row that links one shows it (a wishlist, a slide's products): name, picture, prices. */
export const productCardSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  image: z.optional(z.nullable(z.string())),
  selling: numberOrZero,
  offered: numberOrZero,
});

const attributeValueRefSchema = z.looseObject({ id: z.coerce.number(), title: text, attribute_id: z.optional(z.coerce.number()) });

export const productImageSchema = z.looseObject({
  id: z.coerce.number(),
  image: text,
  attributes: z._default(z.optional(z.array(z.looseObject({ attribute_value_id: z.coerce.number() }))), []),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const attributeWithValues = z.looseObject({
  id: z.coerce.number(),
  title: text,
  values: z._default(z.optional(z.array(attributeValueRefSchema)), []),
});
export type AttributeWithValues = z.infer<typeof attributeWithValues>;

const dropdownSchema = z.looseObject({
  brands: z._default(z.array(optionSchema), []),
  categories: z._default(z.array(optionSchema), []),
  tax_rules: z._default(z.array(optionSchema), []),
  shipping_rules: z._default(z.array(optionSchema), []),
  product_collections: z._default(z.array(optionSchema), []),
  bundle_deals: z._default(z.array(optionSchema), []),
  attributes: z._default(z.array(attributeWithValues), []),
});
export type ProductDropdowns = z.infer<typeof dropdownSchema>;

/** Every list the product form picks from, in one call. */
export async function productDropdowns(signal?: AbortSignal): Promise<ProductDropdowns> {
  return parseOne(await http.get<unknown>("product/dropdown-data", undefined, signal), dropdownSchema);
}

export async function deleteProductImage(imageId: number): Promise<ProductImage[]> {
  return z.array(productImageSchema).parse((await http.delete<unknown>(`product/delete-image/${imageId}`)) ?? []);
}

/** The full set of attribute values a gallery picture shows (contract §5.10). */
export async function saveImageAttributes(productId: number, productImageId: number, values: number[]): Promise<void> {
  await http.post("product-image-attributes/action", { product_id: productId, product_image_id: productImageId, values });
}

/** A product's media, uploaded on their own with progress (contract §5.9, §5.41). */
export const productUploads = {
  /** Gallery pictures (`images[]`): answers the whole gallery. */
  gallery: async (id: number, body: FormData, onProgress?: (percent: number) => void): Promise<ProductImage[]> =>
    z.array(productImageSchema).parse((await http.upload<unknown>(`product/upload-images/${id}`, body, { onProgress })) ?? []),
  /** The video (`video_file`, `thumb`); without an id the upload creates the product. */
  video: (id: number | undefined, body: FormData, onProgress?: (percent: number) => void) =>
    http.upload<{ id: number; video?: string | null; video_thumb?: string | null }>(
      id === undefined ? "product/upload-video" : `product/upload-video/${id}`,
      body,
      { onProgress },
    ),
  /** A picture inside the overview (type 2) or description (type 3): answers its URL. */
  textImage: async (body: FormData): Promise<string> => {
    const answer = await http.upload<{ url?: string; image?: string }>("wysiwyg-image/upload", body);
    return answer.url ?? answer.image ?? "";
  },
};

const inventorySchema = z.looseObject({
  id: z.coerce.number(),
  sku: text,
  price: numberOrZero,
  quantity: z.pipe(
    z.optional(z.nullable(z.coerce.number())),
    z.transform((v) => v ?? 0),
  ),
  inventory_attributes: z._default(z.optional(z.array(z.looseObject({ attribute_value_id: z.coerce.number() }))), []),
});
export type Inventory = z.infer<typeof inventorySchema>;

export async function findInventory(productId: number, signal?: AbortSignal): Promise<Inventory[]> {
  const raw = await http.get<unknown>(`updated-inventory/find/${productId}`, undefined, signal);
  return keepVersion(raw, z.array(inventorySchema).parse(raw ?? []));
}

export interface InventoryInput {
  id?: number;
  sku: string;
  price: number;
  quantity: number;
  values: { id: number }[];
}

/**
 * Replaces the product's variants. `ifMatch` is the product's version (it covers its stock): a server
 * with record versions refuses the write when a sale or another save moved the stock since. The answer
 * keeps the product's new version (`versionOf`).
 */
export async function saveInventory(productId: number, inventories: InventoryInput[], ifMatch?: string | null): Promise<Inventory[]> {
  const raw = await http.post<unknown>(`updated-inventory/action/${productId}`, { inventories }, undefined, { ifMatch });
  return keepVersion(raw, z.array(inventorySchema).parse(raw ?? []));
}

const tagSchema = z.looseObject({ id: z.coerce.number(), title: text });

export async function searchTags(q: string): Promise<string[]> {
  const page = z.looseObject({ data: z.array(tagSchema) }).safeParse(await http.get<unknown>("tag/all", { q, page: 1 }));
  return page.success ? page.data.data.map((t) => t.title) : [];
}

export async function createTag(title: string): Promise<void> {
  await http.post("tag/action", { title });
}
