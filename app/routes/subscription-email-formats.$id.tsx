import { emailFormats } from "~/features/people/email-formats";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(emailFormats);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
