import * as z from "zod/mini";
import { http } from "../client";

/** The bulk file's columns, in the contract's order (contract §5.2; the reference server speaks CSV). */
export const BULK_COLUMNS = [
  "Title",
  "Badge",
  "Unit",
  "Description",
  "Overview",
  "Meta title",
  "Meta description",
  "Image",
  "Video",
  "Video thumb",
  "Warranty",
  "Refundable",
  "Slug",
  "Tags",
  "Tax rule",
  "Brand",
  "Shipping rule",
  "Bundle deal",
  "Purchased",
  "Selling",
  "Offered",
  "Status",
  "Id",
  "Collections",
  "Categories",
  "Inventories",
  "Images",
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

export async function importProducts(file: File): Promise<void> {
  const body = new FormData();
  body.append("file", file);
  await http.post("bulk/import", body);
}

/** The export: a CSV file with the server's file name (Content-Disposition), or a dated default. */
export async function exportProducts(): Promise<{ blob: Blob; fileName: string }> {
  const file = await http.download("bulk/export", "text/csv");
  return { blob: file.blob, fileName: file.fileName ?? `products-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** The media library (contract §5.4): stored file names, newest first. */
export async function listImages(): Promise<string[]> {
  return z.array(z.string()).parse((await http.get<unknown>("images/all")) ?? []);
}

export async function deleteImage(name: string): Promise<void> {
  await http.delete(`images/delete/${encodeURIComponent(name)}`);
}

export const IMAGES_UPLOAD_PATH = "images/upload";
export const MAX_IMAGES_PER_UPLOAD = 10;
