import type { Kysely } from "kysely";
import { timestamps } from "../migration-helpers";

/*
 * Content and settings area: the columns the original lacked and the translation tables the
 * contract's header link / slider / banner / site-feature translations need.
 *
 * - `trusted` on pages, site features and custom scripts: 1 only when the author's role may publish
 *   raw HTML/scripts (page.edit, home_slider.edit, header_link.edit). The storefront renders
 *   untrusted rows sanitised (HTML) or not at all (scripts); see server/README.md.
 * - `settings.logo`: the original's setting/upload-logo wrote a column that did not exist.
 * - `plugins.file`: the stored zip of an uploaded plugin.
 * - `deploys.webhook_url`: the target a recorded deploy would have called.
 */

const LANG_TABLES = [
  { table: "header_link_langs", fk: "header_link_id", parent: "header_links", fields: ["title"] },
  { table: "home_slider_langs", fk: "home_slider_id", parent: "home_sliders", fields: ["title"] },
  { table: "banner_langs", fk: "banner_id", parent: "banners", fields: ["title"] },
  { table: "site_feature_langs", fk: "site_feature_id", parent: "site_features", fields: ["detail"] },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["pages", "site_features", "custom_scripts"]) {
    await db.schema
      .alterTable(table)
      .addColumn("trusted", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable("settings").addColumn("logo", "text").execute();
  await db.schema.alterTable("plugins").addColumn("file", "text").execute();
  await db.schema.alterTable("deploys").addColumn("webhook_url", "text").execute();

  for (const t of LANG_TABLES) {
    let builder = db.schema
      .createTable(t.table)
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn(t.fk, "integer", (c) => c.notNull().references(`${t.parent}.id`).onDelete("cascade"))
      .addColumn("lang", "text", (c) => c.notNull());
    for (const f of t.fields) builder = builder.addColumn(f, "text");
    await timestamps(builder.addUniqueConstraint(`${t.table}_unique`, [t.fk, "lang"])).execute();
  }
  // The banner list and deploy history sort by these.
  await db.schema.createIndex("banners_created_at_idx").on("banners").column("created_at").execute();
  await db.schema.createIndex("pages_created_at_idx").on("pages").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("pages_created_at_idx").ifExists().execute();
  await db.schema.dropIndex("banners_created_at_idx").ifExists().execute();
  for (const t of [...LANG_TABLES].reverse()) await db.schema.dropTable(t.table).ifExists().execute();
  await db.schema.alterTable("deploys").dropColumn("webhook_url").execute();
  await db.schema.alterTable("plugins").dropColumn("file").execute();
  await db.schema.alterTable("settings").dropColumn("logo").execute();
  for (const table of ["custom_scripts", "site_features", "pages"]) await db.schema.alterTable(table).dropColumn("trusted").execute();
}
