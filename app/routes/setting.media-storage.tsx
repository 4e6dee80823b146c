import { MediaStorageSettingsForm, mediaStorageSettings } from "~/features/settings/media-storage";
import { settingsRoute } from "~/features/settings/routes";
import { urls } from "~/routing/urls";

const route = settingsRoute(urls.settingMediaStorage, mediaStorageSettings, MediaStorageSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
