import { loadCopy } from "~/features/marketing/copy";
import { VoucherForm } from "~/features/marketing/voucher-form";
import { vouchers } from "~/features/marketing/vouchers";
import { recordRoute } from "~/routing/kit/record-route";

const route = recordRoute(vouchers, {
  load: (id, args) => loadCopy(vouchers, id, args),
  render: (record, copy) => <VoucherForm record={record} copy={copy ?? null} />,
});
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
