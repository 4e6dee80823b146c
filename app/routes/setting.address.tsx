import { AddressSettingsForm, addressSettings, loadAddressLookups } from "~/features/settings/address";
import { settingsRouteWith } from "~/features/settings/routes";
import { urls } from "~/routing/urls";

const route = settingsRouteWith(urls.settingAddress, addressSettings, loadAddressLookups, AddressSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
