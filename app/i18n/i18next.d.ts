import type access from "./locales/app/access/it.json";
import type activityLog from "./locales/app/activityLog/it.json";
import type catalog from "./locales/app/catalog/it.json";
import type content from "./locales/app/content/it.json";
import type dashboard from "./locales/app/dashboard/it.json";
import type live from "./locales/app/live/it.json";
import type marketing from "./locales/app/marketing/it.json";
import type people from "./locales/app/people/it.json";
import type pos from "./locales/app/pos/it.json";
import type sales from "./locales/app/sales/it.json";
import type settings from "./locales/app/settings/it.json";
import type shell from "./locales/app/shell/it.json";
import type storefront from "./locales/app/storefront/it.json";
import type toolkit from "./locales/app/toolkit/it.json";
import type withdrawals from "./locales/app/withdrawals/it.json";
import type auth from "./locales/auth/it.json";

/*
 * Typed translation keys: `t("catalog.brands.add")` is checked against the Italian locale files (the
 * default language; a unit test keeps the other three complete), so a missing or misspelt key fails
 * `npm run typecheck` instead of showing the raw key to a user. The `app` namespace is the union of
 * its area files (app-locale.ts fetches them: the core, then each area a screen needs); an area
 * added there is added here too.
 */
type AppStrings = typeof access &
  typeof activityLog &
  typeof catalog &
  typeof content &
  typeof dashboard &
  typeof live &
  typeof marketing &
  typeof people &
  typeof pos &
  typeof sales &
  typeof settings &
  typeof shell &
  typeof storefront &
  typeof toolkit &
  typeof withdrawals;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "app";
    fallbackNS: "auth";
    resources: { app: AppStrings; auth: typeof auth };
  }
}
