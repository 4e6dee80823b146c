import { productsUsingDeal } from "~/api/marketing/bundle-deal";
import { BundleDealForm } from "~/features/marketing/bundle-deal-form";
import { bundleDeals } from "~/features/marketing/bundle-deals";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(bundleDeals, {
  load: (id, args) => (id === undefined ? Promise.resolve([]) : productsUsingDeal(id, args.request.signal)),
  render: (record, products) => <BundleDealForm record={record} products={products ?? []} />,
});
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
