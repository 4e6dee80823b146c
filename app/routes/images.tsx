import { useLoaderData } from "@remix-run/react";
import { listImages } from "~/api/catalog/bulk";
import { ImageLibrary } from "~/features/catalog/images";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

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
