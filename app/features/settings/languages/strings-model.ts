import { appStringsOf } from "~/i18n/app-locale";
import { isLanguage } from "~/i18n/languages";
import { localization, type Dictionary } from "~/api/settings/languages";

/*
 * What the strings table of a language shows: every key of the default language (the panel's own
 * bundled strings when the default is one of its languages, else that language's stored ones) and
 * every key the edited language already has, each with both values. The dictionary is one
 * document on the server (read whole, replaced whole), so searching and paging it happen here.
 */

export interface StringRow {
  key: string;
  /** The default language's text ("" where it has none). */
  reference: string;
  /** The edited language's saved text ("" where it has none). */
  saved: string;
}

/** `{a: {b: "x"}}` → `{"a.b": "x"}` (only strings are kept). */
export function flatten(tree: Record<string, unknown>, prefix = "", out: Dictionary = {}): Dictionary {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else if (value && typeof value === "object" && !Array.isArray(value)) flatten(value as Record<string, unknown>, path, out);
  }
  return out;
}

/** The default language's strings: bundled in the panel, or served by `localization`. */
export async function referenceStrings(code: string | null, signal?: AbortSignal): Promise<Dictionary> {
  if (!code) return {};
  if (isLanguage(code)) return flatten(await appStringsOf(code));
  return localization(code, signal);
}

export function stringRows(reference: Dictionary, saved: Dictionary): StringRow[] {
  const keys = [...new Set([...Object.keys(reference), ...Object.keys(saved)])].sort();
  return keys.map((key) => ({ key, reference: reference[key] ?? "", saved: saved[key] ?? "" }));
}

export type StringFilter = "all" | "missing" | "changed";

/** Rows whose key or either text contains `query` (case-insensitive), narrowed by `filter`. */
export function filterRows(
  rows: readonly StringRow[],
  query: string,
  filter: StringFilter,
  draft: ReadonlyMap<string, string>,
): StringRow[] {
  const needle = query.trim().toLowerCase();
  return rows.filter((row) => {
    const value = draft.get(row.key) ?? row.saved;
    if (filter === "missing" && value.trim() !== "") return false;
    if (filter === "changed" && !draft.has(row.key)) return false;
    if (!needle) return true;
    return [row.key, row.reference, value].some((text) => text.toLowerCase().includes(needle));
  });
}

/** The dictionary to send: the saved one with the edits over it; an emptied value drops its key. */
export function mergedStrings(saved: Dictionary, draft: ReadonlyMap<string, string>): Dictionary {
  const out: Dictionary = { ...saved };
  for (const [key, value] of draft) {
    if (value.trim() === "") delete out[key];
    else out[key] = value;
  }
  return out;
}
