import { settingsRoute } from "~/features/settings/routes";
import { AnalyticsSettingsForm, analyticsSettings } from "~/features/settings/analytics";
import { urls } from "~/routing/urls";

const route = settingsRoute(urls.settingAnalytics, analyticsSettings, AnalyticsSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
