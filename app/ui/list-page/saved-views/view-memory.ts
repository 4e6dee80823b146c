/*
 * What the views remember in this browser tab, beside the views themselves:
 * - that "All" was the last choice on a list, so coming back to it (the breadcrumb, the menu) does
 *   not put the default view back over the user's own choice;
 * - the columns the user had on "All" before a view changed them, given back when "All" is chosen.
 * Session storage: a new tab starts from the default view again. Blocked storage forgets.
 */
const PREFIX = "admin-panel_saved-views-";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function put(key: string, value: string | null): void {
  try {
    if (value === null) session()?.removeItem(PREFIX + key);
    else session()?.setItem(PREFIX + key, value);
  } catch {
    // Nothing remembered, nothing broken.
  }
}

function get(key: string): string | null {
  try {
    return session()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

export function chooseAll(list: string): void {
  put(`all:${list}`, "1");
}

export function choseAll(list: string): boolean {
  return get(`all:${list}`) === "1";
}

/** A view was chosen: leaving "All", the columns shown there are kept to be given back. */
export function chooseView(list: string, hidden: readonly string[], leavingAll: boolean): void {
  put(`all:${list}`, null);
  if (leavingAll) put(`columns:${list}`, JSON.stringify(hidden));
}

export function stashedColumns(list: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(get(`columns:${list}`) ?? "null");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : null;
  } catch {
    return null;
  }
}
