import { attributeList } from "~/features/catalog/attributes";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(attributeList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
