/*
 * The grid's changes as a value: each changed cell's text by its key (rows.ts), with undo and redo
 * by steps (one typed cell, one paste, one fill or one range action is one step). A cell set back to
 * what was loaded is no longer a change.
 */

export interface CellChange {
  key: string;
  /** The cell's value before the step; undefined: what was loaded. */
  before: string | undefined;
  after: string | undefined;
}

export interface Edits {
  values: ReadonlyMap<string, string>;
  undo: readonly (readonly CellChange[])[];
  redo: readonly (readonly CellChange[])[];
}

export const NO_EDITS: Edits = { values: new Map(), undo: [], redo: [] };

/** How far back undo reaches: enough for a morning's work, bounded so memory stays flat. */
const MAX_STEPS = 200;

function written(values: ReadonlyMap<string, string>, changes: readonly CellChange[], side: "before" | "after"): Map<string, string> {
  const next = new Map(values);
  for (const change of changes) {
    const value = change[side];
    if (value === undefined) next.delete(change.key);
    else next.set(change.key, value);
  }
  return next;
}

/** One step: `writes` (key → new text) over `loaded`; unchanged cells are left out of the step. */
export function applyStep(edits: Edits, writes: ReadonlyMap<string, string>, loaded: ReadonlyMap<string, string>): Edits {
  const changes: CellChange[] = [];
  for (const [key, text] of writes) {
    const before = edits.values.get(key);
    const after = text === loaded.get(key) ? undefined : text;
    if (before !== after) changes.push({ key, before, after });
  }
  if (changes.length === 0) return edits;
  return { values: written(edits.values, changes, "after"), undo: [...edits.undo, changes].slice(-MAX_STEPS), redo: [] };
}

export function undoStep(edits: Edits): Edits {
  const last = edits.undo.at(-1);
  if (!last) return edits;
  return { values: written(edits.values, last, "before"), undo: edits.undo.slice(0, -1), redo: [...edits.redo, last] };
}

export function redoStep(edits: Edits): Edits {
  const last = edits.redo.at(-1);
  if (!last) return edits;
  return { values: written(edits.values, last, "after"), undo: [...edits.undo, last], redo: edits.redo.slice(0, -1) };
}

/** Drops the changes of some cells (a saved product's), and the history that spoke of them. */
export function forget(edits: Edits, keys: ReadonlySet<string>): Edits {
  const values = new Map([...edits.values].filter(([key]) => !keys.has(key)));
  return { values, undo: [], redo: [] };
}
