import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { subCategoryList } from "~/features/catalog/sub-categories";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "sub-categories" };
export const clientLoader = screenLoader("sub-categories", { load: (args) => loadList(subCategoryList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function SubCategoriesRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen="sub-categories">{data ? <ListPage description={subCategoryList} data={data} title={t("screens.subCategories")} /> : null}</PageFrame>;
}
