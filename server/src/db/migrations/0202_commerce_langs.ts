/**
 * Commerce: translations of the `title` of tax rules, shipping rules, bundle deals, vouchers and
 * flash sales (contract 1.7), one row per (entity, language).
 */
import type { Kysely } from "kysely";
import { translationTable } from "./shop/helpers";

export const COMMERCE_LANG_TABLES = [
  ["tax_rule_langs", "tax_rule_id", "tax_rules"],
  ["shipping_rule_langs", "shipping_rule_id", "shipping_rules"],
  ["bundle_deal_langs", "bundle_deal_id", "bundle_deals"],
  ["voucher_langs", "voucher_id", "vouchers"],
  ["flash_sale_langs", "flash_sale_id", "flash_sales"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, fk, parent] of COMMERCE_LANG_TABLES) await translationTable(db, table, { column: fk, table: parent }, ["title"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of COMMERCE_LANG_TABLES) await db.schema.dropTable(table).ifExists().execute();
}
