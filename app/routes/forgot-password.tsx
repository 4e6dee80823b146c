import { ForgotPasswordForm } from "~/features/auth/password-reset-forms";
import { RouteErrorBoundary } from "~/shell/error-page";
import { screenLoader } from "~/shell/screen-route";

export const handle = { screen: "forgot-password" };
export const clientLoader = screenLoader("forgot-password");
export const ErrorBoundary = RouteErrorBoundary;
export default ForgotPasswordForm;
