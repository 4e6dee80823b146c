import type { Generated } from "kysely";

/*
 * Table types for Kysely. This file holds the tables of migration 0001 (auth, roles, settings).
 * Other areas add their tables from their own files by module augmentation, e.g. in
 * server/src/db/tables/shop.ts:
 *
 *   declare module "../schema" {
 *     interface Database { products: ProductTable }
 *   }
 *
 * and are imported at the bottom of this file so every `Kysely<Database>` sees them.
 *
 * Column conventions: timestamps are TEXT in the contract's serialized form
 * (`2024-11-14T19:38:57.000000Z`, lexically sortable); 0/1 and 1/2 flags are INTEGER;
 * money/percent (DECIMAL in the original) is REAL and serialized with 2 decimals.
 */

/** created_at / updated_at have SQL defaults, so inserts may omit them. */
export interface Timestamps {
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AdminTable extends Timestamps {
  id: Generated<number>;
  name: Generated<string>;
  username: string | null;
  email: string;
  /** scrypt hash, see server/src/security/password.ts; never serialized. */
  password: string;
  remember_token: string | null;
  commission: number | null;
  active: Generated<number>;
  verified: Generated<number>;
  viewed: Generated<number>;
  /** Password-reset code, hashed; replaces the original's clear-text `code` column. */
  reset_code_hash: string | null;
  reset_code_expires_at: string | null;
  reset_code_attempts: Generated<number>;
}

export interface RoleTable extends Timestamps {
  id: Generated<number>;
  name: string;
  guard_name: Generated<string>;
}

export interface PermissionTable extends Timestamps {
  id: Generated<number>;
  name: string;
  group_name: string;
  guard_name: Generated<string>;
}

export interface RoleHasPermissionTable {
  permission_id: number;
  role_id: number;
}

export interface ModelHasRoleTable {
  role_id: number;
  model_type: Generated<string>;
  model_id: number;
}

export interface AdminTokenTable {
  jti: string;
  admin_id: number;
  name: Generated<string>;
  revoked: Generated<number>;
  expires_at: string;
  created_at: Generated<string>;
}

/** One row (id 1): bumped by triggers on every roles/permissions change (migration 0003). */
export interface AccessVersionTable {
  id: number;
  n: number;
}

/** Attempt counters for throttling (migration 0004, security/throttle.ts). */
export interface AuthThrottleTable {
  key: string;
  hits: number;
  /** Epoch seconds. */
  window_ends_at: number;
}

/** Answers kept for the Idempotency-Key header (migration 0005, http/idempotency.ts). */
export interface IdempotencyKeyTable {
  admin_id: number;
  key: string;
  /** `POST /api/admin/brand/action`: the request the key was first used for. */
  request: string;
  /** Null while that request is still running. */
  http_status: number | null;
  body: string | null;
  /** Epoch milliseconds. */
  created_at: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  body: string;
  kind: string;
  created_at: Generated<string>;
}

/** What the original kept in its .env file (secrets, media storage...): key → value, never returned raw. */
export interface EnvSettingTable {
  key: string;
  value: string | null;
  updated_at: Generated<string>;
}

export interface SettingTable extends Timestamps {
  id: Generated<number>;
  admin_id: number | null;
  currency: Generated<string>;
  currency_icon: Generated<string>;
  currency_position: Generated<number>;
  decimal_format: number | null;
  email: string | null;
  phone: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  default_country: Generated<string | null>;
  default_state: string | null;
  google_login: Generated<number>;
  facebook_login: Generated<number>;
  attach_pdf: Generated<number>;
  translate_pdf: Generated<number>;
  guest_checkout: Generated<number>;
  send_seller_email: Generated<number>;
  vendor_registration: Generated<number>;
  cookie_banner: Generated<number>;
  enable_ga: Generated<number>;
  ga_id: string | null;
  enable_pixel: Generated<number>;
  pixel_id: string | null;
}

export interface SiteSettingTable extends Timestamps {
  id: Generated<number>;
  admin_id: number | null;
  site_name: string | null;
  site_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  copyright_text: string | null;
  email_logo: string | null;
  header_logo: string | null;
  footer_logo: string | null;
  primary_color: string | null;
  primary_hover_color: string | null;
  styling: string | null;
}

export interface SiteSettingLangTable extends Timestamps {
  id: Generated<number>;
  site_setting_id: number;
  lang: string;
  site_name: string | null;
  copyright_text: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface StoreTable extends Timestamps {
  id: Generated<number>;
  admin_id: number | null;
  name: string;
  slug: string;
  image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  whatsapp_btn: Generated<number>;
  whatsapp_number: string | null;
  whatsapp_default_msg: string | null;
}

export interface StoreLangTable extends Timestamps {
  id: Generated<number>;
  store_id: number;
  lang: string;
  name: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface LanguageTable extends Timestamps {
  id: Generated<number>;
  admin_id: number | null;
  name: string;
  code: string;
  direction: Generated<string>;
  predefined: Generated<number>;
  default: Generated<number>;
  status: Generated<number>;
}

export interface PosSettingTable extends Timestamps {
  id: Generated<number>;
  admin_id: number | null;
  /** Receipt paper width in millimetres. */
  width: Generated<number>;
  image: string | null;
  address: string | null;
  header_text: string | null;
  footer_text: string | null;
  is_default: Generated<number>;
}

export interface PosSettingLangTable extends Timestamps {
  id: Generated<number>;
  pos_setting_id: number;
  lang: string;
  address: string | null;
  header_text: string | null;
  footer_text: string | null;
}

export interface Database {
  admins: AdminTable;
  roles: RoleTable;
  permissions: PermissionTable;
  role_has_permissions: RoleHasPermissionTable;
  model_has_roles: ModelHasRoleTable;
  admin_tokens: AdminTokenTable;
  access_version: AccessVersionTable;
  auth_throttle: AuthThrottleTable;
  idempotency_keys: IdempotencyKeyTable;
  mail_outbox: MailOutboxTable;
  env_settings: EnvSettingTable;
  settings: SettingTable;
  site_settings: SiteSettingTable;
  site_setting_langs: SiteSettingLangTable;
  stores: StoreTable;
  store_langs: StoreLangTable;
  languages: LanguageTable;
  pos_settings: PosSettingTable;
  pos_setting_langs: PosSettingLangTable;
}

// Area table files (module augmentation of Database above). Add one import per area file.
import "./tables/shop";
import "./tables/catalog";
import "./tables/commerce";
import "./tables/order-events";
import "./tables/people";
import "./tables/content";
import "./tables/notifications";
import "./tables/invoices";
