import { settingsRoute } from "~/features/settings/routes";
import { SmtpSettingsForm, smtpSettings } from "~/features/settings/smtp";
import { urls } from "~/routing/urls";

const route = settingsRoute(urls.settingSmtp, smtpSettings, SmtpSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
