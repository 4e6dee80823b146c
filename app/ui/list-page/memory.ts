/**
 * Small per-resource memories of a list: the last search of the list (so "back to the list" from a
 * detail page lands on the same filtered page), the hidden columns, the columns shown even without
 * room and the columns last hidden for room. Storage may be unavailable (private mode, quotas):
 * then the list simply forgets.
 */
const PREFIX = "admin-panel_";

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(PREFIX + key);
    else storage?.setItem(PREFIX + key, value);
  } catch {
    // Storage full or blocked: nothing to remember, nothing breaks.
  }
}

const session = () => (typeof window === "undefined" ? undefined : window.sessionStorage);
const local = () => (typeof window === "undefined" ? undefined : window.localStorage);

/** Remembers the list's query string (`?q=…&page=2`, or "" for the plain list). */
export function rememberListSearch(listPath: string, search: string): void {
  write(session(), `list-search:${listPath}`, search.startsWith("?") || search === "" ? search : `?${search}`);
}

/** The list's href with its last search, e.g. `/brands?q=acme&page=2`. */
export function listHref(listPath: string): string {
  const search = read(session(), `list-search:${listPath}`) ?? "";
  return /^(\?[^#]*)?$/.test(search) ? `${listPath}${search}` : listPath;
}

export function loadHiddenColumns(resource: string): string[] {
  return readKeys(`hidden-columns:${resource}`);
}

export function saveHiddenColumns(resource: string, hidden: readonly string[]): void {
  write(local(), `hidden-columns:${resource}`, hidden.length ? JSON.stringify(hidden) : null);
}

/** Columns the user asked to see although the table's box is too narrow for them (column-fit.ts). */
export function loadPinnedColumns(resource: string): string[] {
  return readKeys(`pinned-columns:${resource}`);
}

export function savePinnedColumns(resource: string, pinned: readonly string[]): void {
  write(local(), `pinned-columns:${resource}`, pinned.length ? JSON.stringify(pinned) : null);
}

/** The columns hidden for room at a window width (column-fit.ts), each with the table's width that needed it. */
export interface FitMemory {
  width: number;
  dropped: { key: string; needed: number }[];
}

/**
 * What the list hid for room the last time, if it was at the window's width `width`: a fresh load
 * then renders the fitted table at once instead of every column first (a phone's whole table
 * laid out, then rendered again without half of it).
 */
export function loadColumnFit(resource: string, width: number): FitMemory["dropped"] {
  const raw = read(local(), `column-fit:${resource}`);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as Partial<FitMemory>;
    if (parsed.width !== width || !Array.isArray(parsed.dropped)) return [];
    return parsed.dropped.filter((d): d is FitMemory["dropped"][number] => typeof d?.key === "string" && typeof d?.needed === "number");
  } catch {
    return [];
  }
}

export function saveColumnFit(resource: string, fit: FitMemory): void {
  write(local(), `column-fit:${resource}`, fit.dropped.length ? JSON.stringify(fit) : null);
}

function readKeys(key: string): string[] {
  const raw = read(local(), key);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
