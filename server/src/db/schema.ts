import type { DB } from "./generated/db";

/*
 * The server's `Database` for Kysely: the table types generated from the migrations
 * (./generated/, not in git: `npm ci`, `npm run typecheck` and `npm run db:types` write it), narrowed
 * here where the server knows more than SQLite can say. A schema change is a migration; nothing else.
 *
 * Column conventions (see migrations/0002_shop.ts): timestamps are TEXT in the contract's serialized
 * form (`2024-11-14T19:38:57.000000Z`, lexically sortable); 0/1 and 1/2 flags are INTEGER;
 * money/percent (DECIMAL in the original) is REAL and serialized with 2 decimals.
 */

/** Some columns of a generated row type, typed narrower. */
type Narrowed<Row, Columns extends { [C in keyof Row]?: unknown }> = Omit<Row, keyof Columns> & Columns;

/** A value before or after a change: an integer (status, payment_done, order_method) or text (an e-mail address). */
export type OrderEventValue = number | string | null;

export interface Database extends Omit<DB, "admin_tokens" | "env_settings" | "order_events"> {
  // TEXT PRIMARY KEY in a rowid table: SQLite would take a NULL key, the server never writes one.
  admin_tokens: Narrowed<DB["admin_tokens"], { jti: string }>;
  env_settings: Narrowed<DB["env_settings"], { key: string }>;
  // from_value / to_value have no declared type on purpose (a status stays an integer, an e-mail
  // address text); the server writes only numbers, texts and nulls there.
  order_events: Narrowed<DB["order_events"], { from_value: OrderEventValue; to_value: OrderEventValue }>;
}

export type NotificationKind = Database["notification_marks"]["kind"];
/** The notification bell's kinds, in its order: the schema's CHECK is the source, this list follows it. */
export const NOTIFICATION_KINDS = ["order", "message", "withdrawal"] as const satisfies ReadonlyArray<NotificationKind>;
// A kind the schema allows and the list forgets makes this `false`: the typecheck fails.
const _everyKindListed: [Exclude<NotificationKind, (typeof NOTIFICATION_KINDS)[number]>] extends [never] ? true : false = true;
void _everyKindListed;

/** The kinds of the order timeline's events (the schema's CHECK). */
export type OrderEventKind = Database["order_events"]["kind"];

// The row types the server's modules name.
export type AdminTable = Database["admins"];
export type CartTable = Database["carts"];
export type CategoryTable = Database["categories"];
export type ContactUsTable = Database["contact_us"];
export type FlashSaleTable = Database["flash_sales"];
export type FooterImageLinkTable = Database["footer_image_links"];
export type FooterLinkTable = Database["footer_links"];
export type LanguageTable = Database["languages"];
export type OrderInvoiceTable = Database["order_invoices"];
export type OrderTable = Database["orders"];
export type PageTable = Database["pages"];
export type PaymentTable = Database["payments"];
export type PluginTable = Database["plugins"];
export type PosSettingTable = Database["pos_settings"];
export type ProductTable = Database["products"];
export type RoleTable = Database["roles"];
export type SettingTable = Database["settings"];
export type ShippingPlaceTable = Database["shipping_places"];
export type ShippingRuleTable = Database["shipping_rules"];
export type SiteSettingTable = Database["site_settings"];
export type StoreTable = Database["stores"];
export type SubscriptionEmailFormatTable = Database["subscription_email_formats"];
export type TaxRuleTable = Database["tax_rules"];
export type UserAddressTable = Database["user_addresses"];
export type UserTable = Database["users"];
export type VoucherTable = Database["vouchers"];
