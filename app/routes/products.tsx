import { productList } from "~/features/catalog/product-list";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(productList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
