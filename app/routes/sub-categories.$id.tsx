import { useLoaderData } from "@remix-run/react";
import { categoryApi } from "~/api/catalog/category";
import { subCategoryApi } from "~/api/catalog/subcategory";
import { SubCategoryForm } from "~/features/catalog/sub-categories";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

export const handle: ScreenHandle = { screen: "sub-categories.$id" };
export const clientLoader = screenLoader("sub-categories.$id", {
  load: async ({ params, request }) => {
    if (!params.id || params.id === "add") return { record: null, category: null };
    const record = await subCategoryApi.find(params.id, request.signal);
    // The category's title for its dropdown; `find` may come without the relation.
    const category =
      record.category ?? (record.category_id > 0 ? await categoryApi.find(record.category_id, request.signal).catch(() => null) : null);
    return { record, category: category ? { id: category.id, title: category.title } : null };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function SubCategoryRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="sub-categories.$id">
      <SubCategoryForm key={data?.record?.id ?? "new"} record={data?.record ?? null} category={data?.category ?? null} />
    </PageFrame>
  );
}
