import { sliderOverviewRoute } from "~/features/content/home-slider/route";

const route = sliderOverviewRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
