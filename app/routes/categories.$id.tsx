import { categories } from "~/features/catalog/categories";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(categories);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
