import { subCategoryList } from "~/features/catalog/sub-categories";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(subCategoryList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
