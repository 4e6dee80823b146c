import { bundleDealList } from "~/features/marketing/bundle-deals";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(bundleDealList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
