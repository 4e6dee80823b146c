import { footerImageRoute } from "~/features/content/footer-links/route";

const route = footerImageRoute();
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
