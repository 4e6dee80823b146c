import { useLoaderData } from "@remix-run/react";
import { collectionApi } from "~/api/catalog/collection";
import { CollectionForm } from "~/features/catalog/collections";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

export const handle: ScreenHandle = { screen: "product-collections.$id" };
export const clientLoader = screenLoader("product-collections.$id", {
  load: ({ params, request }) => (params.id && params.id !== "add" ? collectionApi.find(params.id, request.signal) : null),
});
export const ErrorBoundary = RouteErrorBoundary;

export default function CollectionRoute() {
  const record = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="product-collections.$id">
      <CollectionForm key={record?.id ?? "new"} record={record ?? null} />
    </PageFrame>
  );
}
