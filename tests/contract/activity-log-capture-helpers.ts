import Database from "better-sqlite3";
import { expect } from "vitest";
import type { TestServer } from "./harness";

/*
 * Reading the activity log in the capture tests (server/docs/activity-log.md). The entries are read
 * straight from the server's SQLite file on a connection of the test's own (the log's routes are
 * another module's), which also shows the entries are committed, not only visible to the server.
 */

export interface Change {
  field: string;
  old?: unknown;
  new?: unknown;
  changed?: true;
}

export interface Entry {
  id: number;
  created_at: string;
  request_id: string | null;
  admin_id: number | null;
  admin_name: string | null;
  admin_role: string | null;
  owner_id: number | null;
  area: string;
  action: string;
  record_type: string | null;
  record_id: string | null;
  record_title: string | null;
  changes: Change[];
  ip: string | null;
  user_agent: string | null;
}

type Row = Omit<Entry, "changes"> & { changes: string };

export interface LogReader {
  /** The newest entry's id now (0: none). */
  mark(): number;
  /** Entries written after `mark`, oldest first. */
  since(mark: number): Entry[];
  /** Every entry's row as stored (JSON text), for scans. */
  allText(): string[];
  close(): void;
}

export function logReader(t: TestServer): LogReader {
  const file = t.server.config.dbFile;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return {
    mark: () => (db.prepare("SELECT coalesce(max(id), 0) AS n FROM activity_log").get() as { n: number }).n,
    since: (mark) =>
      (db.prepare("SELECT * FROM activity_log WHERE id > ? ORDER BY id").all(mark) as Row[]).map((r) => ({
        ...r,
        changes: JSON.parse(r.changes) as Change[],
      })),
    allText: () => (db.prepare("SELECT * FROM activity_log").all() as Row[]).map((r) => JSON.stringify(r)),
    close: () => db.close(),
  };
}

/**
 * Runs `write` and answers the one entry it left (fails when it left none or several), after
 * checking it is the caller's: admin, area, action and record.
 */
export async function oneEntry(
  log: LogReader,
  write: () => Promise<unknown>,
  expected: { area: string; action: string; record_type: string; record_id?: string | number; admin_id?: number | null },
): Promise<Entry> {
  const mark = log.mark();
  await write();
  const entries = log.since(mark);
  const labels = entries.map((e) => `${e.area} ${e.action} ${e.record_type}/${e.record_id} ${JSON.stringify(e.changes).slice(0, 300)}`);
  expect(labels, labels.join("\n")).toHaveLength(1);
  const [entry] = entries;
  const { record_id, ...rest } = expected;
  expect(entry).toMatchObject(rest);
  if (record_id !== undefined) expect(entry.record_id).toBe(String(record_id));
  return entry;
}

/** The entries a write left, by record (`type/id`), for writes that touch several records. */
export async function entriesOf(log: LogReader, write: () => Promise<unknown>): Promise<Entry[]> {
  const mark = log.mark();
  await write();
  return log.since(mark);
}

/** The change of one field, failing when the entry has none or several. */
export function changeOf(entry: Entry, field: string): Change {
  const found = entry.changes.filter((c) => c.field === field);
  expect(found, `changes of ${field} in ${JSON.stringify(entry.changes)}`).toHaveLength(1);
  return found[0];
}

/** Fields whose name matches, e.g. /^inventories\.\d+\.quantity$/. */
export function changesMatching(entry: Entry, pattern: RegExp): Change[] {
  return entry.changes.filter((c) => pattern.test(c.field));
}
