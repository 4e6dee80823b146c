/**
 * Whether a remembered redirect target is a path inside this app. Anything else (other origins,
 * protocol-relative `//host`, backslash tricks `/\host`, `javascript:`, control characters, and the
 * percent-encoded forms of all of these) is refused, so a crafted login link cannot send the user
 * off-site after they sign in.
 */
export function isInAppPath(target: unknown): target is string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return false;
  let decoded = target;
  // Decode repeatedly: "%252F%252F" must be judged as "//".
  for (let i = 0; i < 5; i++) {
    if (!isSafeLiteral(decoded)) return false;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!isSafeLiteral(decoded)) return false;
  // Dot segments ("/../x", "/%2e%2e/x") would climb out of the app's base once the browser applies
  // it (/admin/../x is /x): refused, in any spelling.
  if (/(^|\/)\.{1,2}(\/|$|[?#])/.test(decoded)) return false;
  try {
    const base = "http://in-app.invalid";
    // Judged as the browser will see it: under the app's base, the result must stay under it.
    const underBase = (path: string) => new URL(`${APP_BASE}${path}`, base);
    return [target, decoded].every((path) => {
      const url = underBase(path);
      return url.origin === base && url.pathname.startsWith(`${APP_BASE}/`);
    });
  } catch {
    return false;
  }
}

/** The path the panel is served under (vite.config.ts `base`, Remix `basename`). */
const APP_BASE = "/admin";

function isSafeLiteral(value: string): boolean {
  if (!value.startsWith("/")) return false;
  if (value.startsWith("//") || value.startsWith("/\\")) return false;
  // Browsers strip tabs/newlines inside URLs, which can turn "/\t/evil.com" into "//evil.com".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  return true;
}

/** The target if it is an in-app path, else the home page. */
export function safeRedirectTarget(target: unknown, fallback = "/"): string {
  return isInAppPath(target) ? target : fallback;
}

/** The login URL that remembers where the user was going (only in-app paths are remembered). */
export function loginPathFor(target: string): string {
  if (!isInAppPath(target) || target === "/" || target.startsWith("/login")) return "/login";
  return `/login?redirect=${encodeURIComponent(target)}`;
}
