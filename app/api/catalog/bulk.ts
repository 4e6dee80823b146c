import { z } from "zod";
import { apiBaseUrl, http } from "../client";
import { ApiError } from "../errors";

/** The bulk file's columns, in the contract's order (contract §5.2; the reference server speaks CSV). */
export const BULK_COLUMNS = [
  "Title", "Badge", "Unit", "Description", "Overview", "Meta title", "Meta description", "Image", "Video", "Video thumb",
  "Warranty", "Refundable", "Slug", "Tags", "Tax rule", "Brand", "Shipping rule", "Bundle deal", "Purchased", "Selling",
  "Offered", "Status", "Id", "Collections", "Categories", "Inventories", "Images",
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

export async function importProducts(file: File): Promise<void> {
  const body = new FormData();
  body.append("file", file);
  await http.post("bulk/import", body);
}

/**
 * The export is a file, not the envelope: fetched with the bearer token, answered as a Blob with
 * the server's file name (Content-Disposition).
 */
export async function exportProducts(token: string | null): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`${apiBaseUrl()}bulk/export`, {
    headers: { Accept: "text/csv, application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.ok || type.includes("application/json")) {
    const body = type.includes("application/json") ? ((await response.json()) as { message?: string; status?: number }) : null;
    throw new ApiError(body?.status === 403 ? 403 : response.status >= 400 ? response.status : 500, body?.message || `HTTP ${response.status}`);
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const match = /filename="?([^";]+)"?/.exec(disposition);
  return { blob: await response.blob(), fileName: match?.[1] ?? `products-${new Date().toISOString().slice(0, 10)}.csv` };
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
