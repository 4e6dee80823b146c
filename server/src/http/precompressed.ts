import { stat } from "node:fs/promises";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

/** The encodings a build ships precompressed (scripts/vite-precompress.ts), in the order preferred. */
const VARIANTS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** The content codings a request accepts (RFC 9110 §12.5.3), without those it refuses with q=0. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

/**
 * The precompressed copy of `file` to send for this Accept-Encoding (brotli before gzip), or null
 * when the request accepts neither or the build wrote none (then the file goes as it is).
 */
export async function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ path: string; encoding: string } | null> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const variant of VARIANTS) {
    if (!accepted.has(variant.encoding) && !accepted.has("*")) continue;
    const candidate = file + variant.suffix;
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return { path: candidate, encoding: variant.encoding };
  }
  return null;
}

/** The last document compressed, per encoding: index.html changes only with a new build. */
let documentCache: { text: string; br?: Buffer; gzip?: Buffer } = { text: "" };

/**
 * A document the server writes itself (index.html, sent with its own CSP header), compressed for
 * this Accept-Encoding as the build's files are (brotli before gzip); null when the request takes
 * neither. Compressed once per content and kept.
 */
export function compressedDocument(text: string, acceptEncoding: string | undefined): { body: Buffer; encoding: string } | null {
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding = VARIANTS.find((v) => accepted.has(v.encoding) || accepted.has("*"))?.encoding;
  if (!encoding) return null;
  if (documentCache.text !== text) documentCache = { text };
  const body =
    encoding === "br"
      ? (documentCache.br ??= brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
      : (documentCache.gzip ??= gzipSync(text, { level: 9 }));
  return { body, encoding };
}
