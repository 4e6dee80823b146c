import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { brandList } from "~/features/catalog/brands";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "brands" };
export const clientLoader = screenLoader("brands", { load: (args) => loadList(brandList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function BrandsRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="brands">
      {data ? <ListPage description={brandList} data={data} title={t("screens.brands")} /> : null}
    </PageFrame>
  );
}
