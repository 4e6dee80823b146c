import { Grid } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { posCartApi } from "~/api/pos/cart";
import { ProductBrowser } from "~/features/pos/browser/product-browser";
import { CheckoutPane } from "~/features/pos/checkout/checkout-pane";
import { PosPluginGate, posPluginActive } from "~/features/pos/plugin-gate";
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

/** /pos/manager: the product browser and the checkout side by side (stacked on narrow screens). */
export default function PosManagerRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const searchRef = useRef<HTMLInputElement | null>(null);
  // Bumped after each sale: the browser reloads its cards (the stock went down).
  const [stockKey, setStockKey] = useState(0);
  // Bumped after each add: the checkout reloads the cart.
  const [cartVersion, setCartVersion] = useState(0);
  const onAdded = useCallback(() => setCartVersion((n) => n + 1), []);
  const onSold = useCallback(() => setStockKey((n) => n + 1), []);
  return (
    <PageFrame screen="pos.manager">
      <PosPluginGate>
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <ProductBrowser stockKey={stockKey} onAdded={onAdded} searchRef={searchRef} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <CheckoutPane initialLines={data?.lines ?? []} cartVersion={cartVersion} onSold={onSold} searchRef={searchRef} />
          </Grid.Col>
        </Grid>
      </PosPluginGate>
    </PageFrame>
  );
}
