// Table types of the dashboard's roll-ups (migration 0205_dashboard_sales), declared here, next to
// their only reader, by augmenting the schema's Database interface.

/** Lines, quantity and cents (selling × quantity) of non-cancelled orders. */
interface SalesFigures {
  lines: number;
  qty: number;
  cents: number;
}

export interface SalesProductDayTable extends SalesFigures {
  /** 0 website, 1 POS. */
  pos: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  product_id: number;
  admin_id: number;
  brand_id: number | null;
}

export interface SalesProductTotalTable extends SalesFigures {
  product_id: number;
  /** 0 website, 1 POS, 2 both. */
  pos: number;
  admin_id: number;
}

export interface SalesGroupDayTable extends SalesFigures {
  /** 1 brand, 2 category. */
  kind: number;
  pos: number;
  day: string;
  group_id: number;
  admin_id: number;
}

export interface SalesGroupTotalTable extends SalesFigures {
  kind: number;
  group_id: number;
  admin_id: number;
  pos: number;
}

export interface SalesStatusDayTable {
  /** 0 = the whole shop; otherwise a seller's orders. */
  admin_id: number;
  pos: number;
  day: string;
  cancelled: number;
  status: number;
  n: number;
}

declare module "../../db/schema" {
  interface Database {
    sales_product_days: SalesProductDayTable;
    sales_product_totals: SalesProductTotalTable;
    sales_group_days: SalesGroupDayTable;
    sales_group_totals: SalesGroupTotalTable;
    sales_status_days: SalesStatusDayTable;
  }
}
