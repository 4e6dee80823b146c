import { Badge, CloseButton, Group, Text, VisuallyHidden } from "@mantine/core";
import { useSearchParams } from "@remix-run/react";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { reviewApi, type Review } from "~/api/sales/reviews";
import { ProductCell, RecordLink } from "~/features/people/customer-cells";
import { urls } from "~/routing/urls";
import { DateCell } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { ReviewPhotos } from "./review-photos";

/*
 * /rating-reviews (admin-screens §6.4): the customers' ratings and reviews. Read-only (a review is
 * the customer's own) with row and bulk delete; `q` searches the review's text and `?product={id}`
 * (the product list's "Reviews" button) keeps one product's reviews, shown as a removable chip.
 * Vendors get the reviews of their own products only: the server scopes the list.
 */

/** The URL key (and the API's parameter) of the one-product filter. */
export const PRODUCT_FILTER = "product";

/** Who wrote the review: a registered customer, a guest, or nobody the shop still knows. */
function reviewerOf(row: Review): { name: string; guest: boolean; id: number } | null {
  const person = row.user ?? row.guest_user;
  if (!person) return null;
  return { name: person.name || person.email || `#${person.id}`, guest: !row.user, id: person.id };
}

const productTitle = (row: Review) => row.product?.title || `#${row.product_id}`;

function Reviewer({ row }: { row: Review }) {
  const { t } = useTranslation();
  const reviewer = reviewerOf(row);
  if (!reviewer) return <Text size="sm">{t("sales.reviews.anonymous")}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <RecordLink open={reviewer.guest ? urls.guestUsers.detail : urls.registeredUsers.detail} id={reviewer.id}>
        {reviewer.name}
      </RecordLink>
      {reviewer.guest ? (
        // Filled dark shade: the light variants fail WCAG contrast on striped rows.
        <Badge color="gray.7" variant="filled" size="sm">
          {t("sales.reviews.guest")}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Five stars, the rating's filled; the number in words for screen readers. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={0} wrap="nowrap">
      {[1, 2, 3, 4, 5].map((n) =>
        n <= rating ? (
          <IconStarFilled key={n} size={14} color="var(--mantine-color-yellow-7)" aria-hidden="true" />
        ) : (
          <IconStar key={n} size={14} color="var(--mantine-color-gray-6)" aria-hidden="true" />
        ),
      )}
      <VisuallyHidden>{t("sales.reviews.ratingValue", { rating })}</VisuallyHidden>
    </Group>
  );
}

function PhotosCell({ row }: { row: Review }) {
  const { t } = useTranslation();
  return (
    <ReviewPhotos images={row.review_images} reviewer={reviewerOf(row)?.name ?? t("sales.reviews.anonymous")} product={productTitle(row)} />
  );
}

export const reviewList: ListDescription<Review> = {
  resource: "rating-reviews",
  subject: "rating_review",
  listPath: urls.ratingReviews(),
  load: (query, signal) => reviewApi.list(query, signal),
  remove: (ids) => reviewApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => `${reviewerOf(row)?.name ?? `#${row.id}`} – ${productTitle(row)}`,
  // `name` and `title` are the server's sorts by the reviewer's and the product's names.
  defaults: {
    orderby: "created_at",
    type: "desc",
    sortable: ["created_at", "name", "rating", "title"],
    filterKeys: [PRODUCT_FILTER],
  },
  columns: [
    {
      key: "user",
      title: "sales.reviews.user",
      sortBy: "name",
      hideable: false,
      render: (row) => <Reviewer row={row} />,
      csv: (row) => reviewerOf(row)?.name ?? "",
    },
    {
      key: "rating",
      title: "sales.reviews.rating",
      sortBy: "rating",
      render: (row) => <Stars rating={row.rating} />,
      csv: (row) => row.rating,
    },
    {
      key: "review",
      title: "sales.reviews.review",
      render: (row) => (
        <Text size="sm" lineClamp={3} maw={360}>
          {row.review || "—"}
        </Text>
      ),
      csv: (row) => row.review,
    },
    {
      key: "photos",
      title: "sales.reviews.photos",
      render: (row) => <PhotosCell row={row} />,
      csv: (row) => row.review_images.map((i) => i.image).join(" "),
    },
    {
      key: "product",
      title: "sales.reviews.product",
      sortBy: "title",
      render: (row) => <ProductCell id={row.product_id} title={productTitle(row)} image={row.product?.image ?? null} />,
      csv: productTitle,
    },
    {
      key: "created",
      title: "sales.reviews.created",
      sortBy: "created_at",
      render: (row) => <DateCell value={row.created_at} />,
      csv: (row) => row.created_at ?? "",
    },
  ],
  texts: { deleteOne: "sales.reviews.deleteOne", deleteMany: "sales.reviews.deleteMany" },
};

/**
 * The product's name for the chip: from the rows when they are the product's (the filter makes them
 * so), else asked of the catalog (no review yet, or none matching the search) where the user may
 * read products; the product's number otherwise.
 */
function useProductTitle(productId: string, rows: readonly Review[]): string {
  const ability = useAppAbility();
  const canRead = ability.can("view", "product");
  const fromRows = rows.find((r) => String(r.product_id) === productId)?.product?.title;
  const [found, setFound] = useState<{ id: string; title: string } | null>(null);
  useEffect(() => {
    if (fromRows || !canRead || found?.id === productId) return;
    const controller = new AbortController();
    reviewApi.productTitle(productId, controller.signal).then(
      (title) => setFound({ id: productId, title }),
      // A product deleted meanwhile, or a refusal: its number stands in.
      () => undefined,
    );
    return () => controller.abort();
  }, [fromRows, canRead, found, productId]);
  return fromRows || (found?.id === productId ? found.title : "") || `#${productId}`;
}

/** The one-product filter as a chip; its close button shows every product's reviews again. */
export function ReviewProductChip({ productId, rows }: { productId: string; rows: readonly Review[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const title = useProductTitle(productId, rows);
  const remove = () => {
    const next = new URLSearchParams(params);
    next.delete(PRODUCT_FILTER);
    // Another filter: start again at the first page, as every filter change does.
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <Group>
      <Badge
        size="lg"
        color="indigo.8"
        variant="filled"
        tt="none"
        rightSection={
          <CloseButton
            size="sm"
            variant="transparent"
            c="white"
            onClick={remove}
            aria-label={t("sales.reviews.removeProductFilter", { title })}
          />
        }
      >
        {t("sales.reviews.productFilter", { title })}
      </Badge>
    </Group>
  );
}
