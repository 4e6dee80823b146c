import { adminList } from "~/features/people/admins-list";
import { NamedDeleteDialog } from "~/features/people/registered-delete";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(adminList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;

export default function AdminsVendorsRoute() {
  return (
    <>
      <route.Component />
      <NamedDeleteDialog />
    </>
  );
}
