import { findInventory, productDropdowns } from "~/api/catalog/product";
import { products } from "~/features/catalog/product-resource";
import { ProductForm } from "~/features/catalog/products";
import { recordRoute } from "~/routing/kit/record-route";

// The form picks from the shop's dropdown lists; an existing product also has its variants.
const route = recordRoute(products, {
  load: async (id, { request }) => {
    const [dropdowns, inventory] = await Promise.all([
      productDropdowns(request.signal),
      id ? findInventory(Number(id), request.signal) : [],
    ]);
    return { dropdowns, inventory };
  },
  render: (record, data) =>
    data ? <ProductForm key={record?.id ?? "new"} record={record} dropdowns={data.dropdowns} inventory={data.inventory} /> : null,
});
export const handle = route.handle;
export const clientLoader = route.clientLoader;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Component;
