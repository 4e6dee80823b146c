import { CurrencySettingsForm, currencySettings, loadCurrencyLookups } from "~/features/settings/currency";
import { settingsRouteWith } from "~/features/settings/routes";
import { urls } from "~/routing/urls";

const route = settingsRouteWith(urls.settingCurrency, currencySettings, loadCurrencyLookups, CurrencySettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
