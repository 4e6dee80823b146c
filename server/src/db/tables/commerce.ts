// Columns the commerce area adds to existing tables (migration 0200_commerce).
import type { Generated } from "kysely";

declare module "./shop" {
  interface OrderTable {
    /** Voucher discount taken when the order was placed. */
    voucher_price: Generated<number>;
  }
}

export {};
