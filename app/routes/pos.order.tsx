import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PosPluginGate, posPluginActive } from "~/features/pos/plugin-gate";
import { posOrderList, useListReceipt } from "~/features/pos/pos-orders-list";
import { ReceiptModal } from "~/features/pos/receipt";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { getProfile } from "~/session/session-store";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "pos.order" };
// Nothing is asked of the server while the POS plugin is off: the gate says so instead.
export const clientLoader = screenLoader("pos.order", {
  load: (args) => (posPluginActive(getProfile()) ? loadList(posOrderList(getProfile()), args) : null),
});
export const ErrorBoundary = RouteErrorBoundary;

export default function PosOrdersRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  const receipt = useListReceipt();
  const { close } = receipt;
  // A receipt left open does not reopen when the user comes back.
  useEffect(() => close, [close]);
  return (
    <PageFrame screen="pos.order">
      <PosPluginGate>
        {data ? <ListPage description={posOrderList(getProfile())} data={data} title={t("screens.posOrders")} /> : null}
        <ReceiptModal order={receipt.order} onClose={receipt.close} />
      </PosPluginGate>
    </PageFrame>
  );
}
