import { siteSettingRoute } from "~/features/content/site-setting/route";

const route = siteSettingRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
