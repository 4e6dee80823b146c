import { useLoaderData } from "@remix-run/react";
import { cartApi } from "~/api/sales/carts";
import { cartActions, cartDetail } from "~/features/sales/cart-detail";
import { cartKeyOf, cartRowId } from "~/features/sales/cart-keys";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { detailAction, detailShouldRevalidate } from "~/ui/detail-page/action";
import { DetailPage } from "~/ui/detail-page/detail-page";

export const handle: ScreenHandle = { screen: "carts.$id" };
export const clientLoader = screenLoader("carts.$id", {
  load: ({ params, request }) => cartApi.find(cartKeyOf(params, request.url), request.signal),
});
export const clientAction = detailAction(cartActions);
export const shouldRevalidate = detailShouldRevalidate;
export const ErrorBoundary = RouteErrorBoundary;

export default function CartRoute() {
  const cart = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="carts.$id">
      {cart ? <DetailPage key={cartRowId(cart.customer)} description={cartDetail} record={cart} /> : null}
    </PageFrame>
  );
}
