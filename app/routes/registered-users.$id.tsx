import { useLoaderData } from "@remix-run/react";
import { customerApi } from "~/api/people/customers";
import { CustomerCreate } from "~/features/people/customer-create";
import { CustomerDetail } from "~/features/people/customer-detail";
import { customerSubLists } from "~/features/people/customer-lists";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { loadSubLists } from "~/ui/sub-lists/sub-lists";

const SCREEN = "registered-users.$id";

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
  // `add` loads nothing: the form to create a customer.
  return (
    <PageFrame screen={SCREEN}>{data ? <CustomerDetail customer={data.customer} lists={data.lists} /> : <CustomerCreate />}</PageFrame>
  );
}
