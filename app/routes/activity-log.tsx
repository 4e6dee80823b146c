import { activityLogRoute } from "~/features/activity-log/activity-route";

const route = activityLogRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
