import { BulkUpload } from "~/features/catalog/bulk-upload";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";

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
