import { categoryList } from "~/features/catalog/categories";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(categoryList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
