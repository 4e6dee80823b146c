import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { orderApi } from "~/api/sales/orders";
import { rememberOrderIds, RowKeysHint, useRowKeys } from "~/features/sales/order-keys";
import { orderList, orderListVariant } from "~/features/sales/order-list";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { getProfile } from "~/session/session-store";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "orders" };
// The variant (admin or vendor, POS or not, filters by kind or not) is read when the loader runs:
// the profile is in by then, and the server's answer on its filters is asked once.
export const clientLoader = screenLoader("orders", {
  load: async (args) => {
    const kinds = await orderApi.offersFilterKinds();
    return { ...(await loadList(orderList(orderListVariant(getProfile(), kinds)), args)), kinds };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function OrdersRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  const table = useRef<HTMLDivElement>(null);
  useRowKeys(table);
  const ids = data?.page?.data.map((row) => row.id);
  const key = ids?.join(",");
  // The page's ids, for `[`/`]` on an order opened from it.
  useEffect(() => {
    if (ids) rememberOrderIds(ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array's identity
  }, [key]);
  return (
    <PageFrame screen="orders">
      <div ref={table}>
        {data ? (
          <ListPage description={orderList(orderListVariant(getProfile(), data.kinds))} data={data} title={t("screens.orders")} />
        ) : null}
        <RowKeysHint id="orders-keys" />
      </div>
    </PageFrame>
  );
}
