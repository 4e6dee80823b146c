import { useLoaderData } from "@remix-run/react";
import { adminApi } from "~/api/people/admins";
import { AdminForm } from "~/features/people/admins-form";
import { adminResourceApi } from "~/features/people/admins-list";
import { loadVendorSection } from "~/features/people/vendor-lists";
import { VendorSection } from "~/features/people/vendor-section";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { isCreateMode, screenById } from "~/routing/screens";

const SCREEN = "admins-vendors.$id";

export const handle: ScreenHandle = { screen: SCREEN };
export const clientLoader = screenLoader(SCREEN, {
  load: async (args) => {
    const { params, request } = args;
    const id = isCreateMode(screenById(SCREEN), params.id) ? undefined : params.id;
    const [record, roles] = await Promise.all([
      id === undefined ? null : adminResourceApi.find(id, request.signal),
      adminApi.roles(request.signal),
    ]);
    // A vendor's page also shows its balance and the open tab of its records.
    return { record, roles, vendor: record ? await loadVendorSection(record, args) : null };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminVendorRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const record = data?.record ?? null;
  return (
    <PageFrame screen={SCREEN}>
      {data ? <AdminForm key={record?.id ?? "new"} record={record} roles={data.roles} /> : null}
      {record && data?.vendor ? <VendorSection adminId={record.id} balance={data.vendor.balance} lists={data.vendor.lists} /> : null}
    </PageFrame>
  );
}
