import { slideRoute } from "~/features/content/home-slider/route";

const route = slideRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
