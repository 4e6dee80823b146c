import { settingsRoute } from "~/features/settings/routes";
import { SocialLoginSettingsForm, socialLoginSettings } from "~/features/settings/social-login";
import { urls } from "~/routing/urls";

const route = settingsRoute(urls.settingSocialLogin, socialLoginSettings, SocialLoginSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
