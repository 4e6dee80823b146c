import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { collectionList } from "~/features/catalog/collections";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "product-collections" };
export const clientLoader = screenLoader("product-collections", { load: (args) => loadList(collectionList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function CollectionsRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen="product-collections">{data ? <ListPage description={collectionList} data={data} title={t("screens.productCollections")} /> : null}</PageFrame>;
}
