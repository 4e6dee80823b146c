import { withdrawalAccountList } from "~/features/people/withdrawal-accounts";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(withdrawalAccountList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
