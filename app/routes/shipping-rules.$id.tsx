import { loadCopy } from "~/features/marketing/copy";
import { ShippingRuleForm } from "~/features/marketing/shipping-rule-form";
import { shippingRules } from "~/features/marketing/shipping-rules";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(shippingRules, {
  load: (id, args) => loadCopy(shippingRules, id, args),
  render: (record, copy) => <ShippingRuleForm record={record} copy={copy ?? null} />,
});
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
