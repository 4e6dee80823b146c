import { brandList } from "~/features/catalog/brands";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(brandList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
