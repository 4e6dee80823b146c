/* What may be uploaded, checked before sending. The upload itself is `http.upload` (api/client.ts). */

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/svg+xml", "image/webp"];
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "svg", "webp"];

/** Why a file may not be uploaded, checked before sending (type, then size in KB); null when fine. */
export function checkFile(
  file: File,
  allowed: { types: readonly string[]; extensions: readonly string[] },
  maxKb: number,
): { key: "upload.wrongType" | "upload.tooLarge"; maxKb: number } | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!allowed.types.includes(file.type) && !allowed.extensions.includes(extension)) return { key: "upload.wrongType", maxKb };
  if (file.size > maxKb * 1024) return { key: "upload.tooLarge", maxKb };
  return null;
}
