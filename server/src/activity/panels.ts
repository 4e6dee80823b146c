import type { ActivityPanel } from "./context";

/*
 * Settings panels: several panels write the same rows (settings, env_settings), so a settings row
 * is not a record of its own; the entry is the panel's. A panel is named as the admin app names it
 * (app/ui/settings-form/settings.ts, presenceKey): the last segment of its find path without
 * "-find"/"find", else its permission subject. So `setting/smtp-find` is `smtp`, and `setting/find`,
 * `payment/find`, `fcm-setting/find` and `deploy/find` are all `setting`. Keyed by the save route
 * (under /api/admin); savePanel (http/panel-version.ts) names the panel of the request it saves.
 * Rows a request writes outside these routes fall back to the table's own panel (tables.ts).
 */
const SETTING: ActivityPanel = { type: "setting", id: "setting" };

export const PANELS: Readonly<Record<string, ActivityPanel>> = {
  "setting/currency": SETTING,
  "setting/address": SETTING,
  "setting/miscellaneous": SETTING,
  "setting/analytics": SETTING,
  "setting/social-login-action": { type: "setting", id: "social-login" },
  "setting/media-storage-action": { type: "setting", id: "media-storage" },
  "setting/smtp-action": { type: "setting", id: "smtp" },
  "payment/save": SETTING,
  "fcm-setting/action": SETTING,
  "deploy/action": SETTING,
  "site-setting/action": { type: "site_setting", id: "site_setting" },
  "store/action": { type: "store", id: "store" },
};

const API_PREFIX = "/api/admin/";

/** The panel a request path saves, if it is one of PANELS. */
export function panelOfPath(pathname: string): ActivityPanel | undefined {
  const rel = pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname.replace(/^\/+/, "");
  return PANELS[rel.replace(/\/+$/, "")];
}
