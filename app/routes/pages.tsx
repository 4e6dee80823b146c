import { pageList } from "~/features/content/pages/pages";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(pageList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
