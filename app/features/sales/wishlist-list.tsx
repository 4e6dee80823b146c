import { wishlistApi, type WishlistRow } from "~/api/sales/wishlists";
import { ProductCell, RecordLink } from "~/features/people/customer-cells";
import { urls } from "~/routing/urls";
import { DateCell } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { customerName } from "./cart-customer";
import { Money } from "./money";

/*
 * /wishlists: the products customers keep on their wishlists, one row per customer and product.
 * Read-only (a wishlist is the customer's own), but a row can be taken off, one or many at a time.
 * The customer and the product link to their own screens where the user may open them.
 */

/** What a wishlisted product costs now: its offer price when it has one. */
const priceOf = (row: WishlistRow) => (row.product.offered > 0 ? row.product.offered : row.product.selling);

export const wishlistList: ListDescription<WishlistRow> = {
  resource: "wishlists",
  subject: "user",
  listPath: urls.wishlists(),
  load: (query, signal) => wishlistApi.list(query, signal),
  remove: (ids) => wishlistApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: (row) => `${row.product.title || `#${row.product_id}`} – ${customerName(row.user)}`,
  defaults: { orderby: "created_at", type: "desc", sortable: ["created_at", "name", "email", "title"] },
  columns: [
    {
      key: "customer",
      title: "sales.wishlists.customer",
      sortBy: "name",
      hideable: false,
      render: (row) => (
        <RecordLink open={urls.registeredUsers.detail} id={row.user_id}>
          {customerName(row.user)}
        </RecordLink>
      ),
      csv: (row) => row.user.name,
    },
    { key: "email", title: "sales.wishlists.email", sortBy: "email", render: (row) => row.user.email || "—", csv: (row) => row.user.email },
    {
      key: "product",
      title: "sales.wishlists.product",
      sortBy: "title",
      hideable: false,
      render: (row) => <ProductCell id={row.product_id} title={row.product.title} image={row.product.image ?? null} />,
      csv: (row) => row.product.title,
    },
    {
      key: "price",
      title: "sales.wishlists.price",
      align: "right",
      render: (row) => <Money value={priceOf(row)} />,
      csv: priceOf,
    },
    {
      key: "added",
      title: "sales.wishlists.added",
      sortBy: "created_at",
      render: (row) => <DateCell value={row.created_at} />,
      csv: (row) => row.created_at ?? "",
    },
  ],
  texts: { deleteOne: "sales.wishlists.deleteOne", deleteMany: "sales.wishlists.deleteMany" },
};
