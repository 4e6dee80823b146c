import { stat } from "node:fs/promises";

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
