/*
 * Building blocks of the shop schema (0002_shop.ts and its parts in this folder). The folder holds no
 * migration of its own: the migrator runs only `NNNN_name.ts` files of migrations/.
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

/** Source link tables of home sliders and banners: one row per chosen category/brand/product/sub-category. */
export async function sourceTable(
  db: Kysely<any>,
  table: string,
  ownerColumn: "home_slider_id" | "banner_id",
  ownerTable: "home_sliders" | "banners",
  target: { column: string; table: string },
): Promise<void> {
  await db.schema
    .createTable(table)
    .$call(autoId)
    .addColumn(ownerColumn, "integer", (c) => c.notNull().references(`${ownerTable}.id`).onDelete("cascade"))
    // Deleting the linked item removes the link (the contract's category/brand/product deletes do).
    .addColumn(target.column, "integer", (c) => c.notNull().references(`${target.table}.id`).onDelete("cascade"))
    .$call(timestamps)
    .execute();
  // Loading a slider's/banner's sources in find and action.
  await index(db, table, [ownerColumn]);
  // The sub-category delete refusal ("Home slider is using this sub category.") and the cascades
  // from catalogue deletes look rows up by the linked item.
  await index(db, table, [target.column]);
}
