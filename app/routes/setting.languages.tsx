import { languageListRoute } from "~/features/settings/languages/routes";

const route = languageListRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
