import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { activityLogApi, type ActivityEntry, type ActivityFilters } from "~/api/activity/log";
import { isApiError } from "~/api/errors";
import type { Page } from "~/api/resource";
import { parseListState, type ListDefaults, type ListState } from "~/ui/list-page/url-state";

/*
 * The activity log screen's data: its view lives in the URL (filters, search, sort, page), read
 * with the list page's own URL rules, and the page of entries comes from `activity-log/all`.
 */

// `record_id` has no input: a link to one record's entries (from its page) sets it with `record_type`.
export const FILTER_KEYS = ["user", "area", "action", "record_type", "record_id", "from", "to"] as const;

export const ACTIVITY_DEFAULTS: ListDefaults = {
  orderby: "created_at",
  type: "desc",
  sortable: ["created_at", "id"],
  filterKeys: FILTER_KEYS,
};

export const PER_PAGE = 20;

export type ActivityData = { offered: false } | { offered: true; state: ListState; page: Page<ActivityEntry> };

/** What the API is asked for a state (the CSV gets the same filters, without the page). */
export function filtersOf(state: ListState): ActivityFilters {
  return {
    ...state.filters,
    ...(state.q ? { q: state.q } : {}),
    orderby: state.orderby === "id" ? "id" : "created_at",
    type: state.type,
    page: state.page,
    per_page: PER_PAGE,
  };
}

export async function loadActivity(args: ClientLoaderFunctionArgs): Promise<ActivityData> {
  const state = parseListState(new URL(args.request.url).searchParams, ACTIVITY_DEFAULTS);
  try {
    return { offered: true, state, page: await activityLogApi.list(filtersOf(state), args.request.signal) };
  } catch (error) {
    // A backend without the extension: the screen says so instead of failing on every request.
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return { offered: false };
    // Anything else is the route's error state (the message and Retry), as on every other screen.
    throw error;
  }
}
