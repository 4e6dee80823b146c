import { useLoaderData } from "@remix-run/react";
import { brandApi } from "~/api/catalog/brand";
import { BrandForm } from "~/features/catalog/brands";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

export const handle: ScreenHandle = { screen: "brands.$id" };
export const clientLoader = screenLoader("brands.$id", {
  load: ({ params, request }) => (params.id && params.id !== "add" ? brandApi.find(params.id, request.signal) : null),
});
export const ErrorBoundary = RouteErrorBoundary;

export default function BrandRoute() {
  const record = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="brands.$id">
      <BrandForm key={record?.id ?? "new"} record={record ?? null} />
    </PageFrame>
  );
}
