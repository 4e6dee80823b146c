import { clearCacheRoute as route } from "~/features/settings/clear-cache/clear-cache-panel";

export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
