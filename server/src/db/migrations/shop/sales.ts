import type { Kysely } from "kysely";
import { NOW, timestamps } from "../../migration-helpers";
import { autoId, ownedBy, ownedByCascade, index } from "./helpers";

/** Marketing, carts and wishlists, vendor payouts, orders and their satellites. Part of migration 0002_shop. */
export async function createSalesTables(db: Kysely<any>): Promise<void> {
  // ---------------------------------------------------------------- marketing
  await db.schema
    .createTable("flash_sales")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("start_time", "text", (c) => c.notNull())
    .addColumn("end_time", "text", (c) => c.notNull())
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("flash_sale_products")
    .$call(autoId)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("flash_sale_id", "integer", (c) => c.notNull().references("flash_sales.id").onDelete("cascade"))
    .addColumn("price", "real", (c) => c.notNull())
    .$call(timestamps)
    .execute();
  // Items of a sale (find/action).
  await index(db, "flash_sale_products", ["flash_sale_id"]);
  // A product's active flash price (carts, product find) and "already used in another flash sale".
  await index(db, "flash_sale_products", ["product_id"]);

  await db.schema
    .createTable("vouchers")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("type", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("usage_limit", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("limit_per_customer", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("price", "real", (c) => c.notNull())
    .addColumn("min_spend", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("capped_price", "real")
    .addColumn("start_time", "text")
    .addColumn("end_time", "text")
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  // ---------------------------------------------------------------- carts and wishlists
  await db.schema
    .createTable("carts")
    .$call(autoId)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    // Removing a variant removes the cart rows that hold it (updated-inventory semantics).
    .addColumn("inventory_id", "integer", (c) => c.notNull().references("updated_inventories.id").onDelete("cascade"))
    .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(1))
    // 1 = ticked for checkout. Defaults to ticked so a row added without `selected` is ordered by the POS.
    .addColumn("selected", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("shipping_place_id", "integer", (c) => c.references("shipping_places.id").onDelete("set null"))
    .addColumn("shipping_type", "integer", (c) => c.notNull().defaultTo(1))
    // Exactly one owner is set: a customer (user_id), a guest (user_token) or an admin's POS cart.
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("user_token", "text")
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
    .$call(timestamps)
    .execute();
  // cart/by-user: the admin's own POS cart.
  await index(db, "carts", ["admin_id"]);
  // A customer's cart (user sub-list, user delete cascade).
  await index(db, "carts", ["user_id"]);
  // A guest's cart (guest-user delete).
  await index(db, "carts", ["user_token"]);
  // The /carts admin screen sorted by date.
  await index(db, "carts", ["created_at"]);
  // Cascades from product and variant deletes.
  await index(db, "carts", ["product_id"]);
  await index(db, "carts", ["inventory_id"]);
  // "Deleted place is being used" style checks and the cascade of a place delete.
  await index(db, "carts", ["shipping_place_id"]);

  // Extension: customers' wishlists, listed on an admin screen.
  await db.schema
    .createTable("wishlists")
    .$call(autoId)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(NOW))
    // A product is on a user's wishlist once; also serves the user's wishlist sub-list.
    .addUniqueConstraint("wishlists_user_id_product_id_unique", ["user_id", "product_id"])
    .execute();
  // /wishlists sorted by date.
  await index(db, "wishlists", ["created_at"]);
  // Cascade from a product delete.
  await index(db, "wishlists", ["product_id"]);

  // ---------------------------------------------------------------- vendor payouts
  await db.schema
    .createTable("withdrawal_accounts")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("account_name", "text", (c) => c.notNull())
    .addColumn("account_number", "text", (c) => c.notNull())
    .addColumn("bank_name", "text", (c) => c.notNull())
    .addColumn("branch_name", "text", (c) => c.notNull())
    // 1 = the default account. Quote it in raw SQL: `default` is a keyword.
    .addColumn("default", "integer", (c) => c.notNull().defaultTo(2))
    // The contract's admin delete removes the admin's withdrawal accounts.
    .$call(ownedByCascade)
    .$call(timestamps)
    .execute();
  // Vendor-scoped account list and the default-account look-up.
  await index(db, "withdrawal_accounts", ["admin_id"]);

  await db.schema
    .createTable("withdrawals")
    .$call(autoId)
    .addColumn("amount", "real", (c) => c.notNull())
    // 1 approved, 2 requested, 3 cancelled.
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("message", "text")
    .addColumn("approved_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    // Deleting an account in use is refused in code.
    .addColumn("withdrawal_account_id", "integer", (c) => c.references("withdrawal_accounts.id").onDelete("set null"))
    .$call(ownedByCascade)
    .$call(timestamps)
    .execute();
  // Vendor-scoped request list and "You already have a pending withdrawal request." (status = 2).
  await index(db, "withdrawals", ["admin_id", "status"]);
  // "Account is being used by an withdrawal request." refusal.
  await index(db, "withdrawals", ["withdrawal_account_id"]);
  // withdrawal-request/all for the superadmin sorted by date.
  await index(db, "withdrawals", ["created_at"]);

  // ---------------------------------------------------------------- orders
  await db.schema
    .createTable("orders")
    .$call(autoId)
    // Public tracking id. Quote it in raw SQL: `order` is a keyword.
    .addColumn("order", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("total_amount", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("order_method", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("payment_done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cancelled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("viewed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payment_token", "text")
    .addColumn("trans_id", "text")
    // The contract's user delete removes the user's orders.
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("user_token", "text")
    // Address and voucher deletes are refused in code while an order uses them.
    .addColumn("user_address_id", "integer", (c) => c.references("user_addresses.id").onDelete("set null"))
    .addColumn("voucher_id", "integer", (c) => c.references("vouchers.id").onDelete("set null"))
    // Points at pos_orders, created below (SQLite resolves foreign keys when rows are written).
    .addColumn("pos_order_id", "integer", (c) => c.references("pos_orders.id").onDelete("set null"))
    .$call(timestamps)
    .execute();
  // order/all default sort (date), start_time/end_time ranges, the dashboard's monthly chart and the
  // statistic's `time` lower bound.
  await index(db, "orders", ["created_at"]);
  // A user's orders (user sub-lists, "User" sort, user delete cascade).
  await index(db, "orders", ["user_id"]);
  // A guest's orders (guest-user delete, guest order look-ups).
  await index(db, "orders", ["user_token"]);
  // Order statistic: non-cancelled orders grouped by status, and the cancelled count. `cancelled`
  // leads so both `cancelled = 0 GROUP BY status` and `cancelled = 1` use the index.
  await index(db, "orders", ["cancelled", "status"]);
  // order_type filter with the default date sort: website orders are `pos_order_id IS NULL ORDER BY
  // created_at`, which this index answers without sorting 200k rows; it also finds POS orders.
  await index(db, "orders", ["pos_order_id", "created_at"]);
  // The "Payment method" and "Price" sort options of the orders list over 200k rows.
  await index(db, "orders", ["order_method"]);
  await index(db, "orders", ["total_amount"]);
  // "Voucher is being used in the order." refusal and per-voucher usage limits.
  await index(db, "orders", ["voucher_id"]);
  // "Address is being used by an order." refusal.
  await index(db, "orders", ["user_address_id"]);

  await db.schema
    .createTable("pos_orders")
    .$call(autoId)
    // 1 cash, 2 cash on delivery, 3 offline.
    .addColumn("payment_method", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("cascade"))
    .addColumn("offline_trans_id", "text")
    .addColumn("offline_payment_method", "text")
    .addColumn("offline_payment_proof", "text")
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // pos-order/all for vendors (admin_id = caller) sorted by date.
  await index(db, "pos_orders", ["admin_id", "created_at"]);
  // From an order to its POS record, and the cascade of an order delete.
  await index(db, "pos_orders", ["order_id"]);

  await db.schema
    .createTable("ordered_products")
    .$call(autoId)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    // The contract's product delete removes its order lines.
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    // Removing a variant used by an order is refused in code.
    .addColumn("inventory_id", "integer", (c) => c.references("updated_inventories.id").onDelete("set null"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("shipping_place_id", "integer", (c) => c.references("shipping_places.id").onDelete("set null"))
    .addColumn("shipping_type", "integer", (c) => c.notNull().defaultTo(1))
    // Prices are snapshots taken when the order was placed.
    .addColumn("selling", "real", (c) => c.notNull())
    .addColumn("purchased", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("offer_discount", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("shipping_price", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("tax_price", "real", (c) => c.notNull().defaultTo(0))
    // Number of free units from a bundle deal (balance = selling x (quantity - bundle_offer)).
    .addColumn("bundle_offer", "integer", (c) => c.notNull().defaultTo(0))
    // Vendor commission percent at order time and the resulting amount.
    .addColumn("commission", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("commission_amount", "real", (c) => c.notNull().defaultTo(0))
    // 0 no, 1 yes, 2 pending.
    .addColumn("withdrawn", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("withdrawal_id", "integer", (c) => c.references("withdrawals.id").onDelete("set null"))
    .$call(timestamps)
    .execute();
  // Lines of an order (every order list and find, the order delete cascade).
  await index(db, "ordered_products", ["order_id"]);
  // Vendor scoping (orders containing own products), top products/categories/brands, product delete.
  await index(db, "ordered_products", ["product_id"]);
  // Withdrawal balance and approve/cancel: lines by withdrawal state.
  await index(db, "ordered_products", ["withdrawn"]);
  // Approve/cancel updating the lines of one withdrawal request.
  await index(db, "ordered_products", ["withdrawal_id"]);
  // "Old inventory was used in an order." refusal.
  await index(db, "ordered_products", ["inventory_id"]);
  // "Deleted place is being used by an order." refusal.
  await index(db, "ordered_products", ["shipping_place_id"]);

  await db.schema
    .createTable("cancellations")
    .$call(autoId)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("user_token", "text")
    .addColumn("refunded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text")
    .addColumn("message", "text")
    .$call(timestamps)
    .execute();
  // cancellation/find/{orderId}; an order has at most one cancellation.
  await index(db, "cancellations", ["order_id"], { unique: true });
  // Cascade from a user delete.
  await index(db, "cancellations", ["user_id"]);

  await db.schema
    .createTable("rating_reviews")
    .$call(autoId)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("user_token", "text")
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("review", "text")
    .$call(timestamps)
    .execute();
  // rating-review/all?product= and the product's rating/count recomputation.
  await index(db, "rating_reviews", ["product_id"]);
  // rating-review/all sorted by date.
  await index(db, "rating_reviews", ["created_at"]);
  // A user's reviews (user sub-list, user delete).
  await index(db, "rating_reviews", ["user_id"]);
  // SET NULL from an order delete.
  await index(db, "rating_reviews", ["order_id"]);

  await db.schema
    .createTable("review_images")
    .$call(autoId)
    .addColumn("rating_review_id", "integer", (c) => c.notNull().references("rating_reviews.id").onDelete("cascade"))
    .addColumn("image", "text", (c) => c.notNull())
    .$call(timestamps)
    .execute();
  // `review_images` of each listed review.
  await index(db, "review_images", ["rating_review_id"]);
}
