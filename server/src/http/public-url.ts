import type { Context } from "hono";
import type { Env } from "./env";

/*
 * Absolute URLs in answers (image bases, paginator links) come from PUBLIC_URL, the origin the
 * operator configured. Without it they are root-relative: never built from the request's Host
 * header, which any client can set (`Host: evil.example` made the profile and every page link name
 * evil.example).
 */

type AnyEnvContext = Context<Env, any, any>;

/** PUBLIC_URL without its trailing slash, or "" (root-relative URLs). */
export function publicOrigin(c: AnyEnvContext): string {
  return c.get("config").publicUrl ?? "";
}

/** Where uploaded files are served: `<PUBLIC_URL>/uploads/` or `/uploads/`. */
export function uploadsBase(c: AnyEnvContext): string {
  return `${publicOrigin(c)}/uploads/`;
}
