import { PageForm } from "~/features/content/pages/page-form";
import { pages } from "~/features/content/pages/pages";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(pages, { render: (record) => <PageForm record={record} /> });
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
