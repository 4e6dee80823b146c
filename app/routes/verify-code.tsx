import { VerifyCodeForm } from "~/features/auth/password-reset-forms";
import { RouteErrorBoundary } from "~/shell/error-page";
import { screenLoader } from "~/shell/screen-route";

export const handle = { screen: "verify-code" };
export const clientLoader = screenLoader("verify-code");
export const ErrorBoundary = RouteErrorBoundary;
export default VerifyCodeForm;
