import { bulkEditRoute } from "~/features/catalog/bulk-edit/bulk-edit-route";

const route = bulkEditRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
