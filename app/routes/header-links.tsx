import { headerLinksRoute } from "~/features/content/header-links/route";

const route = headerLinksRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
