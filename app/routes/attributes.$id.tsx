import { attributes } from "~/features/catalog/attributes";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(attributes);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
