import { customScriptList } from "~/features/content/custom-scripts/custom-scripts";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(customScriptList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
