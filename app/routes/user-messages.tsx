import { messageList } from "~/features/people/message-list";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(messageList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
