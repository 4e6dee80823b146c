import { savedViewsApi, type SavedViewRecord, type ViewList } from "~/api/saved-views";
import type { ListDefaults } from "../url-state";
import { localViews } from "./local-views";
import { readViewState, type ViewState } from "./view-state";
import type { SavedView, ViewsSnapshot, ViewStore } from "./view-types";

/*
 * Where a list's views live: on the server when it offers saved views, else in this browser. Both
 * answer the same shapes and the same English refusals, so the tabs and the dialog do not care.
 */

const fromRecord = (record: SavedViewRecord, defaults: ListDefaults): SavedView => ({
  id: record.id,
  name: record.name,
  state: readViewState(record.state, defaults),
  shared: record.shared,
  mine: record.mine,
  owner: record.owner.name ?? "",
});

function serverStore(at: ViewList, defaults: ListDefaults): ViewStore {
  const toState = (state: ViewState) => ({ ...state });
  return {
    async load() {
      const answer = await savedViewsApi.all(at);
      if (!answer) throw new Error("saved views are not offered");
      return {
        views: answer.views.map((v) => fromRecord(v, defaults)),
        defaultId: answer.defaultId,
        canShare: answer.canShare,
        where: "server",
      };
    },
    create: async (input) => fromRecord(await savedViewsApi.create(at, { ...input, state: toState(input.state) }), defaults),
    async update(id, input) {
      await savedViewsApi.update(id, input.state ? { ...input, state: toState(input.state) } : { ...input, state: undefined });
    },
    remove: (id) => savedViewsApi.remove(id),
    reorder: (ids) => savedViewsApi.reorder(at, ids),
    setDefault: (id) => savedViewsApi.setDefault(at, id),
  };
}

/**
 * The list's store and its first snapshot: the server's when it answers, the browser's when the
 * server has no such route (404/405). Any other failure is the caller's to show.
 */
export async function openViewStore(at: ViewList, defaults: ListDefaults): Promise<{ store: ViewStore; snapshot: ViewsSnapshot }> {
  const answer = await savedViewsApi.all(at);
  if (!answer) {
    const store = localViews(at.list, defaults);
    return { store, snapshot: await store.load() };
  }
  const store = serverStore(at, defaults);
  return {
    store,
    snapshot: {
      views: answer.views.map((v) => fromRecord(v, defaults)),
      defaultId: answer.defaultId,
      canShare: answer.canShare,
      where: "server",
    },
  };
}
