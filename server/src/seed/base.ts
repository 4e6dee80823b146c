import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isoNow } from "../http/format";
import { permissionSpecs, ROLE_NAMES } from "./permissions";

/*
 * What every installation needs, run after the migrations on every start. Idempotent, and it
 * never undoes what an administrator changed: a permission is granted to the seeded roles only
 * when the permission (or the role) is created; the one-row settings tables and the language list
 * are filled only when empty.
 */

export interface BaseSeedReport {
  permissionsCreated: number;
  rolesCreated: string[];
  filled: string[];
}

export async function seedBase(db: Kysely<Database>): Promise<BaseSeedReport> {
  return db.transaction().execute(async (trx) => {
    const report: BaseSeedReport = { permissionsCreated: 0, rolesCreated: [], filled: [] };
    const now = isoNow();

    const roleIds = new Map<string, number>();
    const newRoles = new Set<string>();
    for (const name of ROLE_NAMES) {
      let role = await trx.selectFrom("roles").select("id").where("name", "=", name).where("guard_name", "=", "admin").executeTakeFirst();
      if (!role) {
        role = await trx
          .insertInto("roles")
          .values({ name, guard_name: "admin", created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        newRoles.add(name);
        report.rolesCreated.push(name);
      }
      roleIds.set(name, role.id);
    }

    const existing = new Map(
      (await trx.selectFrom("permissions").select(["id", "name"]).where("guard_name", "=", "admin").execute()).map((p) => [p.name, p.id]),
    );
    for (const spec of permissionSpecs()) {
      let id = existing.get(spec.name);
      const created = id === undefined;
      if (id === undefined) {
        const row = await trx
          .insertInto("permissions")
          .values({ name: spec.name, group_name: spec.group_name, guard_name: "admin", created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = row.id;
        report.permissionsCreated++;
      }
      for (const role of spec.roles) {
        if (!created && !newRoles.has(role)) continue;
        await trx
          .insertInto("role_has_permissions")
          .values({ permission_id: id, role_id: roleIds.get(role)! })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }

    if (!(await trx.selectFrom("settings").select("id").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("settings")
        .values({
          currency: "USD",
          currency_icon: "$",
          currency_position: 1,
          decimal_format: 2,
          email: "shop@example.com",
          default_country: "AF",
          created_at: now,
          updated_at: now,
        })
        .execute();
      report.filled.push("settings");
    }

    if (!(await trx.selectFrom("site_settings").select("id").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("site_settings")
        .values({
          site_name: "Demo Shop",
          site_url: "http://localhost:8080",
          meta_title: "Demo Shop",
          meta_description: "A demo multi-vendor shop.",
          copyright_text: "© Demo Shop",
          primary_color: "#c81d25",
          primary_hover_color: "#a3161d",
          created_at: now,
          updated_at: now,
        })
        .execute();
      report.filled.push("site_settings");
    }

    if (!(await trx.selectFrom("languages").select("id").limit(1).executeTakeFirst())) {
      const languages = [
        { name: "Italiano", code: "it", default: 1 },
        { name: "English", code: "en", default: 0 },
        { name: "Français", code: "fr", default: 0 },
        { name: "Deutsch", code: "de", default: 0 },
      ];
      await trx
        .insertInto("languages")
        .values(languages.map((l) => ({ ...l, direction: "ltr", predefined: 1, status: 1, created_at: now, updated_at: now })))
        .execute();
      report.filled.push("languages");
    }

    if (!(await trx.selectFrom("pos_settings").select("id").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("pos_settings")
        .values({
          admin_id: null,
          width: 80,
          // The shop's default language is Italian (the languages above): so are the receipt's texts.
          address: "Via Roma 1, 20121 Milano",
          header_text: "Demo Shop",
          footer_text: "Grazie per l'acquisto!",
          is_default: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      report.filled.push("pos_settings");
    }

    return report;
  });
}
