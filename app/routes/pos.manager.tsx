import { useLoaderData } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { posCartApi } from "~/api/pos/cart";
import { ProductBrowser, type AddedItem } from "~/features/pos/browser/product-browser";
import { CheckoutPane } from "~/features/pos/checkout/checkout-pane";
import { PosPluginGate, posPluginActive } from "~/features/pos/plugin-gate";
import { TillLayout } from "~/features/pos/till-layout";
import { getProfile } from "~/session/session-store";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";

export const handle: ScreenHandle = { screen: "pos.manager", foldsMenu: true };
// The cashier's cart is the server's (it survives a reload and a new sign-in); without the plugin
// there is no pane to fill, so nothing is asked.
export const clientLoader = screenLoader("pos.manager", {
  load: async ({ request }) => ({ lines: posPluginActive(getProfile()) ? await posCartApi.load(request.signal) : [] }),
});
export const ErrorBoundary = RouteErrorBoundary;

/** /pos/manager: the product browser and the checkout side by side from 768 px (stacked on phones). */
export default function PosManagerRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const searchRef = useRef<HTMLInputElement | null>(null);
  // Bumped after each sale: the browser reloads its cards (the stock went down).
  const [stockKey, setStockKey] = useState(0);
  // Bumped after each add: the checkout reloads the cart.
  const [cartVersion, setCartVersion] = useState(0);
  // The latest addition: the checkout highlights its line once the reloaded cart shows it.
  const [added, setAdded] = useState<AddedItem | null>(null);
  const onAdded = useCallback((item: AddedItem) => {
    setAdded(item);
    setCartVersion((n) => n + 1);
  }, []);
  const onSold = useCallback(() => setStockKey((n) => n + 1), []);
  return (
    <PageFrame screen="pos.manager">
      <PosPluginGate>
        <TillLayout
          products={<ProductBrowser stockKey={stockKey} onAdded={onAdded} searchRef={searchRef} />}
          checkout={
            <CheckoutPane initialLines={data?.lines ?? []} cartVersion={cartVersion} added={added} onSold={onSold} searchRef={searchRef} />
          }
        />
      </PosPluginGate>
    </PageFrame>
  );
}
