import type { Kysely } from "kysely";
import { timestamps } from "../../migration-helpers";
import { autoId, appId, ownedBy, index, translationTable } from "./helpers";

/** The catalogue: categories, brands, rules, products and their satellites. Part of migration 0002_shop. */
export async function createCatalogueTables(db: Kysely<any>): Promise<void> {
  // ---------------------------------------------------------------- catalogue
  // Translatable fields of the four translated entities are nullable on the base row: a create sent
  // with a `language` header writes them to the *_langs row only. The same columns are nullable
  // because `upload/{id?}` creates a draft row holding only an image.
  await db.schema
    .createTable("categories")
    .$call(appId)
    .addColumn("title", "text")
    .addColumn("slug", "text", (c) => c.unique())
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("meta_keywords", "text")
    .addColumn("image", "text")
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    // 0 = root. Not a foreign key: the contract stores 0 for roots and re-parents children itself.
    .addColumn("parent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("in_footer", "integer", (c) => c.notNull().defaultTo(2))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // Building the category tree and re-parenting children on delete.
  await index(db, "categories", ["parent"]);
  // Vendor-scoped category list (admin_id = caller) in creation order.
  await index(db, "categories", ["admin_id", "created_at"]);
  // all-categories lookup list, ordered by creation.
  await index(db, "categories", ["created_at"]);

  await translationTable(db, "category_langs", { column: "category_id", table: "categories" }, [
    "title",
    "meta_title",
    "meta_description",
    "meta_keywords",
  ]);

  await db.schema
    .createTable("sub_categories")
    .$call(appId)
    .addColumn("title", "text")
    .addColumn("slug", "text")
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("image", "text")
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(2))
    // The contract's category delete removes its sub-categories.
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // Sub-categories of a category (cascade, list join).
  await index(db, "sub_categories", ["category_id"]);
  // subcategory/all, vendor-scoped and sorted by date.
  await index(db, "sub_categories", ["admin_id", "created_at"]);

  await db.schema
    .createTable("brands")
    .$call(appId)
    .addColumn("title", "text")
    .addColumn("slug", "text", (c) => c.unique())
    .addColumn("image", "text")
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(2))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // brand/all for vendors (admin_id = caller) sorted by date.
  await index(db, "brands", ["admin_id", "created_at"]);
  // brand/all for the superadmin and the all-brands lookup, ordered by creation.
  await index(db, "brands", ["created_at"]);

  await translationTable(db, "brand_langs", { column: "brand_id", table: "brands" }, ["title"]);

  await db.schema
    .createTable("tax_rules")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    // 1 flat, 2 percent.
    .addColumn("type", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("price", "real", (c) => c.notNull().defaultTo(0))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("shipping_rules")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("single_price", "integer", (c) => c.notNull().defaultTo(0))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("shipping_places")
    .$call(autoId)
    .addColumn("shipping_rule_id", "integer", (c) => c.notNull().references("shipping_rules.id").onDelete("cascade"))
    .addColumn("country", "text")
    .addColumn("state", "text")
    .addColumn("price", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("day_needed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pickup_price", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("pickup_point", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pickup_phone", "text")
    .addColumn("pickup_address_line_1", "text")
    .addColumn("pickup_address_line_2", "text")
    .addColumn("pickup_zip", "text")
    .addColumn("pickup_state", "text")
    .addColumn("pickup_city", "text")
    .addColumn("pickup_country", "text")
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // Places of a rule (shipping-rule lists, carts, product shipping options).
  await index(db, "shipping_places", ["shipping_rule_id"]);

  await db.schema
    .createTable("bundle_deals")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("buy", "integer", (c) => c.notNull())
    .addColumn("free", "integer", (c) => c.notNull())
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("products")
    .$call(appId)
    .addColumn("title", "text")
    .addColumn("slug", "text", (c) => c.unique())
    .addColumn("description", "text")
    .addColumn("overview", "text")
    .addColumn("unit", "text")
    .addColumn("badge", "text")
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("meta_keywords", "text")
    .addColumn("tags", "text")
    .addColumn("selling", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("purchased", "real", (c) => c.notNull().defaultTo(0))
    // 0 = no sale price.
    .addColumn("offered", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("image", "text")
    .addColumn("video", "text")
    .addColumn("video_thumb", "text")
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    // Legacy single-category links, superseded by product_categories; kept for the contract's shape.
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("subcategory_id", "integer", (c) => c.references("sub_categories.id").onDelete("set null"))
    .addColumn("warranty", "integer")
    .addColumn("refundable", "integer")
    // Nullable because drafts (upload-first, WYSIWYG-first) may exist before the form is saved; deleting
    // a rule in use is refused in code, SET NULL only guards consistency.
    .addColumn("tax_rule_id", "integer", (c) => c.references("tax_rules.id").onDelete("set null"))
    .addColumn("shipping_rule_id", "integer", (c) => c.references("shipping_rules.id").onDelete("set null"))
    // The original kept a dangling brand_id after a brand delete; here the link is cleared instead.
    .addColumn("brand_id", "integer", (c) => c.references("brands.id").onDelete("set null"))
    // An integer here (the contract serializes it as a string; the app layer converts).
    .addColumn("bundle_deal_id", "integer", (c) => c.references("bundle_deals.id").onDelete("set null"))
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rating", "integer", (c) => c.notNull().defaultTo(0))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // product/all for vendors: admin_id = caller ORDER BY created_at; also vendor dashboards joining
  // their own products, and the admin-delete "Admin has products" check.
  await index(db, "products", ["admin_id", "created_at"]);
  // product/all for the superadmin (default sort by date) and all-products ordered by creation.
  await index(db, "products", ["created_at"]);
  // Sort by title in product/all, and all-products type-ahead.
  await index(db, "products", ["title"]);
  // The other product/all sort options (Purchased, Selling, Offered, Status) over 100k rows.
  await index(db, "products", ["purchased"]);
  await index(db, "products", ["selling"]);
  await index(db, "products", ["offered"]);
  await index(db, "products", ["status"]);
  // `brands` filter of product/all (POS) and the dashboard's top brands.
  await index(db, "products", ["brand_id"]);
  // Delete refusals "Tax rule / Shipping rule / Bundle deal is being used by a product."
  await index(db, "products", ["tax_rule_id"]);
  await index(db, "products", ["shipping_rule_id"]);
  await index(db, "products", ["bundle_deal_id"]);
  // Sub-category delete refusal ("This item is being used by a product.") and legacy category links.
  await index(db, "products", ["subcategory_id"]);
  await index(db, "products", ["category_id"]);

  await translationTable(db, "product_langs", { column: "product_id", table: "products" }, [
    "title",
    "description",
    "overview",
    "unit",
    "badge",
    "meta_title",
    "meta_description",
    "meta_keywords",
  ]);

  await db.schema
    .createTable("product_categories")
    .$call(autoId)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    // 1 for the product's primary category, 0 otherwise. Quote it in raw SQL: `primary` is a keyword.
    .addColumn("primary", "integer", (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  // Categories of a listed product (product/all, find) and the cascade from a product delete.
  await index(db, "product_categories", ["product_id"]);
  // `categories` filter of product/all, top categories on the dashboard, category delete.
  await index(db, "product_categories", ["category_id"]);

  await db.schema
    .createTable("product_images")
    .$call(autoId)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("image", "text", (c) => c.notNull())
    .$call(timestamps)
    .execute();
  // all-images/{productId}, product find, cart and order lines showing images.
  await index(db, "product_images", ["product_id"]);

  await db.schema
    .createTable("tags")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull().unique())
    .$call(timestamps)
    .execute();
  // tag/all, newest first.
  await index(db, "tags", ["created_at"]);

  await db.schema
    .createTable("attributes")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("attribute_values")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // Values of an attribute (attribute lists, dropdown-data).
  await index(db, "attribute_values", ["attribute_id"]);

  await db.schema
    .createTable("product_image_attributes")
    .$call(autoId)
    .addColumn("product_image_id", "integer", (c) => c.notNull().references("product_images.id").onDelete("cascade"))
    .addColumn("attribute_value_id", "integer", (c) => c.notNull().references("attribute_values.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .$call(timestamps)
    .execute();
  // `attributes` of each product image.
  await index(db, "product_image_attributes", ["product_image_id"]);
  // Cascade from a product delete.
  await index(db, "product_image_attributes", ["product_id"]);
  // Cascade from an attribute-value delete.
  await index(db, "product_image_attributes", ["attribute_value_id"]);

  await db.schema
    .createTable("updated_inventories")
    .$call(autoId)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(0))
    // 0 = use the product's price.
    .addColumn("price", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("sku", "text")
    .$call(timestamps)
    .execute();
  // Variants of a product (product/all summaries, updated-inventory/find, stock checks).
  await index(db, "updated_inventories", ["product_id"]);
  // Exact SKU look-ups (POS), and the SKU half of product/all's `q` search: a `%q%` match cannot seek,
  // but scanning this narrow covering index yields the product ids without reading the table.
  await index(db, "updated_inventories", ["sku", "product_id"]);

  await db.schema
    .createTable("inventory_attributes")
    .$call(autoId)
    .addColumn("inventory_id", "integer", (c) => c.notNull().references("updated_inventories.id").onDelete("cascade"))
    .addColumn("attribute_value_id", "integer", (c) => c.notNull().references("attribute_values.id").onDelete("cascade"))
    .$call(timestamps)
    .execute();
  // Attribute values of each variant (every inventory listing).
  await index(db, "inventory_attributes", ["inventory_id"]);
  // "Attribute Value is being used ..." refusal when values are removed.
  await index(db, "inventory_attributes", ["attribute_value_id"]);

  await db.schema
    .createTable("product_collections")
    .$call(autoId)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(2))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable("collection_with_products")
    .$call(autoId)
    .addColumn("product_collection_id", "integer", (c) => c.notNull().references("product_collections.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .$call(timestamps)
    // A product is in a collection at most once; also the collection's member list.
    .addUniqueConstraint("collection_with_products_collection_product_unique", ["product_collection_id", "product_id"])
    .execute();
  // A product's collections (find, action replacing links, product delete).
  await index(db, "collection_with_products", ["product_id"]);

  await db.schema
    .createTable("wysiwyg_images")
    .$call(autoId)
    .addColumn("image", "text", (c) => c.notNull())
    // The product whose overview/description holds the image; the contract's product delete removes them.
    .addColumn("item_id", "integer", (c) => c.references("products.id").onDelete("cascade"))
    .$call(ownedBy)
    .$call(timestamps)
    .execute();
  // Product delete (file clean-up) finds a product's images.
  await index(db, "wysiwyg_images", ["item_id"]);
  // wysiwyg-image/delete/{image_name} finds the row by file name.
  await index(db, "wysiwyg_images", ["image"]);
}
