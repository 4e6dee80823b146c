import * as z from "zod/mini";
import type { ListDefaults } from "../url-state";
import { readViewState } from "./view-state";
import { nameProblem, nameRefusal, type SavedView, type ViewStore } from "./view-types";

/*
 * Saved views kept in this browser (localStorage), for a backend without the saved-views extension:
 * the same tabs, names, order and default, never shared. Storage may be blocked (private mode,
 * quota): then the views last as long as the page.
 */

const KEY_PREFIX = "admin-panel_saved-views:";

const storedSchema = z.object({
  views: z.catch(z.array(z.object({ id: z.number(), name: z.string(), state: z.unknown() })), []),
  defaultId: z.catch(z.nullable(z.number()), null),
});
type Stored = z.infer<typeof storedSchema>;

const inMemory = new Map<string, string>();

function read(key: string): Stored {
  let raw: string | null = inMemory.get(key) ?? null;
  try {
    raw = window.localStorage.getItem(key) ?? raw;
  } catch {
    // Blocked storage: the copy kept in memory.
  }
  try {
    const parsed = storedSchema.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : { views: [], defaultId: null };
  } catch {
    return { views: [], defaultId: null };
  }
}

function write(key: string, value: Stored): void {
  const text = JSON.stringify(value);
  inMemory.set(key, text);
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // Full or blocked: kept in memory for this page.
  }
}

export function localViews(list: string, defaults: ListDefaults): ViewStore {
  const key = KEY_PREFIX + list;
  const view = (v: Stored["views"][number]): SavedView => ({
    id: v.id,
    name: v.name,
    state: readViewState(v.state, defaults),
    shared: false,
    mine: true,
    owner: "",
  });
  const change = (edit: (stored: Stored) => Stored) => write(key, edit(read(key)));
  return {
    async load() {
      const stored = read(key);
      const defaultId = stored.views.some((v) => v.id === stored.defaultId) ? stored.defaultId : null;
      return { views: stored.views.map(view), defaultId, canShare: false, where: "browser" };
    },
    async create(input) {
      const stored = read(key);
      const problem = nameProblem(
        input.name,
        stored.views.map((v) => v.name),
      );
      if (problem) throw nameRefusal(problem);
      const created = { id: Math.max(0, ...stored.views.map((v) => v.id)) + 1, name: input.name.trim(), state: input.state };
      write(key, { ...stored, views: [...stored.views, created] });
      return view(created);
    },
    async update(id, input) {
      const stored = read(key);
      if (input.name !== undefined) {
        const problem = nameProblem(
          input.name,
          stored.views.filter((v) => v.id !== id).map((v) => v.name),
        );
        if (problem) throw nameRefusal(problem);
      }
      const name = input.name?.trim();
      write(key, {
        ...stored,
        views: stored.views.map((v) =>
          v.id === id ? { ...v, ...(name ? { name } : {}), ...(input.state ? { state: input.state } : {}) } : v,
        ),
      });
    },
    async remove(id) {
      change((stored) => ({
        views: stored.views.filter((v) => v.id !== id),
        defaultId: stored.defaultId === id ? null : stored.defaultId,
      }));
    },
    async reorder(ids) {
      change((stored) => ({
        ...stored,
        views: [...stored.views].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
      }));
    },
    async setDefault(id) {
      change((stored) => ({ ...stored, defaultId: id }));
    },
  };
}
