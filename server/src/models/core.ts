import type { Selectable } from "kysely";
import type { AdminTable, LanguageTable, PosSettingTable, SettingTable, SiteSettingTable, StoreTable } from "../db/schema";
import { decimal } from "../http/format";

/*
 * JSON shapes of the core entities. `admin_id` is hidden on these models in the original, and
 * secrets (password, remember_token, reset code) never leave the server.
 */

export type AdminRow = Selectable<AdminTable>;

export function adminJson(a: AdminRow) {
  return {
    id: a.id,
    name: a.name,
    username: a.username,
    email: a.email,
    commission: decimal(a.commission),
    active: a.active,
    verified: a.verified,
    viewed: a.viewed,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

function withoutAdminId<T extends { admin_id?: unknown }>(row: T): Omit<T, "admin_id"> {
  const { admin_id: _hidden, ...rest } = row;
  return rest;
}

export const settingJson = (r: Selectable<SettingTable>) => withoutAdminId(r);
export const siteSettingJson = (r: Selectable<SiteSettingTable>) => withoutAdminId(r);
export const storeJson = (r: Selectable<StoreTable>) => withoutAdminId(r);
export const posSettingJson = (r: Selectable<PosSettingTable>) => withoutAdminId(r);
export const languageJson = (r: Selectable<LanguageTable>) => withoutAdminId(r);

/** The short language form used by `languages` and `profile`. */
export function publicLanguage(r: Pick<Selectable<LanguageTable>, "name" | "code" | "default" | "direction" | "predefined">) {
  return { name: r.name, code: r.code, default: r.default, direction: r.direction, predefined: r.predefined };
}

export const POS_SETTING_TRANSLATABLE = ["address", "header_text", "footer_text"] as const;
