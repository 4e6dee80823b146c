import { loadCopy } from "~/features/marketing/copy";
import { FlashSaleForm } from "~/features/marketing/flash-sale-form";
import { flashSales } from "~/features/marketing/flash-sales";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(flashSales, {
  load: (id, args) => loadCopy(flashSales, id, args),
  render: (record, copy) => <FlashSaleForm record={record} copy={copy ?? null} />,
});
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
