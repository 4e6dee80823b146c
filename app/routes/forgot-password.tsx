import { ForgotPasswordForm } from "~/features/auth/password-reset-forms";
import { guestScreenLoader } from "~/features/auth/guest-loader";
import { RouteErrorBoundary } from "~/routing/kit/error-page";

export const handle = { screen: "forgot-password" };
export const clientLoader = guestScreenLoader;
export const ErrorBoundary = RouteErrorBoundary;
export default ForgotPasswordForm;
