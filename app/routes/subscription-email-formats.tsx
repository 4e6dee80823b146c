import { emailFormatList } from "~/features/people/email-formats";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(emailFormatList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
