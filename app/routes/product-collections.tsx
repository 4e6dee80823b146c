import { collectionList } from "~/features/catalog/collections";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(collectionList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
