import { attributes } from "~/features/catalog/attributes";
import { recordRoute } from "~/features/catalog/routes";

const route = recordRoute(attributes);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
