import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { wishlistList } from "~/features/sales/wishlist-list";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "wishlists" };
export const clientLoader = screenLoader("wishlists", { load: (args) => loadList(wishlistList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function WishlistsRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PageFrame screen="wishlists">
      {data ? <ListPage description={wishlistList} data={data} title={t("screens.wishlists")} /> : null}
    </PageFrame>
  );
}
