import { FcmSettingsForm, fcmSettings } from "~/features/settings/fcm/fcm-form";
import { settingsRoute } from "~/features/settings/routes";
import { urls } from "~/routing/urls";

const route = settingsRoute(urls.settingFcm, fcmSettings, FcmSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
