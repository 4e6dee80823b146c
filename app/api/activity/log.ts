import * as z from "zod/mini";
import { http, type Download, type Query } from "../client";
import { isApiError } from "../errors";
import { getPage, type Page } from "../resource";

/*
 * The activity log extension of the reference server (server/docs/activity-log.md): who changed what.
 * The shop's own backend has no such routes: a 404 on `activity-log/all` means "not offered", and the
 * panel then shows no screen, no menu entry and no history section.
 */

/** One field of a change: `old` is absent on a create, `new` on a delete; a secret only says it changed. */
const changeSchema = z.object({
  field: z.string(),
  old: z.optional(z.unknown()),
  new: z.optional(z.unknown()),
  changed: z.optional(z.boolean()),
});
export type FieldChange = z.infer<typeof changeSchema>;

const text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v ?? ""),
);

export const entrySchema = z.object({
  id: z.coerce.number(),
  created_at: z.string(),
  admin_id: z._default(z.optional(z.nullable(z.coerce.number())), null),
  admin_name: text,
  admin_role: text,
  area: z.string(),
  action: z.string(),
  record_type: text,
  record_id: text,
  record_title: text,
  changes: z.catch(z.array(changeSchema), []),
  ip: text,
  user_agent: text,
});
export type ActivityEntry = z.infer<typeof entrySchema>;

/** The filters of `activity-log/all` and `export` (all optional; dates `YYYY-MM-DD`). */
export interface ActivityFilters {
  user?: number | string;
  area?: string;
  action?: string;
  record_type?: string;
  record_id?: string;
  from?: string;
  to?: string;
  q?: string;
  orderby?: "id" | "created_at";
  type?: "asc" | "desc";
  page?: number;
  per_page?: number;
}

const personSchema = z.object({ id: z.coerce.number(), name: text });
export type ActivityPerson = z.infer<typeof personSchema>;

const settingsSchema = z.object({ retention_days: z.coerce.number() });
export type ActivitySettings = z.infer<typeof settingsSchema>;

const asQuery = (filters: ActivityFilters): Query => ({ ...filters });

export const activityLogApi = {
  list: (filters: ActivityFilters, signal?: AbortSignal): Promise<Page<ActivityEntry>> =>
    getPage("activity-log/all", asQuery(filters), entrySchema, signal),
  /** One record's entries, newest first. */
  record: (type: string, id: string | number, page = 1, signal?: AbortSignal): Promise<Page<ActivityEntry>> =>
    getPage(`activity-log/record/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`, { page }, entrySchema, signal),
  /** The CSV of the filtered list (the same filters as `list`, without the page). */
  export: (filters: ActivityFilters): Promise<Download> => {
    const { page: _page, per_page: _perPage, ...rest } = filters;
    return http.download("activity-log/export", "text/csv", asQuery(rest));
  },
  users: async (signal?: AbortSignal): Promise<ActivityPerson[]> =>
    z.array(personSchema).parse(await http.get<unknown>("activity-log/users", undefined, signal)),
  settings: async (): Promise<ActivitySettings> => settingsSchema.parse(await http.get<unknown>("activity-log/settings")),
  saveSettings: async (settings: ActivitySettings): Promise<ActivitySettings> =>
    settingsSchema.parse(await http.post<unknown>("activity-log/settings", { ...settings })),
};

let offered: Promise<boolean> | null = null;

/**
 * Whether the backend keeps an activity log: asked once per page load (a one-row page of `all`); a
 * 404 or 405 means not offered. A 403 means offered but not to this user, which the permission
 * check says anyway. Other failures are not an answer: the next caller asks again.
 */
export function activityLogOffered(): Promise<boolean> {
  offered ??= activityLogApi.list({ per_page: 1 }).then(
    () => true,
    (error: unknown) => {
      if (isApiError(error) && (error.status === 404 || error.status === 405)) return false;
      if (isApiError(error) && error.status === 403) return true;
      offered = null;
      return false;
    },
  );
  return offered;
}

/** For tests and sign-out: forget the answer. */
export function forgetActivityLogOffer(): void {
  offered = null;
}
