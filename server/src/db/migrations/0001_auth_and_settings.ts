import { sql, type Kysely } from "kysely";
import { NOW, timestamps } from "../migration-helpers";

/*
 * Admins, roles/permissions (spatie layout), access tokens, the development mail outbox, and the
 * one-row settings tables. Migrations take Kysely<any>: they must keep working when the table
 * types in schema.ts move on.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(
    db.schema
      .createTable("admins")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
      // NOCASE: the original ran on MySQL, whose collation made logins case-insensitive.
      .addColumn("username", "text", (c) => c.unique().modifyEnd(sql`collate nocase`))
      .addColumn("email", "text", (c) =>
        c
          .notNull()
          .unique()
          .modifyEnd(sql`collate nocase`),
      )
      .addColumn("password", "text", (c) => c.notNull())
      .addColumn("remember_token", "text")
      .addColumn("commission", "real")
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("viewed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("reset_code_hash", "text")
      .addColumn("reset_code_expires_at", "text")
      .addColumn("reset_code_attempts", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex("admins_created_at").on("admins").column("created_at").execute();

  await timestamps(
    db.schema
      .createTable("roles")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("guard_name", "text", (c) => c.notNull().defaultTo("admin"))
      .addUniqueConstraint("roles_name_guard_unique", ["name", "guard_name"]),
  ).execute();

  await timestamps(
    db.schema
      .createTable("permissions")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("group_name", "text", (c) => c.notNull())
      .addColumn("guard_name", "text", (c) => c.notNull().defaultTo("admin"))
      .addUniqueConstraint("permissions_name_guard_unique", ["name", "guard_name"]),
  ).execute();

  await db.schema
    .createTable("role_has_permissions")
    .addColumn("permission_id", "integer", (c) => c.notNull().references("permissions.id").onDelete("cascade"))
    .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("role_has_permissions_pk", ["permission_id", "role_id"])
    .execute();
  await db.schema.createIndex("role_has_permissions_role").on("role_has_permissions").column("role_id").execute();

  // model_type is kept for the shape of the pivot in role JSON; every model here is an admin.
  await db.schema
    .createTable("model_has_roles")
    .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id").onDelete("cascade"))
    .addColumn("model_type", "text", (c) => c.notNull().defaultTo("App\\Models\\Admin"))
    .addColumn("model_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("model_has_roles_pk", ["role_id", "model_id", "model_type"])
    .execute();
  await db.schema.createIndex("model_has_roles_model").on("model_has_roles").column("model_id").execute();

  await db.schema
    .createTable("admin_tokens")
    .addColumn("jti", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull().defaultTo("admin"))
    .addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema.createIndex("admin_tokens_admin").on("admin_tokens").column("admin_id").execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("to_email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema.createIndex("mail_outbox_to").on("mail_outbox").columns(["to_email", "id"]).execute();

  await db.schema
    .createTable("env_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(NOW))
    .execute();

  const flag = (c: any) => c.notNull().defaultTo(0);
  await timestamps(
    db.schema
      .createTable("settings")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
      .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
      .addColumn("currency_icon", "text", (c) => c.notNull().defaultTo("$"))
      .addColumn("currency_position", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("decimal_format", "integer")
      .addColumn("email", "text")
      .addColumn("phone", "text")
      .addColumn("address_1", "text")
      .addColumn("address_2", "text")
      .addColumn("city", "text")
      .addColumn("state", "text")
      .addColumn("zip", "text")
      .addColumn("country", "text")
      .addColumn("default_country", "text", (c) => c.defaultTo("AF"))
      .addColumn("default_state", "text")
      .addColumn("google_login", "integer", flag)
      .addColumn("facebook_login", "integer", flag)
      .addColumn("attach_pdf", "integer", flag)
      .addColumn("translate_pdf", "integer", flag)
      .addColumn("guest_checkout", "integer", flag)
      .addColumn("send_seller_email", "integer", flag)
      .addColumn("vendor_registration", "integer", flag)
      .addColumn("cookie_banner", "integer", flag)
      .addColumn("enable_ga", "integer", flag)
      .addColumn("ga_id", "text")
      .addColumn("enable_pixel", "integer", flag)
      .addColumn("pixel_id", "text"),
  ).execute();

  await timestamps(
    db.schema
      .createTable("site_settings")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
      .addColumn("site_name", "text")
      .addColumn("site_url", "text")
      .addColumn("meta_title", "text")
      .addColumn("meta_description", "text")
      .addColumn("meta_keywords", "text")
      .addColumn("copyright_text", "text")
      .addColumn("email_logo", "text")
      .addColumn("header_logo", "text")
      .addColumn("footer_logo", "text")
      .addColumn("primary_color", "text")
      .addColumn("primary_hover_color", "text")
      .addColumn("styling", "text"),
  ).execute();

  await timestamps(
    db.schema
      .createTable("site_setting_langs")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("site_setting_id", "integer", (c) => c.notNull().references("site_settings.id").onDelete("cascade"))
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("site_name", "text")
      .addColumn("copyright_text", "text")
      .addColumn("meta_title", "text")
      .addColumn("meta_description", "text")
      .addColumn("meta_keywords", "text")
      .addUniqueConstraint("site_setting_langs_unique", ["site_setting_id", "lang"]),
  ).execute();

  await timestamps(
    db.schema
      .createTable("stores")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      // One store per admin: `store/find` answers "the caller's store".
      .addColumn("admin_id", "integer", (c) => c.unique().references("admins.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("image", "text")
      .addColumn("meta_title", "text")
      .addColumn("meta_description", "text")
      .addColumn("meta_keywords", "text")
      .addColumn("whatsapp_btn", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("whatsapp_number", "text")
      .addColumn("whatsapp_default_msg", "text"),
  ).execute();

  await timestamps(
    db.schema
      .createTable("store_langs")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("store_id", "integer", (c) => c.notNull().references("stores.id").onDelete("cascade"))
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("meta_title", "text")
      .addColumn("meta_description", "text")
      .addColumn("meta_keywords", "text")
      .addUniqueConstraint("store_langs_unique", ["store_id", "lang"]),
  ).execute();

  await timestamps(
    db.schema
      .createTable("languages")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("code", "text", (c) =>
        c
          .notNull()
          .unique()
          .modifyEnd(sql`collate nocase`),
      )
      .addColumn("direction", "text", (c) => c.notNull().defaultTo("ltr"))
      .addColumn("predefined", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("default", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "integer", (c) => c.notNull().defaultTo(2)),
  ).execute();
  await db.schema.createIndex("languages_created_at").on("languages").column("created_at").execute();

  await timestamps(
    db.schema
      .createTable("pos_settings")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
      .addColumn("width", "integer", (c) => c.notNull().defaultTo(80))
      .addColumn("image", "text")
      .addColumn("address", "text")
      .addColumn("header_text", "text")
      .addColumn("footer_text", "text")
      .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex("pos_settings_admin").on("pos_settings").column("admin_id").execute();

  await timestamps(
    db.schema
      .createTable("pos_setting_langs")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("pos_setting_id", "integer", (c) => c.notNull().references("pos_settings.id").onDelete("cascade"))
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("address", "text")
      .addColumn("header_text", "text")
      .addColumn("footer_text", "text")
      .addUniqueConstraint("pos_setting_langs_unique", ["pos_setting_id", "lang"]),
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "pos_setting_langs",
    "pos_settings",
    "languages",
    "store_langs",
    "stores",
    "site_setting_langs",
    "site_settings",
    "settings",
    "env_settings",
    "mail_outbox",
    "admin_tokens",
    "model_has_roles",
    "role_has_permissions",
    "permissions",
    "roles",
    "admins",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
