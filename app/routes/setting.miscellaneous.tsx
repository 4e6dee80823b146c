import { settingsRouteWith } from "~/features/settings/routes";
import { MiscellaneousSettingsForm, loadMiscellaneousLookups, miscellaneousSettings } from "~/features/settings/miscellaneous";
import { urls } from "~/routing/urls";

const route = settingsRouteWith(urls.settingMiscellaneous, miscellaneousSettings, loadMiscellaneousLookups, MiscellaneousSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
