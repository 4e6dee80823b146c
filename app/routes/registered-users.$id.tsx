import { useLoaderData } from "@remix-run/react";
import { customerApi } from "~/api/people/customers";
import { CustomerDetail } from "~/features/people/customer-detail";
import { customerSubLists } from "~/features/people/customer-lists";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { frameRoute, screenLoader, type ScreenHandle } from "~/shell/screen-route";
import { loadSubLists } from "~/ui/sub-lists/sub-lists";

const SCREEN = "registered-users.$id";
// Creating a customer (`/registered-users/add`) comes with a later issue: that mode is still a frame.
const creating = frameRoute(SCREEN);

export const handle: ScreenHandle = { screen: SCREEN };
export const clientLoader = screenLoader(SCREEN, {
  load: async ({ params, request, ...args }) => {
    if (!params.id || params.id === "add") return null;
    // The profile and the open tab's list only; the other tabs load when they are opened.
    const [customer, lists] = await Promise.all([
      customerApi.find(params.id, request.signal),
      loadSubLists(customerSubLists(Number(params.id)), { params, request, ...args }),
    ]);
    return { customer, lists };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function RegisteredUserRoute() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data) return <creating.Component />;
  return (
    <PageFrame screen={SCREEN}>
      <CustomerDetail customer={data.customer} lists={data.lists} />
    </PageFrame>
  );
}
