import { Stack } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { findInventory, findProduct, productDropdowns } from "~/api/catalog/product";
import { InventoryPanel } from "~/features/catalog/product-inventory";
import { ProductForm } from "~/features/catalog/products";
import { RouteErrorBoundary } from "~/shell/error-page";
import { PageFrame } from "~/shell/page-frame";
import { screenLoader, type ScreenHandle } from "~/shell/screen-route";

export const handle: ScreenHandle = { screen: "products.$id" };
export const clientLoader = screenLoader("products.$id", {
  load: async ({ params, request }) => {
    const creating = !params.id || params.id === "add";
    const [record, dropdowns, inventory] = await Promise.all([
      creating ? null : findProduct(params.id!, request.signal),
      productDropdowns(request.signal),
      creating ? [] : findInventory(Number(params.id), request.signal),
    ]);
    return { record, dropdowns, inventory };
  },
});
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductRoute() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data) return null;
  const { record, dropdowns, inventory } = data;
  return (
    <PageFrame screen="products.$id">
      <Stack gap="lg">
        <ProductForm key={record?.id ?? "new"} record={record} dropdowns={dropdowns} />
        {record ? <InventoryPanel key={record.id} productId={record.id} attributes={dropdowns.attributes} initial={inventory} /> : null}
      </Stack>
    </PageFrame>
  );
}
