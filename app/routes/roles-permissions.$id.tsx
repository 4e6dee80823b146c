import { useLoaderData } from "@remix-run/react";
import { roleApi } from "~/api/people/roles";
import { RoleForm } from "~/features/people/roles-form";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";

export const handle: ScreenHandle = { screen: "roles-permissions.$id" };
export const clientLoader = screenLoader("roles-permissions.$id", {
  // The role (unless creating) and the permission catalogue the matrix is laid out from.
  load: async ({ params, request }) => {
    const creating = !params.id || params.id === "add";
    const [role, permissions] = await Promise.all([
      creating ? null : roleApi.find(params.id!, request.signal),
      roleApi.allPermissions(request.signal),
    ]);
    return { role, permissions };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function RoleRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="roles-permissions.$id">
      {data ? <RoleForm key={data.role?.id ?? "new"} record={data.role} permissions={data.permissions} /> : null}
    </PageFrame>
  );
}
