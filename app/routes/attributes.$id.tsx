import { useLoaderData } from "@remix-run/react";
import { attributeApi } from "~/api/catalog/attribute";
import { AttributeForm } from "~/features/catalog/attributes";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

export const handle: ScreenHandle = { screen: "attributes.$id" };
export const clientLoader = screenLoader("attributes.$id", {
  load: ({ params, request }) => (params.id && params.id !== "add" ? attributeApi.find(params.id, request.signal) : null),
});
export const ErrorBoundary = RouteErrorBoundary;

export default function AttributeRoute() {
  const record = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="attributes.$id">
      <AttributeForm key={record?.id ?? "new"} record={record ?? null} />
    </PageFrame>
  );
}
