import { SubscribersScreen, subscriberRoute as route } from "~/features/people/subscriber-list";

export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default SubscribersScreen;
