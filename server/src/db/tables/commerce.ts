// Columns the commerce area adds to existing tables (migration 0200_commerce).
import type { Generated } from "kysely";

declare module "./shop" {
  interface OrderTable {
    /** Voucher discount taken when the order was placed. */
    voucher_price: Generated<number>;
  }
}


/** Order counts per group, kept by triggers (migration 0201). */
export interface OrderCountTable {
  /** 1 = POS order. */
  pos: number;
  cancelled: number;
  payment_done: number;
  order_method: number;
  n: number;
  /** Sum of total_amount. */
  amount: number;
}

declare module "../schema" {
  interface Database {
    order_counts: OrderCountTable;
  }
}
