import { siteFeatureList } from "~/features/content/site-features/site-features";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(siteFeatureList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
