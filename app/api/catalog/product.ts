import { z } from "zod";
import { http } from "../client";
import { flag, optionSchema, parseOne, resourceApi } from "../resource";

const text = z.string().nullable().optional().transform((v) => v ?? "");
const money = z.coerce.number().nullable().optional().transform((v) => v ?? 0);
const ref = z.looseObject({ id: z.coerce.number(), title: text }).nullable().optional();

/** Product summary rows of `product/all` (contract §5.9). */
export const productSummarySchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  image: z.string().nullable().optional(),
  status: flag,
  purchased: money,
  selling: money,
  offered: money,
  created_at: z.string().nullable().optional(),
  brand: ref,
  tax_rules: ref,
  product_categories: z.array(z.looseObject({ category_id: z.coerce.number(), category: ref })).optional().default([]),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const attributeValueRefSchema = z.looseObject({ id: z.coerce.number(), title: text, attribute_id: z.coerce.number().optional() });

export const productImageSchema = z.looseObject({
  id: z.coerce.number(),
  image: text,
  attributes: z
    .array(z.looseObject({ attribute_value_id: z.coerce.number() }))
    .optional()
    .default([]),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** The full product of `find`/`action`/`upload` (contract §5.9). */
export const productSchema = z.looseObject({
  id: z.coerce.number(),
  title: text,
  slug: text,
  description: text,
  overview: text,
  unit: text,
  badge: text,
  meta_title: text,
  meta_description: text,
  meta_keywords: text,
  tags: text,
  selling: money,
  purchased: money,
  offered: money,
  image: z.string().nullable().optional(),
  video: z.string().nullable().optional(),
  video_thumb: z.string().nullable().optional(),
  status: flag,
  warranty: z.coerce.number().nullable().optional(),
  refundable: z.coerce.number().nullable().optional(),
  tax_rule_id: z.coerce.number().nullable().optional(),
  shipping_rule_id: z.coerce.number().nullable().optional(),
  brand_id: z.coerce.number().nullable().optional(),
  bundle_deal_id: z.coerce.number().nullable().optional(),
  primary_category_id: z.coerce.number().nullable().optional(),
  product_categories: z.array(z.looseObject({ category_id: z.coerce.number(), primary: z.coerce.number().optional() })).optional().default([]),
  product_collections: z.array(z.looseObject({ product_collection_id: z.coerce.number() })).optional().default([]),
  product_images: z.array(productImageSchema).optional().default([]),
  flash_sale_product: z
    .array(z.looseObject({ flash_sale_id: z.coerce.number(), price: money, flash_sale: z.looseObject({ id: z.coerce.number(), title: text }).nullable().optional() }))
    .optional()
    .default([]),
});
export type Product = z.infer<typeof productSchema>;

export interface ProductInput {
  title: string;
  slug: string;
  unit: string;
  badge: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  description: string;
  overview: string;
  tags: string;
  selling: number;
  purchased: number;
  offered: number;
  status: number;
  tax_rule_id: number;
  shipping_rule_id: number;
  brand_id: number | null;
  bundle_deal_id: number | null;
  warranty: number;
  refundable: number;
  product_categories: number[];
  primary_category_id: number | null;
  product_collections: number[];
}

export const productApi = resourceApi<ProductSummary, ProductInput>("product", productSummarySchema);

export async function findProduct(id: number | string, signal?: AbortSignal): Promise<Product> {
  return parseOne(await http.get<unknown>(`product/find/${id}`, undefined, signal), productSchema);
}

export async function saveProduct(input: ProductInput, id?: number | string): Promise<Product> {
  return parseOne(await http.post<unknown>(id === undefined ? "product/action" : `product/action/${id}`, input as unknown as Record<string, unknown>), productSchema);
}

const attributeWithValues = z.looseObject({ id: z.coerce.number(), title: text, values: z.array(attributeValueRefSchema).optional().default([]) });
export type AttributeWithValues = z.infer<typeof attributeWithValues>;

export const dropdownSchema = z.looseObject({
  brands: z.array(optionSchema).default([]),
  categories: z.array(optionSchema).default([]),
  tax_rules: z.array(optionSchema).default([]),
  shipping_rules: z.array(optionSchema).default([]),
  product_collections: z.array(optionSchema).default([]),
  bundle_deals: z.array(optionSchema).default([]),
  attributes: z.array(attributeWithValues).default([]),
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

export const productUploadPaths = {
  image: (id?: number) => (id === undefined ? "product/upload" : `product/upload/${id}`),
  video: (id?: number) => (id === undefined ? "product/upload-video" : `product/upload-video/${id}`),
  gallery: (id: number) => `product/upload-images/${id}`,
};

export const inventorySchema = z.looseObject({
  id: z.coerce.number(),
  sku: text,
  price: money,
  quantity: z.coerce.number().nullable().optional().transform((v) => v ?? 0),
  inventory_attributes: z.array(z.looseObject({ attribute_value_id: z.coerce.number() })).optional().default([]),
});
export type Inventory = z.infer<typeof inventorySchema>;

export async function findInventory(productId: number, signal?: AbortSignal): Promise<Inventory[]> {
  return z.array(inventorySchema).parse((await http.get<unknown>(`updated-inventory/find/${productId}`, undefined, signal)) ?? []);
}

export interface InventoryInput {
  id?: number;
  sku: string;
  price: number;
  quantity: number;
  values: { id: number }[];
}

export async function saveInventory(productId: number, inventories: InventoryInput[]): Promise<Inventory[]> {
  return z.array(inventorySchema).parse((await http.post<unknown>(`updated-inventory/action/${productId}`, { inventories })) ?? []);
}

const tagSchema = z.looseObject({ id: z.coerce.number(), title: text });

export async function searchTags(q: string): Promise<string[]> {
  const page = z.looseObject({ data: z.array(tagSchema) }).safeParse(await http.get<unknown>("tag/all", { q, page: 1 }));
  return page.success ? page.data.data.map((t) => t.title) : [];
}

export async function createTag(title: string): Promise<void> {
  await http.post("tag/action", { title });
}
