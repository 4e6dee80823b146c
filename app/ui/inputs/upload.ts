import { apiBaseUrl } from "~/api/client";
import { decodeEnvelope } from "~/api/envelope";
import { ApiError, UnauthenticatedError } from "~/api/errors";
import { expireSession } from "~/session/auth-service";
import { getSession, isSessionExpired } from "~/session/session-store";

/**
 * A multipart POST with upload progress. ofetch (fetch) cannot report upload progress, so this one
 * call uses XMLHttpRequest, with the same headers and the same envelope decoding as the client.
 */
export function uploadWithProgress<T>(path: string, body: FormData, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const session = getSession();
    if (session && isSessionExpired()) {
      expireSession();
      reject(new UnauthenticatedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiBaseUrl() + path.replace(/^\/+/, ""));
    xhr.setRequestHeader("Accept", "application/json, text/plain");
    if (session) xhr.setRequestHeader("Authorization", `Bearer ${session.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = xhr.responseText;
      }
      try {
        resolve(decodeEnvelope<T>(xhr.status, parsed));
      } catch (error) {
        if (error instanceof UnauthenticatedError) expireSession();
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "Network error."));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(body);
  });
}

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/svg+xml", "image/webp"];
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "svg", "webp"];

/** Why a file may not be uploaded, checked before sending (type, then size in KB); null when fine. */
export function checkFile(file: File, allowed: { types: readonly string[]; extensions: readonly string[] }, maxKb: number): { key: "upload.wrongType" | "upload.tooLarge"; maxKb: number } | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!allowed.types.includes(file.type) && !allowed.extensions.includes(extension)) return { key: "upload.wrongType", maxKb };
  if (file.size > maxKb * 1024) return { key: "upload.tooLarge", maxKb };
  return null;
}
