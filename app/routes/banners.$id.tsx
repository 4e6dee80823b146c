import { bannerRoute } from "~/features/content/banners/route";

const route = bannerRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
