/*
 * Cookies of the panel, all named with the spec's prefix (§9) and scoped to the panel's base path.
 * Below every other module of the app (beside config.ts): the session keeps its tokens here and i18n
 * the chosen language, and neither imports the other for it.
 */

export const COOKIE_PREFIX = "admin-panel_";

const COOKIE_PATH = import.meta.env.BASE_URL.replace(/\/$/, "") || "/";

export function cookieName(name: string): string {
  return `${COOKIE_PREFIX}${name}`;
}

export function readCookie(name: string, source: string = document.cookie): string | null {
  const wanted = `${cookieName(name)}=`;
  for (const part of source.split(";")) {
    const trimmed = part.trim();
    if (trimmed.startsWith(wanted)) {
      try {
        return decodeURIComponent(trimmed.slice(wanted.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, options: { expires?: Date } = {}): void {
  const parts = [`${cookieName(name)}=${encodeURIComponent(value)}`, `path=${COOKIE_PATH}`, "SameSite=Strict"];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (location.protocol === "https:") parts.push("Secure");
  document.cookie = parts.join("; ");
}

export function deleteCookie(name: string): void {
  document.cookie = `${cookieName(name)}=; path=${COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}
