import { withdrawalAccountList } from "~/features/people/withdrawal-accounts";
import { listRoute } from "~/shell/resource-routes";

const route = listRoute(withdrawalAccountList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
