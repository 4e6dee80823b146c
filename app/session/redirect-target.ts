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
  try {
    const base = "http://in-app.invalid";
    return new URL(target, base).origin === base && new URL(decoded, base).origin === base;
  } catch {
    return false;
  }
}

function isSafeLiteral(value: string): boolean {
  if (!value.startsWith("/")) return false;
  if (value.startsWith("//") || value.startsWith("/\\")) return false;
  // Browsers strip tabs/newlines inside URLs, which can turn "/\t/evil.com" into "//evil.com".
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
