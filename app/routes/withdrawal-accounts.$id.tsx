import { withdrawalAccounts } from "~/features/people/withdrawal-accounts";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(withdrawalAccounts);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
