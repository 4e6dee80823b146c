import { Hono } from "hono";
import { z } from "zod";
import { can } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundA } from "../../http/envelope";
import { optionalFlag01, optionalFlag12, requiredString } from "../../http/validate";
import { defined, mountResource, upsertRow } from "../../http/crud-kit";
import { optionalRaw } from "./common";

/*
 * custom-script (contract 5.43): JavaScript injected into storefront pages whose path matches
 * `route_pattern`, gated by header_link.* like the original. The code is stored exactly as given;
 * `trusted` = 1 only when the author held header_link.edit, and the storefront renders only
 * trusted rows (README).
 */

export const customScriptRoutes = new Hono<Env>();

// Whether a storefront path is one a script's `route_pattern` names: the rule the storefront applies
// (the panel's pattern tester, app/features/content/custom-scripts/route-pattern.ts, repeats it and a
// contract test runs both on the same cases). `*` stands for any text, and `/*` also for nothing, so
// `/*/product/*` names `/product/12` and `/en/product/12`, and `*` alone names every page. A pattern
// without a leading slash gets one; the path's query and fragment are ignored, so is a trailing
// slash on either; letters must match in case.
export function routePatternMatches(pattern: string, path: string): boolean {
  const trimmed = pattern.trim();
  if (trimmed === "") return false;
  const normalise = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p);
  const bare = normalise(`/${path.split(/[?#]/)[0].replace(/^\/+/, "")}`);
  const source = normalise(trimmed.startsWith("/") || trimmed.startsWith("*") ? trimmed : `/${trimmed}`)
    .split(/(\/\*|\*)/)
    .map((part) => (part === "/*" ? "(?:/.*)?" : part === "*" ? ".*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`).test(bare);
}

const schema = z.object({
  // Path patterns such as `/*/product/*` or `*`.
  route_pattern: requiredString("route_pattern", { max: 255 }),
  header_script: optionalFlag01("header_script"),
  header_script_code: optionalRaw("header_script_code", 100_000),
  body_script: optionalFlag01("body_script"),
  body_script_code: optionalRaw("body_script_code", 100_000),
  status: optionalFlag12("status"),
});

mountResource(customScriptRoutes, {
  table: "custom_scripts",
  perm: "header_link",
  json: (_c, rows) => rows,
  list: { sortable: ["id", "route_pattern", "status", "created_at", "updated_at"], search: ["route_pattern"] },
  find: { notFound: notFoundA },
  action: {
    schema,
    modelBinding: true,
    save: async (c, { current, data }) => {
      const trusted = can(c, "header_link.edit") ? 1 : 0;
      return upsertRow(c.get("db"), "custom_scripts", current, { ...defined(data), trusted });
    },
  },
  delete: { notFound: notFoundA },
});
