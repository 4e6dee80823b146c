import { urls as screens } from "../../../app/routing/urls";

/**
 * In-app URLs for Playwright, relative to the panel's base (/admin/) so they resolve against
 * baseURL. Screens' paths come from the app's own builders (`screens.brands.create()`), so tests
 * never spell a path the route table already knows.
 */
const rel = (path: string) => (path === "/" ? "./" : `.${path}`);

export { screens };

export const urls = {
  login: (redirect?: string) => rel(screens.login(redirect === undefined ? undefined : { redirect })),
  forgotPassword: () => rel(screens.forgotPassword()),
  /** Any in-app path: a builder's result, or one the app must refuse (an unknown page, a bad id). */
  path: (path: string) => rel(path),
};

/** The browser path of an in-app path (with the base). */
export const browserPath = (path: string) => `/admin${path === "/" ? "/" : path}`;
