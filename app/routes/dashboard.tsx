import { DashboardScreen } from "~/features/dashboard/dashboard-screen";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";

// The gate only: each dashboard block loads its own figures after the screen shows.
export const handle: ScreenHandle = { screen: "dashboard" };
export const clientLoader = screenLoader("dashboard");
export const ErrorBoundary = RouteErrorBoundary;
export default DashboardScreen;
