import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { attributeList } from "~/features/catalog/attributes";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "attributes" };
export const clientLoader = screenLoader("attributes", { load: (args) => loadList(attributeList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function AttributesRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return <PageFrame screen="attributes">{data ? <ListPage description={attributeList} data={data} title={t("screens.attributes")} /> : null}</PageFrame>;
}
