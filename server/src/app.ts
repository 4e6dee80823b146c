import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { Kysely } from "kysely";
import type { Config } from "./config";
import type { Database } from "./db/schema";
import { groups, publicGroups } from "./groups";
import { compressedDocument } from "./http/precompressed";
import { fileResponse, UPLOAD_HEADERS } from "./http/file-response";
import { requireAdmin } from "./http/auth";
import { bodyLimits } from "./http/body-limits";
import { refuseUnstorableText } from "./http/clean-text";
import { idempotentPosts } from "./http/idempotency";
import type { Env } from "./http/env";
import { apiHeaders, contentSecurityPolicy, documentHeaders } from "./http/security-headers";
import { DEFAULT_IMAGE, isPrivateUploadName, THUMB_PREFIX, uploadPath } from "./http/uploads";

/*
 * The whole HTTP surface: /api/admin/* (public routes, then the token check, then every group),
 * /uploads/*, the built admin app under /admin/ with deep-link fallback, and redirects to it.
 */

export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
}

/** Puts db and config on every request's context (also used by tests that mount pieces). */
export function withDeps({ db, config }: AppDeps): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set("db", db);
    c.set("config", config);
    await next();
  };
}

/** `rel` inside `root`, or null when it would escape it. */
function inside(root: string, rel: string): string | null {
  if (rel.includes("\0")) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, rel);
  return full === base || full.startsWith(base + path.sep) ? full : null;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">' +
  '<rect width="320" height="320" fill="#eceff1"/><path d="M96 216l48-64 36 44 24-30 40 50z" fill="#b0bec5"/>' +
  '<circle cx="206" cy="118" r="18" fill="#b0bec5"/></svg>';

/** Response headers a cross-origin panel may read. */
// ETag: a record's version (record-versions.md), which a panel on another origin must read to send it back in If-Match.
const CORS_EXPOSED = ["Content-Disposition", "Idempotent-Replayed", "ETag"];

export function createApp({ db, config }: AppDeps): Hono<Env> {
  const app = new Hono<Env>();

  if (config.log) {
    // Method, path (no query string), status, time: never headers, so tokens stay out of logs.
    app.use("*", async (c, next) => {
      const started = performance.now();
      await next();
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    });
  }

  app.use("*", withDeps({ db, config }));
  app.use("/api/*", apiHeaders());

  // CORS. Hono's cors() writes its headers into c.res before the handler runs, and Hono then moves
  // them onto the handler's answer by rebuilding that answer from its body: @hono/node-server's
  // light response (a JSON string) became a web stream read back chunk by chunk, ≈8% of an API
  // request's CPU (profiled at the bench scale). So only the preflight goes through cors(); every
  // other answer gets the same two headers once it exists, as apiHeaders() does.
  const preflight = cors({
    origin: "*",
    allowMethods: ["GET", "POST", "DELETE", "PUT", "PATCH", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type", "Accept", "Language", "X-Requested-With", "Idempotency-Key", "If-Match"],
    exposeHeaders: CORS_EXPOSED,
    maxAge: 600,
  });
  app.use("/api/*", async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", "*");
    c.res.headers.set("Access-Control-Expose-Headers", CORS_EXPOSED.join(","));
  });
  app.use("/api/*", bodyLimits());
  app.use("/api/*", refuseUnstorableText());

  for (const g of publicGroups) app.route(`/api/admin${g.prefix}`, g.router);
  app.use("/api/admin/*", requireAdmin);
  app.use("/api/admin/*", idempotentPosts());
  for (const g of groups) app.route(`/api/admin${g.prefix}`, g.router);

  app.get("/uploads/:name", async (c) => {
    const name = c.req.param("name");
    // Payment proofs (old ones still in this folder included) go only through the admin API,
    // also when asked for by their thumbnail's name.
    const original = name.startsWith(THUMB_PREFIX) ? name.slice(THUMB_PREFIX.length) : name;
    if (isPrivateUploadName(original)) return c.text("Not Found", 404);
    const file = uploadPath(config.uploadDir, name);
    if (!file) return c.text("Not Found", 404);
    const direct = await fileResponse(file, UPLOAD_HEADERS);
    if (direct) return direct;
    // No thumbnails are generated: a thumbnail name serves its original.
    if (original !== name) {
      const originalFile = uploadPath(config.uploadDir, original);
      const res = originalFile && (await fileResponse(originalFile, UPLOAD_HEADERS));
      if (res) return res;
    }
    if (name === DEFAULT_IMAGE) {
      return c.body(PLACEHOLDER_SVG, 200, { "Content-Type": "image/svg+xml", ...UPLOAD_HEADERS });
    }
    return c.text("Not Found", 404);
  });

  app.get("/", (c) => c.redirect("/admin/", 302));
  app.get("/admin", (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`/admin/${query}`, 302);
  });

  app.get("/admin/*", async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname.slice("/admin/".length));
    } catch {
      return c.text("Not Found", 404);
    }
    const isAsset = rel.startsWith("assets/");
    const headers = documentHeaders(config);
    if (rel !== "" && !rel.endsWith("/") && rel !== "index.html") {
      const file = inside(config.staticDir, rel);
      if (!file) return c.text("Not Found", 404);
      const cache = isAsset ? IMMUTABLE : NO_CACHE;
      const res = await fileResponse(file, { "Cache-Control": cache, ...headers }, c.req.header("accept-encoding") ?? "");
      if (res) return res;
    }
    // A missing hashed asset must stay a 404: the app's chunk-reload guard relies on it.
    if (isAsset) return c.text("Not Found", 404);
    // The SPA's entry for every in-app URL, with the CSP made from its own inline scripts.
    const html = await readFile(path.join(config.staticDir, "index.html"), "utf8").catch(() => null);
    if (html === null) return c.text("The admin app is not built yet: run `npm run build`.", 404);
    const documentHeadersWithCsp = { "Cache-Control": NO_CACHE, ...headers, "Content-Security-Policy": contentSecurityPolicy(html) };
    // Compressed as the build's own files are (Lighthouse counted the 11 KiB document sent raw).
    const compressed = compressedDocument(html, c.req.header("accept-encoding"));
    if (!compressed) return c.html(html, 200, { ...documentHeadersWithCsp, Vary: "Accept-Encoding" });
    return new Response(new Uint8Array(compressed.body), {
      status: 200,
      headers: {
        ...documentHeadersWithCsp,
        "Content-Type": "text/html; charset=UTF-8",
        "Content-Encoding": compressed.encoding,
        "Content-Length": String(compressed.body.length),
        Vary: "Accept-Encoding",
      },
    });
  });

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) {
      return c.req.method === "GET" || c.req.method === "HEAD"
        ? c.json({ message: "Not Found." }, 404)
        : c.json({ message: "Method Not Allowed." }, 405);
    }
    return c.text("Not Found", 404);
  });

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    // Details go to the server log only; clients never see stack traces or SQL.
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ message: "Server Error" }, 500);
  });

  return app;
}
