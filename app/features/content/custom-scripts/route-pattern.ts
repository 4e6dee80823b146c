/*
 * Which storefront paths a custom script's `route_pattern` names. The same rule as the reference
 * server's `routePatternMatches` (server/src/groups/content/custom-script.ts; a contract test runs
 * both on the same cases): `*` stands for any text, and `/*` also for nothing, so `/*\/product/*`
 * names `/product/12` and `/en/product/12`, and `*` alone names every page. A pattern without a
 * leading slash gets one; the path's query and fragment are ignored, so is a trailing slash on
 * either; letters must match in case.
 */

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);
const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

export function routePatternMatches(pattern: string, path: string): boolean {
  const trimmed = pattern.trim();
  if (trimmed === "") return false;
  const bare = withoutTrailingSlash(`/${path.split(/[?#]/)[0].replace(/^\/+/, "")}`);
  const rooted = trimmed.startsWith("/") || trimmed.startsWith("*") ? trimmed : `/${trimmed}`;
  const source = withoutTrailingSlash(rooted)
    .split(/(\/\*|\*)/)
    .map((part) => (part === "/*" ? "(?:/.*)?" : part === "*" ? ".*" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`).test(bare);
}
