/*
 * Building blocks of the shop schema (0002_shop.ts and its parts in this folder; later migrations
 * that add tables of the same kinds use them too). The folder holds no migration of its own: the
 * migrator runs only `NNNN_name.ts` files of migrations/.
 */
import type { CreateTableBuilder, Kysely } from "kysely";
import { timestamps } from "../../migration-helpers";

export type Table = CreateTableBuilder<string, string>;

/** Autoincrement primary key. */
export const autoId = (t: Table): Table => t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());

/** Primary key whose value the app generates (the contract's random-looking ids): a plain rowid alias,
 *  no AUTOINCREMENT, since SQLite never has to invent these ids. */
export const appId = (t: Table): Table => t.addColumn("id", "integer", (c) => c.primaryKey());

/** Owner of a row created through the admin API. No ON DELETE action: deleting an admin who still owns
 *  such rows must be handled (refused or reassigned) by the admin-delete code, not silently cascaded
 *  into data other admins may reference. */
export const ownedBy = (t: Table): Table => t.addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id"));

/** Owner whose rows die with the admin (the contract's admin delete removes them). */
export const ownedByCascade = (t: Table): Table =>
  t.addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"));

export async function index(db: Kysely<any>, table: string, columns: string[], opts: { unique?: boolean } = {}): Promise<void> {
  const name = `${table}_${columns.join("_")}_${opts.unique ? "unique" : "idx"}`;
  let builder = db.schema.createIndex(name).on(table).columns(columns);
  if (opts.unique) builder = builder.unique();
  await builder.execute();
}

/**
 * A translation table (the `*_langs` overlay of a translatable entity): one row per parent row and
 * language holding the parent's translatable text columns, removed with the parent.
 */
export async function translationTable(
  db: Kysely<any>,
  table: string,
  parent: { column: string; table: string },
  columns: readonly string[],
): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .$call(autoId)
    .addColumn(parent.column, "integer", (c) => c.notNull().references(`${parent.table}.id`).onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull());
  for (const column of columns) builder = builder.addColumn(column, "text");
  await builder
    .$call(timestamps)
    // One translation per language; also the left join of the overlay.
    .addUniqueConstraint(`${table}_${parent.column}_lang_unique`, [parent.column, "lang"])
    .execute();
}

/** The items a home slider or a banner may link to, in the order their link tables are created. */
const SOURCE_KINDS = [
  { suffix: "categories", column: "category_id", table: "categories" },
  { suffix: "brands", column: "brand_id", table: "brands" },
  { suffix: "products", column: "product_id", table: "products" },
  { suffix: "sub_categories", column: "sub_category_id", table: "sub_categories" },
] as const;

/**
 * Source link tables of home sliders and banners (`<prefix>_categories`, `…_brands`, `…_products`,
 * `…_sub_categories`): one row per chosen item.
 */
export async function sourceTables(db: Kysely<any>, prefix: string, owner: { column: string; table: string }): Promise<void> {
  for (const target of SOURCE_KINDS) {
    const table = `${prefix}_${target.suffix}`;
    await db.schema
      .createTable(table)
      .$call(autoId)
      .addColumn(owner.column, "integer", (c) => c.notNull().references(`${owner.table}.id`).onDelete("cascade"))
      // Deleting the linked item removes the link (the contract's category/brand/product deletes do).
      .addColumn(target.column, "integer", (c) => c.notNull().references(`${target.table}.id`).onDelete("cascade"))
      .$call(timestamps)
      .execute();
    // Loading a slider's/banner's sources in find and action.
    await index(db, table, [owner.column]);
    // The sub-category delete refusal ("Home slider is using this sub category.") and the cascades
    // from catalogue deletes look rows up by the linked item.
    await index(db, table, [target.column]);
  }
}
