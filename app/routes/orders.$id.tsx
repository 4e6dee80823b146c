import { useLoaderData } from "@remix-run/react";
import { orderApi } from "~/api/sales/orders";
import { orderActions, orderDetail } from "~/features/sales/order-detail";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { getProfile } from "~/session/session-store";
import { detailAction, detailShouldRevalidate } from "~/ui/detail-page/action";
import { DetailPage } from "~/ui/detail-page/detail-page";

export const handle: ScreenHandle = { screen: "orders.$id" };
export const clientLoader = screenLoader("orders.$id", {
  load: async ({ params, request }) => {
    const id = params.id ?? "";
    const [order, timeline] = await Promise.all([orderApi.find(id, request.signal), orderApi.timeline(id, request.signal)]);
    return { order, timeline, vendor: getProfile()?.vendor === true };
  },
});
export const clientAction = detailAction(orderActions);
export const shouldRevalidate = detailShouldRevalidate;
export const ErrorBoundary = RouteErrorBoundary;

export default function OrderRoute() {
  const page = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="orders.$id">{page ? <DetailPage key={page.order.id} description={orderDetail} record={page} /> : null}</PageFrame>
  );
}
