import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { categoryList } from "~/features/catalog/categories";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "categories" };
export const clientLoader = screenLoader("categories", { load: (args) => loadList(categoryList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function CategoriesRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen="categories">{data ? <ListPage description={categoryList} data={data} title={t("screens.categories")} /> : null}</PageFrame>;
}
