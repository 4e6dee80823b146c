import { SiteFeatureForm } from "~/features/content/site-features/feature-form";
import { siteFeatures } from "~/features/content/site-features/site-features";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(siteFeatures, { render: (record) => <SiteFeatureForm record={record} /> });
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
