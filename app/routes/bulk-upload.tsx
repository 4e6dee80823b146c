import { BulkUpload } from "~/features/catalog/bulk-upload";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

export const handle: ScreenHandle = { screen: "bulk-upload" };
export const clientLoader = screenLoader("bulk-upload");
export const ErrorBoundary = RouteErrorBoundary;

export default function BulkUploadRoute() {
  return (
    <PageFrame screen="bulk-upload">
      <BulkUpload />
    </PageFrame>
  );
}
