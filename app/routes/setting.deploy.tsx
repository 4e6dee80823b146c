import { deployRoute as route } from "~/features/settings/deploy/deploy-panel";

export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
