import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { roleList } from "~/features/people/roles-list";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "roles-permissions" };
export const clientLoader = screenLoader("roles-permissions", { load: (args) => loadList(roleList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function RolesRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="roles-permissions">
      {data ? <ListPage description={roleList} data={data} title={t("screens.rolesPermissions")} /> : null}
    </PageFrame>
  );
}
