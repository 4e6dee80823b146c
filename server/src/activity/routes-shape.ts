import type { Selectable } from "kysely";
import type { Database } from "../db/schema";
import { toCsv } from "../groups/catalog/csv";

/*
 * How an activity-log row is answered (server/docs/activity-log.md, "Entry"): as JSON with its
 * `changes` parsed, and as one CSV line of the export. `request_id` and `owner_id` are never shown.
 */

/** The columns the answers read (request_id and owner_id stay inside). */
export const ENTRY_COLUMNS = [
  "id",
  "created_at",
  "admin_id",
  "admin_name",
  "admin_role",
  "area",
  "action",
  "record_type",
  "record_id",
  "record_title",
  "changes",
  "ip",
  "user_agent",
] as const;

export type EntryRow = Pick<Selectable<Database["activity_log"]>, (typeof ENTRY_COLUMNS)[number]>;

/** One field of a change: `old` absent on a create, `new` on a delete; a secret only says it changed. */
export interface FieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
  changed?: true;
}

export type Entry = Omit<EntryRow, "changes"> & { changes: FieldChange[] };

/** The stored JSON array of changes; anything unreadable counts as none (the row stays listable). */
export function parseChanges(raw: string | null): FieldChange[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((c): c is FieldChange => !!c && typeof c === "object" && typeof (c as { field?: unknown }).field === "string");
  } catch {
    return [];
  }
}

export function entryJson(row: EntryRow): Entry {
  return { ...row, changes: parseChanges(row.changes) };
}

// ---------------------------------------------------------------------------------------------
// CSV

export const CSV_HEADER = ["Id", "Date", "User", "Role", "Area", "Action", "Record type", "Record id", "Record title", "Changes", "IP"];

/** A value of a change as a person reads it: texts as they are, everything else as JSON. */
function shown(value: unknown): string {
  if (typeof value === "string") return value;
  return value === undefined ? "" : JSON.stringify(value);
}

/** `field: old → new; …`; a secret is `field: changed`, a create's field `field: new`, a delete's `field: old →`. */
export function changesText(changes: FieldChange[]): string {
  return changes
    .map((c) => {
      if (c.changed) return `${c.field}: changed`;
      if (!("old" in c)) return `${c.field}: ${shown(c.new)}`;
      if (!("new" in c)) return `${c.field}: ${shown(c.old)} →`;
      return `${c.field}: ${shown(c.old)} → ${shown(c.new)}`;
    })
    .join("; ");
}

/**
 * A cell a spreadsheet would take for a formula (it starts with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, so an admin's name or a product title can never run as one.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV lines (CRLF) of the rows, each cell made inert. */
export function csvLines(rows: EntryRow[]): string {
  return toCsv(
    rows.map((r) =>
      [
        String(r.id),
        r.created_at,
        r.admin_name ?? "",
        r.admin_role ?? "",
        r.area,
        r.action,
        r.record_type ?? "",
        r.record_id ?? "",
        r.record_title ?? "",
        changesText(parseChanges(r.changes)),
        r.ip ?? "",
      ].map(inertCell),
    ),
  );
}

/** The header line. */
export function csvHeader(): string {
  return toCsv([CSV_HEADER]);
}
