import type { Kysely } from "kysely";

/*
 * The shop's time zone (an extension: server/docs/content-area.md). Vouchers and flash
 * sales start at the shop's midnight, and the panel's day filters count the shop's days, whatever
 * zone the browser is in. Null = not chosen: the panel then uses the browser's zone, as before.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("settings").addColumn("time_zone", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("settings").dropColumn("time_zone").execute();
}
