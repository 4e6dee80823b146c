import { shippingRuleList } from "~/features/marketing/shipping-rules";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(shippingRuleList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
