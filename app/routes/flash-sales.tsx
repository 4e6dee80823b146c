import { flashSaleList } from "~/features/marketing/flash-sales";
import { listRoute } from "~/shell/resource-routes";

const route = listRoute(flashSaleList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
