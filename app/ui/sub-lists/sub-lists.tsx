import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import { loadList, type ListDescription, type ListLoaderData } from "../list-page/description";
import { ListPage } from "../list-page/list-page";
import type { TranslationKey } from "~/i18n/keys";

/**
 * Sub-lists: the tabs of a detail page (a customer's orders, addresses…), each one list page with
 * its own keyed URL state (`orders.page=2`, `addresses.orderby=city`) and the open tab in `tab=`,
 * so reload, back/forward and shared links restore every tab as it was left. Only the open tab's
 * list is fetched: the route's loader asks for it, the others wait until they are opened.
 */

/** The URL key of the open tab. */
export const TAB_PARAM = "tab";

/** One tab, whatever its rows: a page holds tabs of different row types side by side. */
export interface SubList {
  /** The tab's value in `tab=`, and the prefix of its list's URL keys. */
  key: string;
  /** i18n key of the tab's label. */
  label: TranslationKey;
  load: (args: ClientLoaderFunctionArgs) => Promise<ListLoaderData<unknown>>;
  render: (data: ListLoaderData<unknown>, title: string) => ReactNode;
}

/** A tab showing the shared list page of `description`, whose `urlKey` names the tab. */
export function subList<T>(label: TranslationKey, description: ListDescription<T> & { urlKey: string }): SubList {
  return {
    key: description.urlKey,
    label,
    load: (args) => loadList(description, args),
    // The data handed back is what `load` of this same tab returned (see loadSubLists), so it holds T rows.
    render: (data, title) => <ListPage description={description} data={data as ListLoaderData<T>} title={title} />,
  };
}

/** The loaded open tab: its key and its list's rows (or error). */
export interface SubListsData {
  tab: string;
  list: ListLoaderData<unknown>;
}

/** The tab the URL opens: `tab=` when it names one, else the first. */
export function openTab(params: URLSearchParams, lists: readonly SubList[]): SubList {
  return lists.find((list) => list.key === params.get(TAB_PARAM)) ?? lists[0];
}

/** The search of the same page with another tab open; every list's own keys stay as they are. */
export function searchWithTab(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.set(TAB_PARAM, key);
  return `?${params.toString()}`;
}

/** For the route's clientLoader: the open tab's list, read from the URL like any list page. */
export async function loadSubLists(lists: readonly SubList[], args: ClientLoaderFunctionArgs): Promise<SubListsData> {
  const open = openTab(new URL(args.request.url).searchParams, lists);
  return { tab: open.key, list: await open.load(args) };
}
