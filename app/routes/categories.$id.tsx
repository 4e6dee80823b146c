import { useLoaderData } from "@remix-run/react";
import { categoryApi } from "~/api/catalog/category";
import { CategoryForm } from "~/features/catalog/categories";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

export const handle: ScreenHandle = { screen: "categories.$id" };
export const clientLoader = screenLoader("categories.$id", {
  load: async ({ params, request }) => {
    if (!params.id || params.id === "add") return { record: null, parent: null };
    const record = await categoryApi.find(params.id, request.signal);
    // The parent's title for the parent dropdown (a gone parent just shows as none).
    const parent = record.parent > 0 ? await categoryApi.find(record.parent, request.signal).catch(() => null) : null;
    return { record, parent: parent ? { id: parent.id, title: parent.title } : null };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function CategoryRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="categories.$id">
      <CategoryForm key={data?.record?.id ?? "new"} record={data?.record ?? null} parent={data?.parent ?? null} />
    </PageFrame>
  );
}
