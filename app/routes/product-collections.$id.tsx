import { collections } from "~/features/catalog/collections";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(collections);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
