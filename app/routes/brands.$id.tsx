import { brands } from "~/features/catalog/brands";
import { recordRoute } from "~/shell/resource-routes";

const route = recordRoute(brands);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
