import type { FieldErrors } from "~/api/errors";

/**
 * The server names a list item's problem by its place: "The left.0.title field is required.",
 * "The about_links.2.page id field is required.". These are sorted to their row and column so each
 * shows beside its input; the rest stay for the form.
 */
export interface RowErrors {
  /** `${list}.${index}.${column}` → message. */
  cells: Record<string, string>;
  form: string[];
}

export function rowErrors(errors: FieldErrors, lists: readonly string[], columns: Record<string, string>): RowErrors {
  const out: RowErrors = { cells: {}, form: [] };
  for (const message of Object.values(errors).flat()) {
    const match = /^The (?:selected )?([a-z_]+)\.(\d+)\.([a-z_ ]+?)(?: field| must| format| is|$)/i.exec(message.trim());
    const column = match ? columns[match[3].trim()] : undefined;
    if (match && lists.includes(match[1]) && column) {
      const key = cellKey(match[1], Number(match[2]), column);
      out.cells[key] ??= message;
    } else if (!out.form.includes(message)) out.form.push(message);
  }
  return out;
}

export const cellKey = (list: string, index: number, column: string): string => `${list}.${index}.${column}`;
