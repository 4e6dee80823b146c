import { frameRoute } from "~/shell/screen-route";

// Frame only (title, breadcrumb, gate): the screen's content comes with its area's issue.
const route = frameRoute("subscription-email-formats");
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
