import { brands } from "~/features/catalog/brands";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(brands);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
