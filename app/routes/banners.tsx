import { bannerSlotsRoute } from "~/features/content/banners/route";

const route = bannerSlotsRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
