import { Stack } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PRODUCT_FILTER, ReviewProductChip, reviewList } from "~/features/sales/review-list";
import { RouteErrorBoundary } from "~/routing/kit/error-page";
import { PageFrame } from "~/routing/kit/page-frame";
import { screenLoader, type ScreenHandle } from "~/routing/screen-gate";
import { loadList } from "~/ui/list-page/description";
import { ListPage } from "~/ui/list-page/list-page";

export const handle: ScreenHandle = { screen: "rating-reviews" };
export const clientLoader = screenLoader("rating-reviews", { load: (args) => loadList(reviewList, args) });
export const ErrorBoundary = RouteErrorBoundary;

export default function RatingReviewsRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof clientLoader>();
  const product = data?.state.filters[PRODUCT_FILTER];
  return (
    <PageFrame screen="rating-reviews">
      {data ? (
        <Stack gap="sm">
          {product ? <ReviewProductChip productId={product} rows={data.page?.data ?? []} /> : null}
          <ListPage description={reviewList} data={data} title={t("screens.ratingReviews")} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
