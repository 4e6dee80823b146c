import { voucherList } from "~/features/marketing/vouchers";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(voucherList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
