import { NamedDeleteDialog } from "~/features/people/registered-delete";
import { guestList } from "~/features/sales/guest-list";
import { listRoute } from "~/routing/kit/list-route";

const route = listRoute(guestList);
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;

export default function GuestUsersRoute() {
  return (
    <>
      <route.Component />
      {/* The bulk delete's question, naming the guests (see namedDelete). */}
      <NamedDeleteDialog />
    </>
  );
}
