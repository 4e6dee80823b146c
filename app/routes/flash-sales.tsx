import { flashSaleList } from "~/features/marketing/flash-sales";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(flashSaleList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
