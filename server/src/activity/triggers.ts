import type SQLite from "better-sqlite3";
import { AUDITED, type AuditedTable, type ChildTable, type RecordTable } from "./tables";

/*
 * The activity log's TEMP triggers (server/docs/activity-log.md), made at start from the map in
 * tables.ts and each table's columns as the migrated schema has them now, so a column added by a
 * later migration is recorded without touching this file. TEMP: they live on the server's own
 * connection only; the seed, the retention job and other connections write without them.
 *
 * Each trigger first compares the row (UPDATE: did a recorded column change?) and only then asks
 * `activity_actor()` whether a signed-in request is writing, so rows nobody is watching cost one
 * function call. The entry is an upsert on (request_id, record_type, record_id): the rows one
 * request changes fold into one entry per record, their changes appended.
 */

type Op = "insert" | "update" | "delete";
const NEVER_RECORDED = new Set(["created_at", "updated_at"]);

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** An expression of tables.ts (over `R`) on the trigger's row, or on another alias. */
const on = (expr: string, row: string) => expr.replace(/\bR\./g, `${row}.`);
const actor = (key: string) => `activity_actor(${quote(key)})`;

interface Target {
  area: string;
  action: string;
  recordType: string;
  recordId: string;
  title: string;
  owner: string;
  /** The field name of a column (SQL text). */
  field: (column: string) => string;
  /** Whether a column's value is secret (SQL condition), or a fixed answer. */
  secret: (column: string) => string | boolean;
}

function parentOf(table: ChildTable): RecordTable {
  const parent = AUDITED[table.parent];
  if (!parent || parent.kind !== "record") throw new Error(`activity log: ${table.parent} is not a record table`);
  return parent;
}

function ownerOf(def: { owner?: string | null }, columns: readonly string[]): string | null {
  if (def.owner !== undefined) return def.owner;
  return columns.includes("admin_id") ? "R.admin_id" : null;
}

/** Where a row's change goes (record, title, owner) and how its fields are named. */
function target(name: string, def: AuditedTable, op: Op, columns: (table: string) => readonly string[], row: string): Target {
  const secrets = new Set(def.secrets ?? []);
  const plainSecret = (column: string) => secrets.has(column);
  if (def.kind === "record") {
    return {
      area: quote(def.area),
      action: quote(op === "insert" ? "create" : op === "update" ? "update" : "delete"),
      recordType: quote(def.recordType),
      recordId: on("R.id", row),
      title: def.title ? on(def.title, row) : "NULL",
      owner: on(ownerOf(def, columns(name)) ?? "NULL", row),
      field: (column) => quote(column),
      secret: plainSecret,
    };
  }
  if (def.kind === "child") {
    const parent = parentOf(def);
    const parentId = on(def.parentId, row);
    const fromParent = (expr: string | null | undefined) =>
      expr ? `(SELECT ${on(expr, "P")} FROM main.${ident(def.parent)} AS P WHERE P.id = ${parentId})` : "NULL";
    const key = on(def.key ?? "R.id", row);
    const prefix = def.prefix ?? name;
    return {
      area: quote(def.area ?? parent.area),
      action: quote("update"),
      recordType: quote(parent.recordType),
      recordId: parentId,
      title: fromParent(parent.title),
      owner: fromParent(ownerOf(parent, columns(def.parent))),
      field: (column) => `${quote(`${prefix}.`)} || ${key} || ${quote(`.${column}`)}`,
      secret: plainSecret,
    };
  }
  const panelId = `coalesce(${actor("panelId")}, ${quote(def.fallback.recordId)})`;
  const kv = def.keyValue;
  return {
    area: quote(def.area),
    action: quote("update"),
    recordType: `coalesce(${actor("panelType")}, ${quote(def.fallback.recordType)})`,
    recordId: panelId,
    title: panelId,
    owner: on(def.owner ?? "NULL", row),
    field: kv
      ? () => on(kv.key, row)
      : def.parentColumn
        ? (column) => `${quote(`${name}.`)} || ${row}.id || ${quote(`.${column}`)}`
        : (column) => quote(column),
    secret: kv ? () => on(kv.secret, row) : plainSecret,
  };
}

/** The columns whose changes are recorded. */
function recordedColumns(def: AuditedTable, columns: readonly string[]): string[] {
  const column = (expr: string) => /^R\.(\w+)$/.exec(expr)?.[1];
  // One setting per row: its value is the one column (the key names the field).
  if (def.kind === "panel" && def.keyValue) return [column(def.keyValue.value) ?? "value"];
  const skip = new Set([...NEVER_RECORDED, ...(def.ignore ?? [])]);
  // Ids are in the entry's record_id or in the field names already, and so is the parent's id.
  skip.add("id");
  if (def.kind === "child") skip.add(column(def.parentId) ?? "");
  if (def.kind === "panel" && def.parentColumn) skip.add(def.parentColumn);
  return columns.filter((c) => !skip.has(c));
}

/** The JSON array of a row's changes, built as text (one string, cheaper than JSON functions). */
function changesSql(columns: readonly string[], op: Op, t: Target): string {
  const items = columns.map((column) => {
    const c = ident(column);
    const condition = op === "insert" ? `new.${c} IS NOT NULL` : op === "delete" ? `old.${c} IS NOT NULL` : `old.${c} IS NOT new.${c}`;
    const values = op === "insert" ? `'new', new.${c}` : op === "delete" ? `'old', old.${c}` : `'old', old.${c}, 'new', new.${c}`;
    const plain = `json_object('field', ${t.field(column)}, ${values})`;
    const hidden = `json_object('field', ${t.field(column)}, 'changed', json('true'))`;
    const secret = t.secret(column);
    const item = secret === true ? hidden : secret === false ? plain : `CASE WHEN ${secret} THEN ${hidden} ELSE ${plain} END`;
    return `CASE WHEN ${condition} THEN ',' || ${item} ELSE '' END`;
  });
  return `'[' || substr(${items.join(" || ")}, 2) || ']'`;
}

