import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { productList } from "~/features/catalog/product-list";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "products" };
export const clientLoader = screenLoader("products", { load: (args) => loadList(productList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductsRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen="products">{data ? <ListPage description={productList} data={data} title={t("screens.products")} /> : null}</PageFrame>;
}
