import { CustomScriptForm } from "~/features/content/custom-scripts/custom-script-form";
import { customScripts } from "~/features/content/custom-scripts/custom-scripts";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(customScripts, { render: (record) => <CustomScriptForm record={record} /> });
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
