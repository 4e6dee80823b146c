import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";

/*
 * Security headers of the reference server, the same the README's nginx example sends:
 * - every API answer: `Cache-Control: no-store` (answers carry personal data and tokens) and nosniff;
 * - the panel's files: nosniff, a Referrer-Policy, HSTS when PUBLIC_URL is https;
 * - index.html: a strict Content-Security-Policy whose script-src allows only the panel's own files
 *   and the hashes of index.html's inline scripts (the release manifest lists the same hashes).
 *   Styles stay 'unsafe-inline': Mantine writes style attributes and <style> tags at run time.
 */

export function apiHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  };
}

export function documentHeaders(config: Config): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(config.publicUrl?.startsWith("https://") ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * `sha256-<base64>` of each inline <script> body of an HTML document that a browser runs: data blocks
 * (`type="application/json"`, the page-code map) are never run, so the policy need not name them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(indexHtml: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(indexHtml).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Product images may live on a storage host of the shop's choice (URL media storage).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // E-mail previews render in sandboxed srcdoc frames; nothing else is framed.
    "frame-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
