import { LoginForm } from "~/features/auth/login-form";
import { guestScreenLoader } from "~/features/auth/guest-loader";
import { RouteErrorBoundary } from "~/routing/kit/error-page";

export const handle = { screen: "login" };
export const clientLoader = guestScreenLoader;
export const ErrorBoundary = RouteErrorBoundary;
export default LoginForm;
