import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { precompressedCopy } from "./precompressed";

/* Files as HTTP answers: the built app, uploads and private uploads (a POS sale's payment proof). */

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".mp4": "video/mp4",
  ".mov": "video/quicktime",
  ".ogg": "video/ogg",
  ".zip": "application/zip",
  ".pdf": "application/pdf",
};

/**
 * A file as a response, typed by its name. With `acceptEncoding` (the build's own files), the
 * build's precompressed copy is sent when the client takes it, under the original's type.
 */
export async function fileResponse(file: string, headers: Record<string, string>, acceptEncoding?: string): Promise<Response | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const copy = acceptEncoding === undefined ? null : await precompressedCopy(file, acceptEncoding);
    const body = await readFile(copy?.path ?? file);
    const coding: Record<string, string> = copy ? { "Content-Encoding": copy.encoding } : {};
    // Caches must keep the copies apart, also when this request took the plain file.
    if (acceptEncoding !== undefined) coding.Vary = "Accept-Encoding";
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        ...coding,
        "Content-Type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
        "Content-Length": String(body.length),
        "Last-Modified": info.mtime.toUTCString(),
        "X-Content-Type-Options": "nosniff",
        ...headers,
      },
    });
  } catch {
    return null;
  }
}

// Uploaded SVGs could carry scripts: served as inert documents.
export const UPLOAD_HEADERS = {
  "Cache-Control": "public, max-age=86400",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  // Also on answers not read from a file (the built-in default-image.svg).
  "X-Content-Type-Options": "nosniff",
};
