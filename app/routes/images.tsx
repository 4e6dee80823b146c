import { useLoaderData } from "@remix-run/react";
import { listImages } from "~/api/catalog/bulk";
import { ImageLibrary } from "~/features/catalog/images";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";

export const handle: ScreenHandle = { screen: "images" };
export const clientLoader = screenLoader("images", { load: () => listImages() });
export const ErrorBoundary = RouteErrorBoundary;

export default function ImagesRoute() {
  const names = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="images">
      <ImageLibrary names={names ?? []} />
    </PageFrame>
  );
}
