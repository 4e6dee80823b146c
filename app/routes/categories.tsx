import { categoryList } from "~/features/catalog/categories";
import { listRoute } from "~/shell/resource-routes";

const route = listRoute(categoryList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
