import { taxRules } from "~/features/marketing/tax-rules";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(taxRules);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
