import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cartList } from "~/features/sales/cart-list";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "carts" };
export const clientLoader = screenLoader("carts", { load: (args) => loadList(cartList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function CartsRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen="carts">{data ? <ListPage description={cartList} data={data} title={t("screens.carts")} /> : null}</PageFrame>;
}
