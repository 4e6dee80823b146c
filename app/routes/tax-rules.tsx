import { taxRuleList } from "~/features/marketing/tax-rules";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(taxRuleList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
