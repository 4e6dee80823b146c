import { pluginsRoute as route } from "~/features/settings/plugins/plugins-panel";

export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
