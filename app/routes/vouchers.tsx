import { voucherList } from "~/features/marketing/vouchers";
import { listRoute } from "~/shell/list-route";

const route = listRoute(voucherList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
