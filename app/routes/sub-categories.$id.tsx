import { subCategories } from "~/features/catalog/sub-categories";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(subCategories);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