const APPEND = `CASE WHEN activity_log.changes = '[]' THEN excluded.changes WHEN excluded.changes = '[]' THEN activity_log.changes
      ELSE substr(activity_log.changes, 1, length(activity_log.changes) - 1) || ',' || substr(excluded.changes, 2) END`;

/*
 * Link rows (a role's permissions, a product's categories, a language's strings) are often replaced
 * as a whole: deleted, then inserted again with new row ids. Their field names are made of a key
 * that survives that (tables.ts, `key`), so a row's insert items and its delete items differ only in
 * "old" / "new": when the opposite of the new items is already in the entry, the two cancel out
 * instead of both being listed. Items are scalars without raw quotes inside, so comparing the text
 * between commas compares whole items.
 */
const INNER = (changes: string) => `substr(${changes}, 2, length(${changes}) - 2)`;
const OPPOSITE = `CASE WHEN instr(excluded.changes, '"new":') > 0
      THEN replace(${INNER("excluded.changes")}, '"new":', '"old":')
      ELSE replace(${INNER("excluded.changes")}, '"old":', '"new":') END`;
const WRAPPED = `',' || ${INNER("activity_log.changes")} || ','`;
const CANCEL_OR_APPEND = `CASE WHEN instr(${WRAPPED}, ',' || ${OPPOSITE} || ',') > 0
      THEN '[' || trim(replace(${WRAPPED}, ',' || ${OPPOSITE} || ',', ','), ',') || ']'
      ELSE ${APPEND} END`;

function merge(linkRow: boolean): string {
  return `ON CONFLICT (request_id, record_type, record_id) WHERE request_id IS NOT NULL DO UPDATE SET
    changes = ${linkRow ? CANCEL_OR_APPEND : APPEND},
    action = CASE WHEN activity_log.action = 'update' THEN excluded.action ELSE activity_log.action END,
    area = CASE WHEN excluded.area = 'pos' AND activity_log.area <> 'auth' THEN 'pos' ELSE activity_log.area END,
    record_title = coalesce(excluded.record_title, activity_log.record_title),
    owner_id = coalesce(activity_log.owner_id, excluded.owner_id)`;
}

/**
 * An entry whose changes all cancelled out (a role saved with the permissions it had) is no
 * change: it is removed, as an update that changes nothing writes nothing.
 */
const DROP_EMPTY = `CREATE TEMP TRIGGER activity_log_drop_empty AFTER UPDATE OF changes ON main.activity_log
  WHEN new.changes = '[]' AND new.action = 'update' AND new.area <> 'auth'
BEGIN
  DELETE FROM activity_log WHERE id = new.id;
END`;

/** The CREATE TEMP TRIGGER statements of one table (none when it has nothing to record). */
export function triggerStatements(name: string, def: AuditedTable, columns: (table: string) => readonly string[]): string[] {
  const recorded = recordedColumns(def, columns(name));
  if (!recorded.length) return [];
  const ops: Op[] = ["insert", "update", "delete"];
  return ops.map((op) => {
    const row = op === "delete" ? "old" : "new";
    const t = target(name, def, op, columns, row);
    const changed = recorded.map((c) => `old.${ident(c)} IS NOT new.${ident(c)}`).join(" OR ");
    const when = op === "update" ? `(${changed}) AND activity_actor() IS NOT NULL` : "activity_actor() IS NOT NULL";
    return `CREATE TEMP TRIGGER ${ident(`activity_${name}_${op}`)} AFTER ${op.toUpperCase()} ON main.${ident(name)}
  WHEN ${when}
BEGIN
  INSERT INTO activity_log (created_at, request_id, admin_id, admin_name, admin_role, owner_id, area, action,
    record_type, record_id, record_title, changes, ip, user_agent)
  SELECT strftime('%Y-%m-%dT%H:%M:%f', 'now') || '000Z', ${actor("requestId")}, ${actor("adminId")}, ${actor("name")},
    ${actor("role")}, ${t.owner}, ${t.area}, ${t.action}, ${t.recordType}, ${t.recordId}, ${t.title},
    ${changesSql(recorded, op, t)}, ${actor("ip")}, ${actor("userAgent")}
  WHERE ${t.recordId} IS NOT NULL
  ${merge(def.kind === "child" && def.key !== undefined)};
END`;
  });
}

/** Installs (again) the triggers of every audited table the schema has, on this connection. */
export function installActivityTriggers(sqlite: SQLite.Database): number {
  const tables = new Set(
    (sqlite.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name),
  );
  const columnCache = new Map<string, string[]>();
  const columns = (table: string) => {
    let found = columnCache.get(table);
    if (!found) {
      found = (sqlite.prepare(`SELECT name FROM pragma_table_info(?, 'main')`).all(table) as { name: string }[]).map((r) => r.name);
      columnCache.set(table, found);
    }
    return found;
  };
  let installed = 0;
  const existing = sqlite
    .prepare("SELECT name FROM temp.sqlite_master WHERE type = 'trigger' AND name LIKE 'activity\\_%' ESCAPE '\\'")
    .all() as {
    name: string;
  }[];
  sqlite.transaction(() => {
    for (const { name } of existing) sqlite.exec(`DROP TRIGGER temp.${ident(name)}`);
    sqlite.exec(DROP_EMPTY);
    for (const [name, def] of Object.entries(AUDITED)) {
      if (!tables.has(name)) continue;
      for (const statement of triggerStatements(name, def, columns)) {
        sqlite.exec(statement);
        installed++;
      }
    }
  })();
  return installed;
}
