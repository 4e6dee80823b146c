import type app from "./locales/it.json";
import type auth from "./locales/auth/it.json";

/*
 * Typed translation keys: `t("catalog.brands.add")` is checked against the Italian locale files (the
 * default language; a unit test keeps the other three complete), so a missing or misspelt key fails
 * `npm run typecheck` instead of showing the raw key to a user.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "app";
    fallbackNS: "auth";
    resources: { app: typeof app; auth: typeof auth };
  }
}
