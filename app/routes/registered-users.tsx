import { NamedDeleteDialog } from "~/features/people/registered-delete";
import { registeredUserList } from "~/features/people/registered-users";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(registeredUserList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;

export default function RegisteredUsersRoute() {
  return (
    <>
      <route.Component />
      <NamedDeleteDialog />
    </>
  );
}
