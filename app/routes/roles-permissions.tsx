import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { roleList } from "~/features/people/roles-list";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
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
