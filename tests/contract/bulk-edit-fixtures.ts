import type { Kysely } from "kysely";
import type { Database } from "../../server/src/db/schema";
import { isoNow } from "../../server/src/http/format";
import { newId } from "../../server/src/groups/catalog/common";
import type { TestServer } from "./harness";

/*
 * Rows for the bulk editor's contract tests (server/docs/bulk-edit.md), written straight to the
 * database: products with several variants and attribute values, so the tests do not depend on the
 * product form or the seed.
 */

export interface VariantSpec {
  sku: string | null;
  quantity: number;
  /** Attribute value ids. */
  values?: number[];
}

export interface BulkProductSpec {
  adminId: number;
  title: string;
  selling?: number;
  purchased?: number;
  offered?: number;
  status?: number;
  brandId?: number | null;
  variants?: VariantSpec[];
}

export interface MadeProduct {
  id: number;
  variantIds: number[];
}

type Db = Kysely<Database>;

/** A product with its variants (one variant `<title>-1`, 5 in stock, unless said otherwise). */
export async function makeBulkProduct(db: Db, spec: BulkProductSpec): Promise<MadeProduct> {
  const now = isoNow();
  const id = await newId(db, "products");
  await db
    .insertInto("products")
    .values({
      id,
      title: spec.title,
      slug: `bulk-${id}`,
      selling: spec.selling ?? 100,
      purchased: spec.purchased ?? 60,
      offered: spec.offered ?? 0,
      status: spec.status ?? 1,
      brand_id: spec.brandId ?? null,
      admin_id: spec.adminId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const variantIds: number[] = [];
  for (const v of spec.variants ?? [{ sku: `${spec.title}-1`, quantity: 5 }]) {
    const row = await db
      .insertInto("updated_inventories")
      .values({ product_id: id, quantity: v.quantity, sku: v.sku, price: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    variantIds.push(row.id);
    if (v.values?.length) {
      await db
        .insertInto("inventory_attributes")
        .values(v.values.map((value) => ({ inventory_id: row.id, attribute_value_id: value, created_at: now, updated_at: now })))
        .execute();
    }
  }
  return { id, variantIds };
}

/** `count` plain variants (no attribute values) for a product, inserted in batches. */
export async function addVariants(db: Db, productId: number, count: number): Promise<void> {
  const now = isoNow();
  for (let done = 0; done < count; done += 500) {
    const batch = Array.from({ length: Math.min(500, count - done) }, (_, i) => ({
      product_id: productId,
      quantity: 1,
      sku: `MANY-${productId}-${done + i}`,
      price: 0,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto("updated_inventories").values(batch).execute();
  }
}

/** An attribute without values; answers its id. */
export async function makeAttribute(db: Db, adminId: number, title: string): Promise<number> {
  const now = isoNow();
  const row = await db
    .insertInto("attributes")
    .values({ title, admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A value of an attribute; answers its id. */
export async function makeValue(db: Db, adminId: number, attributeId: number, title: string): Promise<number> {
  const now = isoNow();
  const row = await db
    .insertInto("attribute_values")
    .values({ title, attribute_id: attributeId, admin_id: adminId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The product's stored row and variants, read straight from the database. */
export async function stored(t: () => TestServer, id: number) {
  const db = t().server.db;
  const product = await db
    .selectFrom("products")
    .select(["title", "purchased", "selling", "offered", "status", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const variants = await db
    .selectFrom("updated_inventories")
    .select(["id", "sku", "quantity", "updated_at"])
    .where("product_id", "=", id)
    .orderBy("id")
    .execute();
  return { product, variants };
}
