import type { Kysely } from "kysely";
import { NOW, timestamps } from "../../migration-helpers";
import { autoId, ownedBy, index, sourceTables, translationTable } from "./helpers";

/** Store-wide settings rows, mailing and messages, storefront content, the extension tables. Part of migration 0002_shop. */
export async function createStorefrontTables(db: Kysely<any>): Promise<void> {
  // ---------------------------------------------------------------- store-wide settings rows
  // One row. Flags 0/1; `default` is the preferred payment-method code.
  await db.schema
    .createTable("payments")
    .$call(autoId)
    .addColumn("cash_on_delivery", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paypal", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("razorpay", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stripe", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("flutterwave", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("iyzico_payment", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bank", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payfast_payment", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("default", "integer", (c) => c.notNull().defaultTo(3))
    .addColumn("paypal_key", "text")
    .addColumn("paypal_secret", "text")
    .addColumn("razorpay_key", "text")
    .addColumn("razorpay_secret", "text")
    .addColumn("stripe_key", "text")
    .addColumn("stripe_secret", "text")
    .addColumn("fw_environment", "text", (c) => c.notNull().defaultTo("development"))
    .addColumn("fw_public_key", "text")
    .addColumn("fw_secret_key", "text")
    .addColumn("fw_encryption_key", "text")
    .addColumn("ip_base_url", "text")
    .addColumn("ip_api_key", "text")
    .addColumn("ip_secret_key", "text")
    .addColumn("bank_name", "text")
    .addColumn("account_name", "text")
    .addColumn("branch_name", "text")
    .addColumn("account_number", "text")
    .addColumn("payfast_base_url", "text")
    .addColumn("payfast_merchant_id", "text")
    .addColumn("payfast_merchant_key", "text")
    .addColumn("payfast_passphrase", "text")
    // Last editor; nullable so the seeded row needs no admin.
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("plugins")
    .$call(autoId)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("public_key", "text")
    .addColumn("encrypt_key", "text")
    .addColumn("encrypt_iv", "text")
    .addColumn("secret_key", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();

  // ---------------------------------------------------------------- mailing and messages
  await db.schema
    .createTable("subscribers")
    .$call(autoId)
    // Subscribing twice makes no sense; the storefront upserts by email.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .$call(timestamps)
    .execute();
  // subscriber/all sorted by date.
  await index(db, "subscribers", ["created_at"]);

  await db.schema
    .createTable("subscription_email_formats")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("contact_us")
    .$call(autoId)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("viewed", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("replied", "integer", (c) => c.notNull().defaultTo(2))
    .$call(timestamps)
    .execute();
  // profile.message_count (unread = viewed 2) on every profile load.
  await index(db, "contact_us", ["viewed"]);
  // user-message/all sorted by date.
  await index(db, "contact_us", ["created_at"]);

  // ---------------------------------------------------------------- storefront content
  await db.schema
    .createTable("pages")
    .$call(autoId)
    .addColumn("slug", "text", (c) => c.unique())
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("meta_keywords", "text")
    .addColumn("page_from_component", "integer", (c) => c.notNull().defaultTo(2))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await translationTable(db, "page_langs", { column: "page_id", table: "pages" }, [
    "title",
    "description",
    "meta_title",
    "meta_description",
    "meta_keywords",
  ]);

  await db.schema
    .createTable("footer_links")
    .$call(autoId)
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    // 1 service, 2 about.
    .addColumn("type", "integer", (c) => c.notNull())
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // "Please delete footer link first of this page." check and the page cascade.
  await index(db, "footer_links", ["page_id"]);

  await db.schema
    .createTable("header_links")
    .$call(autoId)
    // 1 left, 2 right.
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url", "text")
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  // title/link are nullable: `footer-image-link/image` creates a row from an image and a type only.
  await db.schema
    .createTable("footer_image_links")
    .$call(autoId)
    .addColumn("title", "text")
    .addColumn("image", "text")
    .addColumn("link", "text")
    // 1 payment, 2 social.
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  // Sliders and banners may be created by an image upload alone, hence the nullable fields.
  await db.schema
    .createTable("home_sliders")
    .$call(autoId)
    .addColumn("image", "text")
    // 1 main, 2 right top, 3 right bottom.
    .addColumn("type", "integer", (c) => c.notNull())
    // 1 category, 2 sub-category, 3 tag, 4 brand, 5 product, 6 URL.
    .addColumn("source_type", "integer")
    // Stored as a string in the contract ("1" home, "2" offer).
    // "1" home, "2" offer (a string in the contract).
    .addColumn("slider_type", "text", (c) => c.notNull().defaultTo("1"))
    .addColumn("tags", "text")
    .addColumn("url", "text")
    .addColumn("title", "text")
    .addColumn("slug", "text", (c) => c.unique())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await sourceTables(db, "home_slider_source", { column: "home_slider_id", table: "home_sliders" });

  await db.schema
    .createTable("banners")
    .$call(autoId)
    .addColumn("image", "text")
    // Banner slot 1..10.
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("source_type", "integer")
    .addColumn("tags", "text")
    .addColumn("url", "text")
    .addColumn("title", "text")
    .addColumn("slug", "text", (c) => c.unique())
    // Banners default to public, unlike most entities (contract 5.35).
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("closable", "integer", (c) => c.notNull().defaultTo(2))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await sourceTables(db, "banner_source", { column: "banner_id", table: "banners" });

  // No admin_id: the contract's site features have no owner.
  await db.schema
    .createTable("site_features")
    .$call(autoId)
    .addColumn("image", "text")
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("detail", "text")
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("custom_scripts")
    .$call(autoId)
    .addColumn("route_pattern", "text", (c) => c.notNull())
    .addColumn("header_script", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("header_script_code", "text")
    .addColumn("body_script", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("body_script_code", "text")
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .$call(timestamps)
    .execute();

  // ---------------------------------------------------------------- extensions
  // One row: Firebase Cloud Messaging settings for /setting/fcm.
  await db.schema
    .createTable("fcm_settings")
    .$call(autoId)
    .addColumn("server_key", "text")
    .addColumn("sender_id", "text")
    // The web-push config object as JSON text (apiKey, projectId, vapidKey, ...).
    .addColumn("web_push_config", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(NOW))
    .execute();

  // One row: where /setting/deploy posts to trigger a storefront rebuild.
  await db.schema
    .createTable("deploy_settings")
    .$call(autoId)
    .addColumn("webhook_url", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(NOW))
    .execute();

  // History of triggered deploys.
  await db.schema
    .createTable("deploys")
    .$call(autoId)
    // `pending`, `success` or `failed`.
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("message", "text")
    .addColumn("triggered_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(NOW))
    .addColumn("finished_at", "text")
    .execute();
  // The deploy history, newest first.
  await index(db, "deploys", ["created_at"]);

  // UI strings per language (the `localization` endpoint and the language editor).
  await db.schema
    .createTable("language_strings")
    .$call(autoId)
    .addColumn("language_id", "integer", (c) => c.notNull().references("languages.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    // One value per key and language; also the whole-language read.
    .addUniqueConstraint("language_strings_language_id_key_unique", ["language_id", "key"])
    .execute();
}
