import { VerifyCodeForm } from "~/features/auth/password-reset-forms";
import { guestScreenLoader } from "~/features/auth/guest-loader";
import { RouteErrorBoundary } from "~/routing/kit/error-page";

export const handle = { screen: "verify-code" };
export const clientLoader = guestScreenLoader;
export const ErrorBoundary = RouteErrorBoundary;
export default VerifyCodeForm;
