// Invoice numbers and the shop's VAT number (migration 0220_order_invoices).
import type { Generated } from "kysely";

/** One issued invoice number; `order_id` is null once its order was deleted (the number stays used). */
export interface OrderInvoiceTable {
  id: Generated<number>;
  order_id: number | null;
  /** The calendar year (UTC) the number belongs to; each year counts from 1. */
  year: number;
  sequence: number;
  /** What the invoice prints: `2026-00042`. */
  number: string;
  issued_by: number | null;
  issued_at: Generated<string>;
}

declare module "../schema" {
  interface Database {
    order_invoices: OrderInvoiceTable;
  }
  interface SettingTable {
    /** The shop's VAT number printed on invoices (extension; setting/address saves it). */
    vat_number: string | null;
  }
}
