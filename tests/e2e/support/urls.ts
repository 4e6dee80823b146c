/**
 * Typed in-app URLs, relative to the panel's base (/admin/), so tests never spell paths by hand.
 * Playwright resolves them against baseURL.
 */
const rel = (path: string) => (path === "/" ? "./" : `.${path}`);

export const urls = {
  home: () => rel("/"),
  login: (redirect?: string) => rel(redirect === undefined ? "/login" : `/login?redirect=${encodeURIComponent(redirect)}`),
  forgotPassword: () => rel("/forgot-password"),
  path: (path: string) => rel(path),
};

/** The browser path of an in-app path (with the base). */
export const browserPath = (path: string) => `/admin${path === "/" ? "/" : path}`;
