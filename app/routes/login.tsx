import { LoginForm } from "~/features/auth/login-form";
import { RouteErrorBoundary } from "~/shell/error-page";
import { screenLoader } from "~/shell/screen-route";

export const handle = { screen: "login" };
export const clientLoader = screenLoader("login");
export const ErrorBoundary = RouteErrorBoundary;
export default LoginForm;
