import { PaymentSettingsForm } from "~/features/settings/payment/payment-form";
import { paymentSettings } from "~/features/settings/payment/payment-settings";
import { settingsRoute } from "~/features/settings/routes";
import { urls } from "~/routing/urls";

const route = settingsRoute(urls.settingPayment, paymentSettings, PaymentSettingsForm);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
