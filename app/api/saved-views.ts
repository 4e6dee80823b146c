import * as z from "zod/mini";
import { http } from "./client";
import { isApiError } from "./errors";

/*
 * Saved views of a list (the saved-views extension of the reference server, server/docs/saved-views.md):
 * a list's search, filters, sort and columns under a name, per admin, shared with the shop by a
 * superadmin. The shop's own backend has no such route: `all` answers null on a 404 or 405, and the
 * list keeps its views in the browser instead (ui/list-page/saved-views/local-views.ts).
 */

const viewSchema = z.object({
  id: z.coerce.number(),
  name: z.string(),
  state: z.record(z.string(), z.unknown()),
  shared: z.coerce.boolean(),
  mine: z.coerce.boolean(),
  owner: z.object({ id: z.coerce.number(), name: z.catch(z.nullable(z.string()), "") }),
});
export type SavedViewRecord = z.infer<typeof viewSchema>;

const allSchema = z.object({
  views: z.array(viewSchema),
  default_id: z.nullable(z.coerce.number()),
  can_share: z.coerce.boolean(),
});
export interface SavedViewsAnswer {
  views: SavedViewRecord[];
  defaultId: number | null;
  canShare: boolean;
}

/** Which list the views belong to: its name and the permission subject that opens it. */
export interface ViewList {
  list: string;
  subject: string;
}

export interface ViewInput {
  name: string;
  state: Record<string, unknown>;
  shared?: boolean;
}

export const savedViewsApi = {
  /** The list's views and the caller's default, or null where the backend does not offer saved views. */
  async all(at: ViewList): Promise<SavedViewsAnswer | null> {
    try {
      const answer = allSchema.parse(await http.get<unknown>("saved-view/all", { ...at }));
      return { views: answer.views, defaultId: answer.default_id, canShare: answer.can_share };
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
      throw error;
    }
  },
  async create(at: ViewList, input: ViewInput): Promise<SavedViewRecord> {
    return viewSchema.parse(await http.post<unknown>("saved-view/create", { ...at, ...input }));
  },
  async update(id: number, input: Partial<ViewInput>): Promise<SavedViewRecord> {
    return viewSchema.parse(await http.post<unknown>(`saved-view/update/${id}`, { ...input }));
  },
  async remove(id: number): Promise<void> {
    await http.post(`saved-view/delete/${id}`, {});
  },
  async reorder(at: ViewList, ids: number[]): Promise<void> {
    await http.post("saved-view/reorder", { ...at, ids });
  },
  async setDefault(at: ViewList, id: number | null): Promise<void> {
    await http.post("saved-view/default", { ...at, id });
  },
};
