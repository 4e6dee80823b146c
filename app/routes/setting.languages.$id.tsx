import { languageRecordRoute } from "~/features/settings/languages/routes";

const route = languageRecordRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
