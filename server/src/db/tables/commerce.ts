// Columns the commerce area adds to existing tables (migration 0200_commerce).
import type { Generated } from "kysely";
import type { Timestamps } from "../schema";

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

/** Title translations (migration 0202). */
export interface TaxRuleLangTable extends Timestamps {
  id: Generated<number>;
  tax_rule_id: number;
  lang: string;
  title: string | null;
}
export interface ShippingRuleLangTable extends Timestamps {
  id: Generated<number>;
  shipping_rule_id: number;
  lang: string;
  title: string | null;
}
export interface BundleDealLangTable extends Timestamps {
  id: Generated<number>;
  bundle_deal_id: number;
  lang: string;
  title: string | null;
}
export interface VoucherLangTable extends Timestamps {
  id: Generated<number>;
  voucher_id: number;
  lang: string;
  title: string | null;
}
export interface FlashSaleLangTable extends Timestamps {
  id: Generated<number>;
  flash_sale_id: number;
  lang: string;
  title: string | null;
}

declare module "../schema" {
  interface Database {
    tax_rule_langs: TaxRuleLangTable;
    shipping_rule_langs: ShippingRuleLangTable;
    bundle_deal_langs: BundleDealLangTable;
    voucher_langs: VoucherLangTable;
    flash_sale_langs: FlashSaleLangTable;
  }
}

/** Sellers of each order with their lines' amount, kept by triggers (migration 0203). */
export interface OrderVendorTable {
  admin_id: number;
  order_id: number;
  /** The order's created_at. */
  created_at: string;
  lines: number;
  /** Σ selling × quantity of this seller's lines. */
  amount: number;
}

declare module "../schema" {
  interface Database {
    order_vendors: OrderVendorTable;
  }
}
